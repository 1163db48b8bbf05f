import { Readable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { CONSOLE_API, CONSOLE_TOKEN_HEADER, REGISTRATION, type DepositLedgerRow } from '@jhy/contract';
import { registrationDeposits } from '../../db/schema.js';
import { qualifiedBidder, type QualifiedBidder } from '../../test/biddingFixtures.js';
import { addStaff, asStaff, createConsoleTestApp, staffToken, type StaffCaller } from '../../test/consoleStaff.js';
import { ms } from '../../test/controlledClock.js';
import { suiteApp, suiteListingOwner } from '../../test/suite.js';
import { createListing } from '../../test/tradingFixtures.js';

// 保证金台账 (docs/bidding.md "Money desk"): every deposit of every registration, filtered, paged in
// a fixed order, with totals per state summed by the database, and its .xlsx export read back
// with exceljs. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
const END = new Date('2026-09-30T15:59:59Z');
const now = ms(END, -5 * 24 * 60 * 60 * 1000);

const t = suiteApp(() => createConsoleTestApp({}, () => now));
const owner = suiteListingOwner(t);
let staff: StaffCaller;
let token: string;
let first: number;
let second: number;
let received: QualifiedBidder;
let recorded: QualifiedBidder;
let toRefund: QualifiedBidder;
let unpaid: QualifiedBidder;
let refunded: QualifiedBidder;

async function setDeposit(bidder: QualifiedBidder, values: Partial<typeof registrationDeposits.$inferInsert>) {
  await t.db
    .update(registrationDeposits)
    .set(values)
    .where(eq(registrationDeposits.registrationId, bidder.registrationId));
}

beforeAll(async () => {
  const member = await addStaff(t.db, 'ledger_staff', 'reviewer');
  token = await staffToken(t.app, member.username, member.password);
  staff = asStaff(t.app, token);
  const listing = (name: string) =>
    createListing(t.db, owner, {
      startTime: ms(END, -20 * 24 * 60 * 60 * 1000),
      endTime: END,
      productName: name,
      marginMoney: '10.00/万元',
    });
  first = (await listing('台账测试牦牛肉')).id;
  second = (await listing('台账测试藏红花')).id;
  const pending = REGISTRATION.codes.pending;
  received = await qualifiedBidder(t.db, first, pending);
  recorded = await qualifiedBidder(t.db, first, pending);
  toRefund = await qualifiedBidder(t.db, first, REGISTRATION.codes.withdrawn);
  unpaid = await qualifiedBidder(t.db, first, pending);
  refunded = await qualifiedBidder(t.db, second, REGISTRATION.codes.refused);
  await setDeposit(received, { paidOn: '2026-09-01', confirmedAt: new Date('2026-09-02T01:02:03Z') });
  await setDeposit(recorded, { status: 5, amount: '12.5', paidOn: '2026-09-10' });
  await setDeposit(toRefund, { status: 3, paidOn: '2026-09-05' });
  await t.db.delete(registrationDeposits).where(eq(registrationDeposits.registrationId, unpaid.registrationId));
  await setDeposit(refunded, { status: 4, amount: '7.25', paidOn: '2026-08-20', refundedOn: '2026-09-20' });
});

const ledger = async (query: Record<string, unknown>) => (await staff(CONSOLE_API.depositLedger, query)).json().data;
const ids = (rows: DepositLedgerRow[]) => rows.map((row) => row.registration_id);

describe('保证金台账', () => {
  it('lists every deposit of a listing, newest registration first, with totals per state summed in SQL', async () => {
    const page = await ledger({ listing_id: first });
    expect(ids(page.data)).toEqual([unpaid, toRefund, recorded, received].map((b) => b.registrationId));
    expect(page.total).toBe(4);
    expect(page.totals).toEqual([
      { status: 0, count: 1, amount: '0.0000' },
      { status: 1, count: 1, amount: '10.0000' },
      { status: 3, count: 1, amount: '10.0000' },
      { status: 5, count: 1, amount: '12.5000' },
    ]);
    expect(page.data[2]).toMatchObject({
      product_name: '台账测试牦牛肉',
      company_name: recorded.companyName,
      status: 5,
      amount: '12.5000',
      paid_on: '2026-09-10',
      reference: expect.stringMatching(/^REF/),
    });
    // Paged in the same order.
    const [one, two] = [
      await ledger({ listing_id: first, limit: 2 }),
      await ledger({ listing_id: first, limit: 2, page: 2 }),
    ];
    expect([...ids(one.data), ...ids(two.data)]).toEqual(ids(page.data));
  });

  it('filters by state, work queue, buyer and the day the money arrived', async () => {
    expect(ids((await ledger({ listing_id: first, queue: 'toReceive' })).data)).toEqual([
      unpaid.registrationId,
      recorded.registrationId,
    ]);
    expect(ids((await ledger({ keyword: '台账测试', queue: 'toRefund' })).data)).toEqual([toRefund.registrationId]);
    expect(ids((await ledger({ keyword: refunded.companyName })).data)).toEqual([refunded.registrationId]);
    expect(ids((await ledger({ listing_id: second, status: 4 })).data)).toEqual([refunded.registrationId]);
    const dated = await ledger({ keyword: '台账测试', from: '2026-09-01', to: '2026-09-05' });
    expect(ids(dated.data)).toEqual([toRefund.registrationId, received.registrationId]);
    expect(dated.totals).toEqual([
      { status: 1, count: 1, amount: '10.0000' },
      { status: 3, count: 1, amount: '10.0000' },
    ]);
  });

  it('exports the filtered view as .xlsx: Chinese headers, numeric amounts, Beijing time', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: CONSOLE_API.depositLedgerExport,
      payload: { listing_id: first },
      headers: { [CONSOLE_TOKEN_HEADER]: token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.read(Readable.from([res.rawPayload]));
    const sheet = workbook.getWorksheet('保证金台账')!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 8)).toEqual([
      '挂牌项目',
      '项目编号',
      '受让方',
      '报名编号',
      '竞价号',
      '报名状态',
      '保证金状态',
      '金额（万元）',
    ]);
    expect(sheet.rowCount).toBe(5);
    const cell = (row: number, name: string) => sheet.getRow(row).getCell(header.indexOf(name) + 1).value;
    expect([2, 3, 4, 5].map((r) => cell(r, '报名编号'))).toEqual(
      [unpaid, toRefund, recorded, received].map((b) => b.registrationId),
    );
    expect(cell(4, '金额（万元）')).toBe(12.5);
    expect(cell(4, '保证金状态')).toBe('待确认到账');
    expect(cell(2, '金额（万元）')).toBeNull();
    // 2026-09-02T01:02:03Z is 09:02:03 in Beijing: the cell holds that wall-clock time.
    expect((cell(5, '确认时间') as Date).toISOString()).toBe('2026-09-02T09:02:03.000Z');
    expect((cell(5, '到账日期') as Date).toISOString()).toBe('2026-09-01T00:00:00.000Z');
    const totals = workbook.getWorksheet('合计')!;
    expect(totals.getRow(5).values).toEqual([undefined, '待确认到账', 1, 12.5]);
  });
});
