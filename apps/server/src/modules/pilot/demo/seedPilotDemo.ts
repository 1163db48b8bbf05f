import type { Db } from '../../../db/client.js';
import { sanitizeHtml } from '../../../infra/sanitizeHtml.js';
import { findCategoriesOfGroup, listCategoryChildren } from '../../system/systemRepository.js';
import { insertReviewedDisplayProduct, listVerifiedEnterprisesOfPrefecture } from '../displayProductRepository.js';
import { insertZone, listZones } from '../zoneRepository.js';
import { demoDisplayProducts } from './demoDisplayProducts.js';
import { demoNonPilotZones } from './demoNonPilotZones.js';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Passed display products in every prefecture zone, owned by the demo enterprise of that prefecture
 * (seeded by the trading demo, which runs first). Names of types, honours and seasons come from
 * the category tree, as for a product a user publishes.
 */
export async function seedPilotDemo(db: Db, now = Date.now()): Promise<void> {
  const zones = await listZones(db);
  for (const [index, zone] of demoNonPilotZones.entries()) {
    await insertZone(db, {
      ...zone,
      zoneDesc: sanitizeHtml(zone.zoneDesc),
      lng: String(zone.lng),
      lat: String(zone.lat),
      sort: zones.length + index,
    });
  }
  let sequence = 0;
  for (const zone of zones) {
    const products = demoDisplayProducts[zone.shortName];
    if (!products) continue;
    const [owner] = await listVerifiedEnterprisesOfPrefecture(db, zone.prefecture);
    if (!owner) continue;
    for (const product of products) {
      sequence += 1;
      const types = (await listCategoryChildren(db, product.category)).filter((t) => product.types.includes(t.id));
      const honourGroup = product.category === 44 ? 'supplyhonr' : 'culturehonr';
      const honours = product.honours.length ? await findCategoriesOfGroup(db, honourGroup, product.honours) : [];
      const seasons = product.seasons.length ? await findCategoriesOfGroup(db, 'season', product.seasons) : [];
      await insertReviewedDisplayProduct(db, owner.userId, {
        companyId: owner.id,
        zoneId: zone.id,
        category: product.category,
        productName: product.name,
        typeIds: types.map((t) => t.id).join(','),
        typeName: types.map((t) => t.name).join('、'),
        honorIds: honours.map((h) => h.id).join(','),
        honorName: honours.map((h) => h.name).join('、'),
        seasonIds: seasons.map((s) => s.id).join(','),
        seasonName: seasons.map((s) => s.name).join('、'),
        contactName: '专区服务专员',
        contactPhone: `139${String(9710000 + sequence).padStart(8, '0')}`,
        images: [{ name: product.image.split('/').pop()!, src: product.image }],
        productDesc: sanitizeHtml(`<p>${product.desc}</p>`),
        // One a day back from now, so the newest-first order is fixed.
        createdAt: new Date(now - sequence * DAY),
      });
    }
  }
}
