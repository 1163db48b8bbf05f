import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CONSOLE_API } from '@jhy/contract';
import { auctions, registrationDeposits } from '../../db/schema.js';
import { auctionWithBidders, placeBid, type QualifiedBidder } from '../../test/biddingFixtures.js';
import { MINUTE, ms, windowEnds } from '../../test/controlledClock.js';
import { createConsoleTestApp } from '../../test/consoleStaff.js';
import { settleEndedAuctions } from './settlementService.js';
import { suiteApp, suiteStaff } from '../../test/suite.js';
import { auditTrail } from '../../test/auditTrail.js';

// The controlled clock (docs/time.md): pauses and resumes at exact instants.
let now = new Date('2026-07-01T00:00:00Z');
const nextEnd = windowEnds(2026, 5);

const t = suiteApp(() => createConsoleTestApp({}, () => now));
const staff = suiteStaff(t, 'auction_reviewer', 'reviewer');
const editor = suiteStaff(t, 'auction_editor', 'editor');
const secondStaff = suiteStaff(t, 'auction_checker', 'reviewer');

async function openAuction(bidders = 2) {
  const end = nextEnd();
  now = ms(end, 1);
  return auctionWithBidders(t.db, t.config.bidding, { bidders, end });
}
const auctionRow = async (id: number) => (await t.db.select().from(auctions).where(eq(auctions.id, id)))[0]!;
const bid = (bidder: QualifiedBidder, auctionId: number, amount: number) => placeBid(t.app, bidder, auctionId, amount);
const auditsOf = async (auctionId: number) =>
  (await auditTrail(t.db, 'auction', auctionId)).map(({ action, remark }) => ({ action, remark }));

describe('pausing and resuming an auction', () => {
  it('a pause refuses bids; the resume gives the paused time back to the end and the timed period', async () => {
    const { auction, bidders } = await openAuction();
    now = ms(auction.opensAt, MINUTE);
    expect((await staff(CONSOLE_API.auctionPause, { auction_id: auction.id, reason: '' })).json()).toMatchObject({
      code: 400,
      msg: '请填写暂停原因',
    });
    const paused = (await staff(CONSOLE_API.auctionPause, { auction_id: auction.id, reason: '银行系统维护' })).json();
    expect(paused).toMatchObject({
      code: 200,
      msg: '竞价已暂停',
      data: { phase: 'paused', pause_reason: '银行系统维护' },
    });
    expect((await bid(bidders[0]!, auction.id, 100)).json()).toMatchObject({ code: 409, msg: '竞价已暂停，请稍候' });
    expect((await staff(CONSOLE_API.auctionPause, { auction_id: auction.id, reason: '再次' })).json()).toMatchObject({
      code: 409,
      msg: '仅进行中的竞价可以暂停',
    });

    // 7 minutes stand still, longer than the free period had left: nothing ends, nothing moves on.
    now = ms(now, 7 * MINUTE);
    expect(await settleEndedAuctions(t.db, now)).toEqual([]);
    const resumed = (await staff(CONSOLE_API.auctionResume, { auction_id: auction.id })).json();
    expect(resumed).toMatchObject({ code: 200, data: { pause_reason: '' } });
    const after = await auctionRow(auction.id);
    expect(after.endsAt.getTime() - auction.endsAt.getTime()).toBe(7 * MINUTE);
    expect(after.timedFrom.getTime() - auction.timedFrom.getTime()).toBe(7 * MINUTE);
    expect(after.opensAt).toEqual(auction.opensAt);
    expect(after.version).toBe(auction.version + 2);
    expect((await bid(bidders[0]!, auction.id, 100)).json()).toMatchObject({ code: 200 });

    expect((await staff(CONSOLE_API.auctionResume, { auction_id: auction.id })).json()).toMatchObject({
      code: 409,
      msg: '该竞价未处于暂停状态',
    });
    expect(await auditsOf(auction.id)).toEqual([
      { action: 'auction.pause', remark: '银行系统维护' },
      { action: 'auction.resume', remark: '' },
    ]);
  });

  it('an ended auction cannot be paused; staff without review rights cannot act', async () => {
    const { auction } = await openAuction();
    expect((await editor(CONSOLE_API.auctionPause, { auction_id: auction.id, reason: '测试' })).statusCode).toBe(403);
    expect((await editor(CONSOLE_API.auctionList)).statusCode).toBe(403);
    now = ms(auction.endsAt, 1);
    expect((await staff(CONSOLE_API.auctionPause, { auction_id: auction.id, reason: '测试' })).json()).toMatchObject({
      code: 409,
    });
    expect((await staff(CONSOLE_API.auctionPause, { auction_id: 999_999, reason: '测试' })).json()).toMatchObject({
      code: 404,
    });
    expect(await auditsOf(auction.id)).toEqual([]);
  });
});

