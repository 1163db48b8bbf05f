import { describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { CONSOLE_API, REGISTRATION } from '@jhy/contract';
import { depositEntries, registrationDeposits } from '../../db/schema.js';
import { qualifiedBidder } from '../../test/biddingFixtures.js';
import { createConsoleTestApp } from '../../test/consoleStaff.js';
import { ms, windowEnds } from '../../test/controlledClock.js';
import { suiteApp, suiteListingOwner, suiteStaff } from '../../test/suite.js';
import { createListing } from '../../test/tradingFixtures.js';
import { auditTrail } from '../../test/auditTrail.js';
import { endListing } from './listingTransaction.js';

// Four eyes on money (docs/lifecycles.md "Deposit", docs/bidding.md "Money desk"): every money step
// is recorded by one staff member and confirmed by another; a correction is a new ledger entry beside
// the first. On PGlite, and on PostgreSQL with TEST_DATABASE_URL. The clock is the test's (docs/time.md).
let now = new Date('2026-04-10T02:00:00Z');
const nextEnd = windowEnds(2026, 4);
const DAY = 24 * 60 * 60 * 1000;

const t = suiteApp(() => createConsoleTestApp({}, () => now));
const owner = suiteListingOwner(t);
const recorder = suiteStaff(t, 'money_recorder', 'reviewer');
const checker = suiteStaff(t, 'money_checker', 'reviewer');
const SAME_STAFF = '登记与确认须由两名不同的工作人员进行：请由登记人以外的工作人员确认';

/** A registration awaiting qualification on an enrolling listing (deposit 10 万元 due), with no deposit yet. */
async function pendingRegistration() {
  const end = nextEnd();
  const listing = await createListing(t.db, owner, {
    startTime: ms(end, -20 * DAY),
    endTime: end,
    marginMoney: '10.00/万元',
  });
  now = ms(end, -2 * DAY);
  const bidder = await qualifiedBidder(t.db, listing.id, REGISTRATION.codes.pending);
  await t.db.delete(registrationDeposits).where(eq(registrationDeposits.registrationId, bidder.registrationId));
  return { listing, id: bidder.registrationId };
}

const arrival = (id: number, values: Record<string, unknown> = {}) => ({
  id,
  provider: 'bank_transfer',
  amount: '10',
  paid_on: '2026-04-01',
  reference: 'ICBC-001',
  ...values,
});
const depositOf = async (id: number) =>
  (await t.db.select().from(registrationDeposits).where(eq(registrationDeposits.registrationId, id)))[0]!;
const entriesOf = (id: number) =>
  t.db
    .select({
      kind: depositEntries.kind,
      staffId: depositEntries.staffId,
      amount: depositEntries.amount,
      reference: depositEntries.reference,
      remark: depositEntries.remark,
    })
    .from(depositEntries)
    .where(eq(depositEntries.registrationId, id))
    .orderBy(asc(depositEntries.id));

describe('four eyes on money', () => {
  it('needs a second staff member to confirm an arrival, and only a confirmed one qualifies', async () => {
    const { id } = await pendingRegistration();
    const recorded = (await recorder(CONSOLE_API.biddingDeposit, arrival(id))).json();
    expect(recorded).toMatchObject({
      code: 200,
      msg: '保证金到账已登记，待另一名工作人员确认',
      data: { deposit_status: 5 },
    });
    const recorderId = recorded.data.deposit_recorded_by as number;
    expect(recorderId).toBeGreaterThan(0);
    const detail = (await recorder(CONSOLE_API.biddingRegistrationDetail, { id })).json().data;
    const pass = { id, decision: 'pass', remark: '', version: detail.version };
    expect((await checker(CONSOLE_API.biddingRegistrationDecide, pass)).json()).toMatchObject({
      code: 409,
      msg: '保证金尚未到账，不能确认资格',
    });
    expect((await recorder(CONSOLE_API.biddingDepositConfirm, { id })).json()).toMatchObject({
      code: 403,
      msg: SAME_STAFF,
    });
    expect((await depositOf(id)).status).toBe(5);
    expect((await checker(CONSOLE_API.biddingDepositConfirm, { id })).json()).toMatchObject({
      code: 200,
      msg: '保证金到账已确认',
      data: { deposit_status: 1 },
    });
    expect((await checker(CONSOLE_API.biddingDepositConfirm, { id })).json()).toMatchObject({
      code: 409,
      msg: '该保证金不在待确认到账状态',
    });
    expect((await checker(CONSOLE_API.biddingRegistrationDecide, pass)).json()).toMatchObject({
      code: 200,
      msg: '已审核通过',
      data: { status: 1 },
    });
    expect((await entriesOf(id)).map((e) => e.kind)).toEqual(['record', 'confirm']);
    expect((await auditTrail(t.db, 'registration', id)).map((e) => e.action)).toEqual([
      'registration.deposit',
      'registration.depositConfirm',
      'registration.pass',
    ]);
  });

  it('keeps the first entry when an arrival is corrected, and asks for a new confirmation by someone else', async () => {
    const { id } = await pendingRegistration();
    await recorder(CONSOLE_API.biddingDeposit, arrival(id, { reference: 'ICBC-0O1' }));
    expect((await checker(CONSOLE_API.biddingDepositConfirm, { id })).json().code).toBe(200);
    // Confirmed, not yet used: the checker corrects the mistyped reference, which asks for confirmation again.
    const correction = arrival(id, { amount: '10.5', reference: 'ICBC-001', remark: '流水号录错' });
    expect((await checker(CONSOLE_API.biddingDepositCorrect, { ...correction, remark: '' })).json()).toMatchObject({
      code: 400,
      msg: '请填写更正原因',
    });
    expect((await checker(CONSOLE_API.biddingDepositCorrect, correction)).json()).toMatchObject({
      code: 200,
      msg: '保证金登记已更正（原登记保留），待另一名工作人员确认',
      data: { deposit_status: 5, deposit_amount: '10.5', deposit_reference: 'ICBC-001' },
    });
    // The corrector may not confirm the correction; the first recorder, now the other person, may.
    expect((await checker(CONSOLE_API.biddingDepositConfirm, { id })).json()).toMatchObject({
      code: 403,
      msg: SAME_STAFF,
    });
    expect((await recorder(CONSOLE_API.biddingDepositConfirm, { id })).json()).toMatchObject({
      code: 200,
      data: { deposit_status: 1 },
    });
    const entries = await entriesOf(id);
    expect(entries.map(({ kind, amount, reference, remark }) => ({ kind, amount, reference, remark }))).toEqual([
      { kind: 'record', amount: '10.0000', reference: 'ICBC-0O1', remark: '' },
      { kind: 'confirm', amount: '10.0000', reference: 'ICBC-0O1', remark: '' },
      { kind: 'correct', amount: '10.5000', reference: 'ICBC-001', remark: '流水号录错' },
      { kind: 'confirm', amount: '10.5000', reference: 'ICBC-001', remark: '' },
    ]);
    expect(entries[0]!.staffId).not.toBe(entries[1]!.staffId);
    expect(entries[2]!.staffId).not.toBe(entries[3]!.staffId);
    const audit = await auditTrail(t.db, 'registration', id);
    expect(audit.map((e) => e.action)).toEqual([
      'registration.deposit',
      'registration.depositConfirm',
      'registration.depositCorrect',
      'registration.depositConfirm',
    ]);
    expect(audit[2]).toMatchObject({
      before: expect.objectContaining({ amount: '10.0000', reference: 'ICBC-0O1', depositStatus: 1 }),
      after: expect.objectContaining({ amount: '10.5000', reference: 'ICBC-001', depositStatus: 5 }),
    });

    // Once the deposit was used for a qualification, it is no longer corrected.
    const detail = (await recorder(CONSOLE_API.biddingRegistrationDetail, { id })).json().data;
    await recorder(CONSOLE_API.biddingRegistrationDecide, {
      id,
      decision: 'pass',
      remark: '',
      version: detail.version,
    });
    expect((await recorder(CONSOLE_API.biddingDepositCorrect, correction)).json()).toMatchObject({
      code: 409,
      msg: '该保证金已用于资格确认或已结算，不能更正',
    });
  });

  it('needs a second staff member to confirm a refund', async () => {
    const { listing, id } = await pendingRegistration();
    await recorder(CONSOLE_API.biddingDeposit, arrival(id));
    await checker(CONSOLE_API.biddingDepositConfirm, { id });
    await t.db.transaction((tx) => endListing(tx, listing.id, now));
    expect((await depositOf(id)).status).toBe(3);
    const refund = { id, refunded_on: '2026-04-05', reference: 'RF-9' };
    expect((await checker(CONSOLE_API.biddingRefund, refund)).json()).toMatchObject({
      code: 200,
      data: { deposit_status: 6 },
    });
    expect((await checker(CONSOLE_API.biddingRefundConfirm, { id })).json()).toMatchObject({
      code: 403,
      msg: SAME_STAFF,
    });
    expect((await recorder(CONSOLE_API.biddingRefundConfirm, { id })).json()).toMatchObject({
      code: 200,
      msg: '保证金退还已确认',
      data: { deposit_status: 4 },
    });
    expect((await entriesOf(id)).map((e) => e.kind)).toEqual(['record', 'confirm', 'refund', 'refund_confirm']);
    const deposit = await depositOf(id);
    expect(deposit.refundedBy).not.toBe(deposit.refundConfirmedBy);
    expect(deposit.refundConfirmedAt).toEqual(now);
  });

  it('keeps the first refund entry when a refund is corrected, and asks for a new confirmation by someone else', async () => {
    const { listing, id } = await pendingRegistration();
    await recorder(CONSOLE_API.biddingDeposit, arrival(id));
    await checker(CONSOLE_API.biddingDepositConfirm, { id });
    await t.db.transaction((tx) => endListing(tx, listing.id, now));
    const correction = { id, refunded_on: '2026-04-06', reference: 'RF-10', remark: '退款流水号录错' };
    // Nothing to correct before a refund is recorded.
    expect((await checker(CONSOLE_API.biddingRefundCorrect, correction)).json()).toMatchObject({
      code: 409,
      msg: '该保证金尚未登记退还，不能更正退还',
    });
    await recorder(CONSOLE_API.biddingRefund, { id, refunded_on: '2026-04-05', reference: 'RF-O1' });
    await checker(CONSOLE_API.biddingRefundConfirm, { id });
    expect((await depositOf(id)).status).toBe(4);

    // Confirmed, then found mistyped: the correction needs a reason, goes back to 待确认退还.
    expect((await checker(CONSOLE_API.biddingRefundCorrect, { ...correction, remark: '' })).json()).toMatchObject({
      code: 400,
      msg: '请填写更正原因',
    });
    expect((await checker(CONSOLE_API.biddingRefundCorrect, correction)).json()).toMatchObject({
      code: 200,
      msg: '退还更正已登记，原登记保留，待另一名工作人员确认',
      data: { deposit_status: 6, deposit_refunded_on: '2026-04-06', deposit_refund_reference: 'RF-10' },
    });
    expect((await checker(CONSOLE_API.biddingRefundConfirm, { id })).json()).toMatchObject({
      code: 403,
      msg: SAME_STAFF,
    });
    expect((await recorder(CONSOLE_API.biddingRefundConfirm, { id })).json()).toMatchObject({
      code: 200,
      data: { deposit_status: 4 },
    });
    const entries = await entriesOf(id);
    expect(entries.map(({ kind, reference, remark }) => ({ kind, reference, remark }))).toEqual([
      { kind: 'record', reference: 'ICBC-001', remark: '' },
      { kind: 'confirm', reference: 'ICBC-001', remark: '' },
      { kind: 'refund', reference: 'RF-O1', remark: '' },
      { kind: 'refund_confirm', reference: 'RF-O1', remark: '' },
      { kind: 'refund_correct', reference: 'RF-10', remark: '退款流水号录错' },
      { kind: 'refund_confirm', reference: 'RF-10', remark: '' },
    ]);
    expect(entries[4]!.staffId).not.toBe(entries[5]!.staffId);
    const audit = await auditTrail(t.db, 'registration', id);
    expect(audit.map((e) => e.action).slice(-3)).toEqual([
      'registration.refundConfirm',
      'registration.refundCorrect',
      'registration.refundConfirm',
    ]);
    expect(audit.at(-2)).toMatchObject({
      before: expect.objectContaining({ refundReference: 'RF-O1', depositStatus: 4 }),
      after: expect.objectContaining({ refundReference: 'RF-10', depositStatus: 6 }),
    });
  });

  it('releases an arrival recorded but not yet confirmed when the listing ends: it is to be refunded too', async () => {
    const { listing, id } = await pendingRegistration();
    await recorder(CONSOLE_API.biddingDeposit, arrival(id));
    await t.db.transaction((tx) => endListing(tx, listing.id, now));
    expect((await depositOf(id)).status).toBe(3);
    expect((await checker(CONSOLE_API.biddingDepositConfirm, { id })).json()).toMatchObject({ code: 409 });
  });
});
