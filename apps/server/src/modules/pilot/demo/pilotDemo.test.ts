import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type ZoneIndex, type ZoneProductCard } from '@jhy/contract';
import { copyDemoAssets } from '../../../db/seed/demoAssets.js';
import { PILOT_ZONE_NAMES } from '../../../test/pilotZoneNames.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';

let t: TestApp;
let index: ZoneIndex;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  await copyDemoAssets(t.config);
  index = (await t.app.inject({ url: API.zoneIndex })).json().data;
}, 60_000);
afterAll(() => t.close());

describe('the pilot demo', () => {
  it('has the eight prefecture zones on the map, each with deals and passed products of 44, 59 and 80', () => {
    expect(index.map_data.map((zone) => zone.zone_name)).toEqual(PILOT_ZONE_NAMES);
    for (const zone of index.map_data) {
      expect(zone.transaction_amount, zone.zone_name).toBeGreaterThan(0);
      expect(
        zone.count.every((type) => type.num >= 1),
        zone.zone_name,
      ).toBe(true);
      expect(
        zone.count.reduce((sum, type) => sum + type.num, 0),
        zone.zone_name,
      ).toBeGreaterThanOrEqual(5);
    }
    expect(index.counties).toHaveLength(21);
  });

  it('lists a zone under each province of the non-pilot menu', async () => {
    for (const province of [183, 184, 185, 186]) {
      const zones = (await t.app.inject({ url: `${API.zoneByCate}?cateId=182&cateSonId=${province}` })).json().data;
      expect(zones, String(province)).toHaveLength(1);
    }
  });

  it('gives every product a season when it is material supply, and pictures that exist', async () => {
    for (const zone of index.zone) {
      const products: ZoneProductCard[] = (await t.app.inject({ url: `${API.zoneList}?id=${zone.id}` })).json().data
        .zone_product;
      for (const card of products) {
        for (const image of card.product_img)
          expect(existsSync(path.join(t.config.dataDir, image.src)), image.src).toBe(true);
        const detail = (await t.app.inject({ url: `${API.zoneProductCheck}?id=${card.id}` })).json().data;
        expect(detail.product_type_name, card.product_name).not.toBe('');
        if (card.product_category === 44) expect(detail.product_season_name, card.product_name).not.toBe('');
      }
    }
  });
});
