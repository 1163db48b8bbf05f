import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CONSOLE_API, REGISTRATION } from '@jhy/contract';
import { listingRegistrations, registrationDeposits } from '../../db/schema.js';
import { qualifiedBidder } from '../../test/biddingFixtures.js';
import { createConsoleTestApp } from '../../test/consoleStaff.js';
import { suiteApp, suiteListingOwner, suiteStaff } from '../../test/suite.js';
import { createListing } from '../../test/tradingFixtures.js';
import { readWorkbook } from '../../test/workbooks.js';

// 意向受让登记 exported (docs/lifecycles.md "Exports"): the queue's filtered view as .xlsx, read back
// with exceljs. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
const now = new Date('2026-09-20T02:00:00Z');
const t = suiteApp(() => createConsoleTestApp({}, () => now));
const owner = suiteListingOwner(t);
const reviewer = suiteStaff(t, 'export_reviewer', 'reviewer');

describe('the registrations export', () => {
  it('holds the filtered view, newest change first, Chinese headers, numeric amounts, Beijing time', async () => {
    const listing = await createListing(t.db, owner, { productName: '久治县导出测试虫草' });
    const other = await createListing(t.db, owner, { productName: '另一个项目' });
    const qualified = await qualifiedBidder(t.db, listing.id, REGISTRATION.codes.qualified);
    const pending = await qualifiedBidder(t.db, listing.id, REGISTRATION.codes.pending);
    await qualifiedBidder(t.db, other.id, REGISTRATION.codes.pending);
    await t.db
      .update(registrationDeposits)
      .set({ amount: '1234567890.1234', paidOn: '2026-09-01' })
      .where(eq(registrationDeposits.registrationId, pending.registrationId));
    // Registered at 16:30:00 UTC: 00:30:00 the next day in Beijing; the pending one changed last.
    await t.db
      .update(listingRegistrations)
      .set({ createdAt: new Date('2026-09-01T16:30:00Z'), updatedAt: new Date('2026-09-02T00:00:00Z') })
      .where(eq(listingRegistrations.id, pending.registrationId));
    await t.db
      .update(listingRegistrations)
      .set({ updatedAt: new Date('2026-09-01T00:00:00Z') })
      .where(eq(listingRegistrations.id, qualified.registrationId));

    const res = await reviewer(CONSOLE_API.biddingRegistrationExport, { keyword: '久治县导出测试' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const rows = (await readWorkbook(res.rawPayload)).get('意向受让登记')!;
    expect(rows.map((row) => [row['报名编号'], row['报名企业'], row['报名状态'], row['竞价号']])).toEqual([
      [pending.registrationId, pending.companyName, '待资格确认', null],
      [qualified.registrationId, qualified.companyName, '资格已确认', qualified.code],
    ]);
    expect(rows[0]).toMatchObject({
      挂牌项目: '久治县导出测试虫草',
      '保证金金额（万元）': 1234567890.1234,
      到账日期: new Date('2026-09-01T00:00:00.000Z'),
      报名时间: new Date('2026-09-02T00:30:00.000Z'),
    });

    // The status filter of the queue narrows the export the same way.
    const onlyPending = await reviewer(CONSOLE_API.biddingRegistrationExport, {
      keyword: '久治县导出测试',
      status: REGISTRATION.codes.pending,
    });
    const pendingRows = (await readWorkbook(onlyPending.rawPayload)).get('意向受让登记')!;
    expect(pendingRows.map((row) => row['报名编号'])).toEqual([pending.registrationId]);
  });

  it('is the staff’s: a portal token is refused', async () => {
    const res = await t.app.inject({ method: 'POST', url: CONSOLE_API.biddingRegistrationExport, payload: {} });
    expect(res.statusCode).toBe(401);
  });
});
