import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { API, dealTrendMessages } from '@jhy/contract';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { createDeal, createListing, createListingOwner } from '../../test/tradingFixtures.js';

let t: TestApp;

/** China time → instant: the exchange's quarters start at midnight in Xining, not in UTC. */
const china = (text: string) => new Date(`${text}+08:00`);

/** The deals of the test, written once and summed here independently of the server's SQL. */
const fixture = [
  {
    zoneName: '阿坝',
    productType: 126,
    productCategory: 97,
    amount: '120.50',
    tradeTime: china('2025-01-15T10:00:00'),
  },
  { zoneName: '阿坝', productType: 100, productCategory: 98, amount: '80.25', tradeTime: china('2025-03-31T23:30:00') },
  {
    zoneName: '甘孜',
    productType: 100,
    productCategory: 98,
    amount: '300.00',
    tradeTime: china('2025-04-01T00:10:00'),
  },
  { zoneName: '甘孜', productType: 101, productCategory: 98, amount: '45.10', tradeTime: china('2025-08-20T15:00:00') },
  {
    zoneName: '果洛',
    productType: 126,
    productCategory: 97,
    amount: '910.99',
    tradeTime: china('2025-12-31T23:59:00'),
  },
  { zoneName: '那曲', productType: 103, productCategory: 98, amount: '12.34', tradeTime: china('2026-01-01T00:00:00') },
  { zoneName: '果洛', productType: 115, productCategory: 97, amount: '66.66', tradeTime: china('2026-02-10T09:00:00') },
  { zoneName: '凉山', productType: 116, productCategory: 97, amount: '7.77', tradeTime: china('2026-05-05T11:00:00') },
];
const NOW = china('2026-05-20T12:00:00');

const quarterOf = (d: Date) => {
  const local = new Date(d.getTime() + 8 * 3600 * 1000);
  return `${local.getUTCFullYear()}-${Math.floor(local.getUTCMonth() / 3) + 1}`;
};
const sumWhere = (keep: (deal: (typeof fixture)[number]) => boolean) =>
  Math.round(fixture.filter(keep).reduce((total, d) => total + Number(d.amount) * 100, 0)) / 100;

const get = async (path: string) => {
  const res = await t.app.inject({ url: path });
  return { status: res.statusCode, body: res.json() };
};

