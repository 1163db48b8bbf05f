import { PILOT_MAP_CATEGORY } from '@jhy/contract';
import type { Db } from '../../../db/client.js';
import { sanitizeHtml } from '../../../infra/sanitizeHtml.js';
import { insertZone, listZones } from '../zoneRepository.js';
import { pilotZoneSeeds } from './pilotZones.js';

/**
 * The eight prefecture zones of the map are reference data: every install has them, demo or not,
 * and a database seeded before they existed gets them at its next start. Zones already there are
 * left as staff edited them.
 */
export async function seedPilotZones(db: Db): Promise<void> {
  if ((await listZones(db)).length > 0) return;
  for (const [index, zone] of pilotZoneSeeds.entries()) {
    await insertZone(db, {
      name: zone.name,
      shortName: zone.shortName,
      category: PILOT_MAP_CATEGORY,
      province: zone.province,
      prefecture: zone.prefecture,
      zoneDesc: sanitizeHtml(zone.zoneDesc),
      counties: zone.counties,
      lng: String(zone.lng),
      lat: String(zone.lat),
      img: zone.img,
      sort: index,
    });
  }
}
