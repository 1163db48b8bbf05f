import { describe, expect, it } from 'vitest';
import { CONSOLE_API } from '@jhy/contract';
import { createConsoleTestApp } from '../../test/consoleStaff.js';
import { suiteApp, suiteListingOwner, suiteStaff } from '../../test/suite.js';
import { createDeal, createListing } from '../../test/tradingFixtures.js';
import { readWorkbook } from '../../test/workbooks.js';

// 成交 exported from 挂牌项目运营 (docs/lifecycles.md "Exports"): the platform's deals whose listing
// matches the page's search, newest first, read back with exceljs. PGlite and PostgreSQL.
const t = suiteApp(() => createConsoleTestApp());
const owner = suiteListingOwner(t);
const admin = suiteStaff(t, 'deal_export_admin', 'admin');
const reviewer = suiteStaff(t, 'deal_export_reviewer', 'reviewer');

describe('the deals export', () => {
  it('holds the searched deals, newest first (ties by number), amounts as numbers, Beijing time', async () => {
    const listing = await createListing(t.db, owner, { productName: '班玛县导出测试藏香猪' });
    const same = new Date('2026-08-01T16:00:00Z');
    const early = await createDeal(t.db, {
      listingId: listing.id,
      productName: '班玛县导出测试藏香猪',
      amount: '88.1234',
      tradeTime: new Date('2026-07-01T02:00:00Z'),
      transfereeName: '受让甲',
    });
    const tieA = await createDeal(t.db, {
      listingId: listing.id,
      amount: '10',
      tradeTime: same,
      transfereeName: '受让乙',
    });
    const tieB = await createDeal(t.db, {
      listingId: listing.id,
      amount: '20',
      tradeTime: same,
      transfereeName: '受让丙',
    });
    // A deal of the exchange's history (no listing) is not the platform's.
    await createDeal(t.db, { productName: '班玛县导出测试藏香猪', amount: '1', tradeTime: same });

    const res = await admin(CONSOLE_API.listingDealExport, { product_name: '导出测试藏香猪' });
    expect(res.statusCode).toBe(200);
    const rows = (await readWorkbook(res.rawPayload)).get('成交')!;
    expect(rows.map((row) => row['成交编号'])).toEqual([tieB.id, tieA.id, early.id]);
    expect(rows[2]).toMatchObject({
      挂牌项目: '班玛县导出测试藏香猪',
      项目编号: listing.productId,
      受让方: '受让甲',
      '成交金额（万元）': 88.1234,
      // 02:00 UTC is 10:00 in Beijing.
      成交时间: new Date('2026-07-01T10:00:00.000Z'),
    });
    // Operations are an admin's: a reviewer may not download them either.
    expect((await reviewer(CONSOLE_API.listingDealExport, {})).statusCode).toBe(403);
  });
});