beforeAll(async () => {
  t = await createTestApp();
  for (const deal of fixture) await createDeal(t.db, deal);
  const owner = await createListingOwner(t.db);
  await createListing(t.db, owner, { startTime: china('2026-05-01T09:00:00'), endTime: china('2026-06-30T17:00:00') });
  await createListing(t.db, owner, { startTime: china('2026-06-01T09:00:00'), endTime: china('2026-06-30T17:00:00') });
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const atNow = () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
};

describe('deal trends', () => {
  it('sums every deal and this year’s deals in the overview', async () => {
    atNow();
    const { body } = await get(API.dealTrends);
    expect(body.data).toEqual({
      total_amount: sumWhere(() => true),
      total_count: fixture.length,
      year_amount: sumWhere((d) => d.tradeTime >= china('2026-01-01T00:00:00')),
      year_count: 3,
      listing_count: 2,
      enrolling_count: 1,
    });
  });

  it('answers each quarter of a range with its amount, quarters starting at China midnight', async () => {
    const { body } = await get(`${API.dealAmountData}?startTime=2024-4&endTime=2026-2`);
    const quarters = ['2024-4', '2025-1', '2025-2', '2025-3', '2025-4', '2026-1', '2026-2'];
    expect(body.data.amount_list).toEqual(
      quarters.map((q) => ({ trade_time: q, transaction_amount: sumWhere((d) => quarterOf(d.tradeTime) === q) })),
    );
    // 23:30 on 31 March belongs to the first quarter, 00:10 on 1 April to the second.
    expect(body.data.amount_list[1].transaction_amount).toBe(200.75);
    expect(body.data.amount_list[2].transaction_amount).toBe(300);
  });

  it('covers the last eight quarters when no range is picked', async () => {
    atNow();
    const { body } = await get(API.dealAmountData);
    expect(body.data.amount_list.map((row: { trade_time: string }) => row.trade_time)).toEqual([
      '2024-3',
      '2024-4',
      '2025-1',
      '2025-2',
      '2025-3',
      '2025-4',
      '2026-1',
      '2026-2',
    ]);
  });

  it('refuses a half-picked, reversed, malformed or overlong range with the page’s messages', async () => {
    const cases: Array<[string, string]> = [
      ['startTime=2025-1', dealTrendMessages.endQuarterRequired],
      ['endTime=2025-1', dealTrendMessages.startQuarterRequired],
      ['startTime=2025-3&endTime=2025-1', dealTrendMessages.rangeReversed],
      ['startTime=2025-5&endTime=2025-6', dealTrendMessages.quarterInvalid],
      ['startTime=0000-1&endTime=9999-4', dealTrendMessages.quarterInvalid],
      ['startTime=1990-1&endTime=2099-4', dealTrendMessages.rangeTooLong],
    ];
    for (const [query, msg] of cases) {
      const { status, body } = await get(`${API.dealAmountData}?${query}`);
      expect({ query, status, msg: body.msg }).toEqual({ query, status: 400, msg });
    }
  });

  it('shares the amount by product type', async () => {
    const { body } = await get(API.dealProductType);
    const types = [...new Set(fixture.map((d) => d.productType))];
    const expected = types
      .map((type) => ({
        product_type: type,
        transaction_amount: sumWhere((d) => d.productType === type),
        count: fixture.filter((d) => d.productType === type).length,
      }))
      .sort((a, b) => b.transaction_amount - a.transaction_amount);
    expect(body.data.map(({ typeName: _name, ...rest }: { typeName: string }) => rest)).toEqual(expected);
    expect(body.data.find((row: { product_type: number }) => row.product_type === 126).typeName).toBe('林业碳汇开发');
  });

  it('pages the deal list, newest first, filtered by type and by category', async () => {
    const first = await get(`${API.dealTypeList}?limit=3`);
    expect(first.body.data.total).toBe(fixture.length);
    expect(first.body.data.data.map((row: { trade_time: string }) => row.trade_time)).toEqual([
      '2026-05-05',
      '2026-02-10',
      '2026-01-01',
    ]);
    const last = await get(`${API.dealTypeList}?limit=3&page=3`);
    expect(last.body.data.data).toHaveLength(2);
    const carbon = await get(`${API.dealTypeList}?product_type=100`);
    expect(carbon.body.data.total).toBe(2);
    const forestry = await get(`${API.dealTypeList}?product_category=97`);
    expect(forestry.body.data.total).toBe(4);
    expect(forestry.body.data.data[0]).toMatchObject({ categoryName: '林业资源类', typeName: '林木采伐权' });
    for (const hostile of ['page=-1', 'limit=abc', 'product_type=x', 'product_category=99999999999']) {
      expect((await get(`${API.dealTypeList}?${hostile}`)).status, hostile).toBe(200);
    }
  });

  it('sums each zone, and each zone’s quarters of the last two years', async () => {
    const zones = await get(API.dealZoneData);
    for (const row of zones.body.data) {
      expect(row.transaction_amount).toBe(sumWhere((d) => d.zoneName === row.zone_name));
      expect(row.count).toBe(fixture.filter((d) => d.zoneName === row.zone_name).length);
    }
    expect(zones.body.data.map((row: { zone_name: string }) => row.zone_name)).toEqual([
      '果洛',
      '甘孜',
      '阿坝',
      '那曲',
      '凉山',
    ]);

    atNow();
    const trends = await get(API.dealZoneTrends);
    const { periods, series } = trends.body.data;
    expect(periods).toHaveLength(8);
    for (const line of series) {
      expect(line.data).toEqual(
        periods.map((q: string) => sumWhere((d) => d.zoneName === line.zone_name && quarterOf(d.tradeTime) === q)),
      );
    }
  });
});