describe('the console’s auction list', () => {
  it('lists the newest first, by state, with the leader’s code and company', async () => {
    const first = await openAuction();
    expect((await staff(CONSOLE_API.auctionPause, { auction_id: first.auction.id, reason: '核查' })).json().code).toBe(
      200,
    );
    const second = await openAuction();
    now = ms(second.auction.opensAt, 1_000);
    expect((await bid(second.bidders[1]!, second.auction.id, 100)).json().code).toBe(200);

    const all = (await staff(CONSOLE_API.auctionList, { page: 1, limit: 100 })).json().data;
    const ids = all.data.map((row: { id: number }) => row.id);
    expect(ids.indexOf(second.auction.id)).toBeLessThan(ids.indexOf(first.auction.id));
    expect(all.data.find((row: { id: number }) => row.id === second.auction.id)).toMatchObject({
      state: 'open',
      currentPrice: '100.0000',
      leaderCode: second.bidders[1]!.code,
      leaderCompany: second.bidders[1]!.companyName,
    });
    const pausedOnly = (await staff(CONSOLE_API.auctionList, { page: 1, limit: 100, state: 'paused' })).json().data;
    expect(pausedOnly.data.map((row: { id: number }) => row.id)).toContain(first.auction.id);
    expect(pausedOnly.data.every((row: { state: string }) => row.state === 'paused')).toBe(true);
    expect(pausedOnly.total).toBe(pausedOnly.data.length);
  });
});

describe('deposit refunds', () => {
  it('records a refund only for a deposit to be refunded, once, not before it arrived nor after today', async () => {
    const { auction, bidders } = await openAuction();
    const [winner, other] = bidders as [QualifiedBidder, QualifiedBidder];
    now = ms(auction.opensAt, 1_000);
    expect((await bid(winner, auction.id, 100)).json().code).toBe(200);
    const refund = (bidder: QualifiedBidder, values: Record<string, unknown> = {}) =>
      staff(CONSOLE_API.biddingRefund, {
        id: bidder.registrationId,
        refunded_on: '2026-06-01',
        reference: 'REFUND-001',
        ...values,
      });
    expect((await refund(other)).json()).toMatchObject({ code: 409, msg: '该保证金不在待退还状态' });

    now = ms(auction.endsAt, 1);
    await settleEndedAuctions(t.db, now);
    expect((await refund(winner)).json()).toMatchObject({ code: 409, msg: '该保证金不在待退还状态' });
    expect((await refund(other, { refunded_on: '2026-02-28' })).json()).toMatchObject({
      code: 400,
      msg: '退还日期不能早于到账日期，也不能晚于今天',
    });
    expect((await refund(other, { refunded_on: '2026-12-31' })).json()).toMatchObject({ code: 400 });
    expect((await refund(other, { reference: ' ' })).json()).toMatchObject({ code: 400, msg: '请输入退款流水号' });
    const done = (await refund(other)).json();
    expect(done).toMatchObject({
      code: 200,
      msg: '保证金退还已登记，待另一名工作人员确认',
      data: { deposit_status: 6, deposit_refunded_on: '2026-06-01', deposit_refund_reference: 'REFUND-001' },
    });
    expect((await refund(other)).json()).toMatchObject({ code: 409 });
    const confirm = { id: other.registrationId };
    expect((await staff(CONSOLE_API.biddingRefundConfirm, confirm)).json()).toMatchObject({
      code: 403,
      msg: '登记与确认须由两名不同的工作人员进行：请由登记人以外的工作人员确认',
    });
    expect((await secondStaff(CONSOLE_API.biddingRefundConfirm, confirm)).json()).toMatchObject({
      code: 200,
      msg: '保证金退还已确认',
      data: { deposit_status: 4 },
    });
    expect((await secondStaff(CONSOLE_API.biddingRefundConfirm, confirm)).json()).toMatchObject({ code: 409 });
    const [deposit] = await t.db
      .select()
      .from(registrationDeposits)
      .where(eq(registrationDeposits.registrationId, other.registrationId));
    expect(deposit).toMatchObject({ status: 4, refundedAt: now });
  });
});
