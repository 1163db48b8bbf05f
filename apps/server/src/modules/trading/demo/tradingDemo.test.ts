import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type ListingCard } from '@jhy/contract';
import { deals } from '../../../db/schema.js';
import { copyDemoAssets } from '../../../db/seed/demoAssets.js';
import { FIXED_TEST_CODES, signUpAndLogIn } from '../../../test/portalUsers.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';

let t: TestApp;
let cards: ListingCard[];

beforeAll(async () => {
  t = await createTestApp({ demo: true, env: FIXED_TEST_CODES });
  await copyDemoAssets(t.config);
  cards = (await t.app.inject({ url: `${API.listingList}?limit=50` })).json().data.data;
}, 60_000);
afterAll(() => t.close());

describe('the trading demo', () => {
  it('lists at least 30 public listings, of every class in every enroll status and both forms', () => {
    expect(cards.length).toBeGreaterThanOrEqual(30);
    for (const classId of [100, 101, 102, 103, 114, 115, 116, 126]) {
      const statuses = new Set(cards.filter((c) => c.second_category === classId).map((c) => c.enroll_status));
      expect([...statuses].sort(), `class ${classId}`).toEqual([0, 1, 2, 3, 4]);
    }
    expect(new Set(cards.map((c) => c.form_type))).toEqual(new Set([1, 2]));
    const carbonProduct = cards.find((c) => c.second_category === 100 && c.form_type === 2 && c.enroll_status === 1);
    expect(carbonProduct).toBeDefined();
  });

  it('shows only pictures that exist in DATA_DIR/uploads', () => {
    const pictures = new Set(cards.flatMap((c) => c.product_img.split(',')));
    expect(pictures.size).toBeGreaterThanOrEqual(16);
    for (const src of pictures) {
      expect(existsSync(path.join(t.config.dataDir, src)), src).toBe(true);
    }
  });

  it('opens a demo disclosure document for a logged-in user', async () => {
    const project = cards.find((c) => c.form_type === 1)!;
    const detail = (await t.app.inject({ url: `${API.listingCheck}?id=${project.id}` })).json().data;
    expect(detail.disclosure_file.length).toBeGreaterThanOrEqual(2);
    const user = await signUpAndLogIn(t.app);
    const link = await t.app.inject({
      url: `${API.listingAttachmentLink}?id=${project.id}&index=0`,
      headers: { token: user.token },
    });
    const file = await t.app.inject({ url: link.json().data.url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('records two years of deals in the eight prefectures and every class, and the charts add up to them', async () => {
    const all = await t.db.select().from(deals);
    expect(new Set(all.map((d) => d.zoneName))).toEqual(
      new Set(['阿坝', '甘孜', '凉山', '甘南', '玉树', '果洛', '黄南', '那曲']),
    );
    expect(new Set(all.map((d) => d.productType))).toEqual(new Set([100, 101, 102, 103, 114, 115, 116, 126]));
    const times = all.map((d) => d.tradeTime.getTime());
    expect((Math.max(...times) - Math.min(...times)) / (365 * 24 * 3600 * 1000)).toBeGreaterThan(1.8);

    const cents = (rows: typeof all) => rows.reduce((sum, d) => sum + Math.round(Number(d.amount) * 100), 0) / 100;
    const overview = (await t.app.inject({ url: API.dealTrends })).json().data;
    expect(overview.total_amount).toBeCloseTo(cents(all), 2);
    expect(overview.total_count).toBe(all.length);

    const byZone = (await t.app.inject({ url: API.dealZoneData })).json().data;
    for (const row of byZone) {
      expect(row.transaction_amount).toBeCloseTo(cents(all.filter((d) => d.zoneName === row.zone_name)), 2);
    }
    const byType = (await t.app.inject({ url: API.dealProductType })).json().data;
    for (const row of byType) {
      expect(row.transaction_amount).toBeCloseTo(cents(all.filter((d) => d.productType === row.product_type)), 2);
    }
  });
});
