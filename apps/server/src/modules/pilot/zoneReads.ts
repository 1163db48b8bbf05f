import {
  DISPLAY_CATEGORY_IDS,
  PILOT_MAP_CATEGORY,
  PILOT_ROOT_CATEGORY,
  pilotMessages,
  type Page,
  type ZoneDetail,
  type ZoneIndex,
  type ZoneProductCard,
} from '@jhy/contract';
import type { Db } from '../../db/client.js';
import type { PageRequest } from '../../db/paging.js';
import { notFound } from '../../infra/errors.js';
import { buildCategoryGroups } from '../system/categoryTree.js';
import { listCategories } from '../system/systemRepository.js';
import {
  findNamedProduct,
  listPassedProductsOfZone,
  listPassedProductsOfZones,
  pagePassedProducts,
} from './displayProductRepository.js';
import { displayCategoryName, toProductCard, toProductDetail, toZoneItem } from './pilotView.js';
import { pilotCountySeeds } from './reference/pilotZones.js';
import {
  countPassedProductsByZone,
  findZone,
  listZones,
  listZonesInRegion,
  listZonesOfCategories,
  sumDealsByZoneName,
} from './zoneRepository.js';

/** A region's look-up answers its newest products, at most this many (no pager in that call). */
const REGION_PRODUCTS_MAX = 100;

/** Rounded to fen of 万元 (two decimals) from the exact decimal sum. */
const toWan = (sum: string | undefined) => (sum === undefined ? 0 : Math.round(Number(sum) * 100) / 100);

/** What the public reads of the pilot section: the menu, the map, zones and their passed products. */
export class ZoneReads {
  constructor(private readonly db: Db) {}

  async index(): Promise<ZoneIndex> {
    const [categoryRows, zoneRows, counts] = await Promise.all([
      listCategories(this.db),
      listZones(this.db),
      countPassedProductsByZone(this.db),
    ]);
    const root = buildCategoryGroups(categoryRows).pilot?.find((node) => node.id === PILOT_ROOT_CATEGORY);
    const sums = await sumDealsByZoneName(this.db, zoneRows.map((zone) => zone.shortName).filter(Boolean));
    const amountOf = new Map(sums.map((row) => [row.zoneName, row.amount]));
    const countOf = new Map(counts.map((row) => [`${row.zoneId}/${row.category}`, row.n]));
    const countyZone = new Map(zoneRows.flatMap((zone) => zone.counties.map((code) => [code, zone.id] as const)));
    return {
      zone_project: root?.sonCate ?? [],
      map_data: zoneRows
        // The map's pins: the zones of the map category.
        .filter((zone) => zone.category === PILOT_MAP_CATEGORY)
        .map((zone) => ({
          id: zone.id,
          zone_name: zone.name,
          lng: Number(zone.lng),
          lat: Number(zone.lat),
          count: DISPLAY_CATEGORY_IDS.map((category) => ({
            product_type: category,
            typeName: displayCategoryName(category),
            num: countOf.get(`${zone.id}/${category}`) ?? 0,
          })),
          transaction_amount: toWan(amountOf.get(zone.shortName)),
        })),
      zone: zoneRows.map(toZoneItem),
      counties: pilotCountySeeds.flatMap((county) => {
        const zoneId = countyZone.get(county.code);
        return zoneId === undefined ? [] : [{ ...county, zone_id: zoneId }];
      }),
    };
  }

  async zone(id: number, category: number): Promise<ZoneDetail> {
    const zone = await findZone(this.db, id);
    if (!zone) throw notFound(pilotMessages.zoneNotFound);
    const products = await listPassedProductsOfZone(this.db, id, category);
    return {
      zone_info: {
        id: zone.id,
        name: zone.name,
        zone_desc: zone.zoneDesc,
        category: zone.category,
        province: zone.province,
      },
      zone_product: products.map(toProductCard),
    };
  }

  /** The zones of a pilot category and all its descendants, or of the one child asked for. */
  async zonesByCategory(query: { cateId?: number | undefined; cateSonId?: number | undefined }) {
    const asked = query.cateSonId ?? query.cateId;
    if (asked === undefined) return [];
    const rows = await listCategories(this.db);
    const wanted = new Set([asked]);
    // Descendants, breadth first over the flat list (the tree is three levels deep).
    for (let grew = true; grew;) {
      grew = false;
      for (const row of rows)
        if (wanted.has(row.pid) && !wanted.has(row.id)) {
          wanted.add(row.id);
          grew = true;
        }
    }
    const zones = await listZonesOfCategories(this.db, [...wanted]);
    return zones.map((zone) => ({ id: zone.id, name: zone.name }));
  }

  async product(id: number) {
    const named = await findNamedProduct(this.db, id, { passedOnly: true });
    if (!named) throw notFound(pilotMessages.productNotFound);
    return toProductDetail(named);
  }

  async products(
    query: PageRequest & { zone_id?: number | undefined; category: number; keyword: string },
  ): Promise<Page<ZoneProductCard>> {
    const { rows, total } = await pagePassedProducts(this.db, query);
    return { total, data: rows.map(toProductCard) };
  }

  async productsInRegion(query: { propid?: string | undefined; citypid?: string | undefined }) {
    const province = query.propid?.slice(0, 2);
    const prefecture = query.citypid?.slice(0, 4);
    if (!province && !prefecture) return [];
    const zones = await listZonesInRegion(this.db, { province, prefecture });
    const products = await listPassedProductsOfZones(
      this.db,
      zones.map((zone) => zone.id),
      REGION_PRODUCTS_MAX,
    );
    return products.map(toProductCard);
  }
}
