import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  API,
  auctionMessages,
  biddingMessages,
  CONSOLE_API,
  transactionMessages,
  type AuctionView,
} from '@jhy/contract';
import {
  auctions,
  dealConfirmations,
  deals,
  listingClosings,
  listingRegistrations,
  listings,
  registrationDeposits,
  transactionJobFailures,
} from '../../db/schema.js';
import {
  auctionWithBidders,
  depositStatuses,
  placeBid,
  qualifiedBidder,
  type QualifiedBidder,
} from '../../test/biddingFixtures.js';
import { createConsoleTestApp } from '../../test/consoleStaff.js';
import { MINUTE, ms, windowEnds } from '../../test/controlledClock.js';
import { dbSnapshot, changedTables } from '../../test/dbSnapshot.js';
import { suiteApp, suiteListingOwner, suiteStaff } from '../../test/suite.js';
import { createListing } from '../../test/tradingFixtures.js';
import { closeDueWindows } from './closingService.js';
import { settleEndedAuctions } from './settlementService.js';

// The transaction when people do what people do (docs/lifecycles.md): staff act during an
// auction, amounts are odd, one listing is broken. The clock is the test's (docs/time.md).
let now = new Date('2026-08-01T00:00:00Z');
const nextEnd = windowEnds(2026, 7);

const t = suiteApp(() => createConsoleTestApp({}, () => now));
const owner = suiteListingOwner(t);
const admin = suiteStaff(t, 'tx_admin', 'admin');
const checker = suiteStaff(t, 'tx_checker', 'reviewer');

async function openAuction(bidders = 2, price?: string) {
  const end = nextEnd();
  now = ms(end, 1);
  return auctionWithBidders(t.db, t.config.bidding, { bidders, end, owner, price });
}

const bid = (bidder: QualifiedBidder, auctionId: number, amount: unknown) =>
  placeBid(t.app, bidder, auctionId, amount as string);
const depositStates = (bidders: QualifiedBidder[]) => depositStatuses(t.db, bidders);
const listingRow = async (id: number) => (await t.db.select().from(listings).where(eq(listings.id, id)))[0]!;
const auctionRow = async (id: number) => (await t.db.select().from(auctions).where(eq(auctions.id, id)))[0]!;
const refund = (registrationId: number) =>
  admin(CONSOLE_API.biddingRefund, { id: registrationId, refunded_on: '2026-08-01', reference: 'RF-1' });

describe('staff acting during an auction (items 1 and 2 of the issue)', () => {
  it('ending a listing cancels its auction: later bids are refused, nothing is sold, every deposit can be refunded', async () => {
    const { listing, auction, bidders } = await openAuction();
    expect((await bid(bidders[0]!, auction.id, '100')).json().code).toBe(200);
    const ended = await admin(CONSOLE_API.listingEnd, { id: listing.id, remark: '转让方撤回' });
    expect(ended.json(), ended.body).toMatchObject({ code: 200 });

    const late = await bid(bidders[1]!, auction.id, '101');
    expect(late.json()).toMatchObject({ code: 409, msg: transactionMessages.auctionCancelled });
    expect(await auctionRow(auction.id)).toMatchObject({ state: 'cancelled', bidCount: 1 });
    expect(await listingRow(listing.id)).toMatchObject({ closedStatus: 4 });
    expect(await depositStates(bidders)).toEqual([3, 3]);

    now = ms(auction.endsAt, MINUTE);
    expect(await settleEndedAuctions(t.db, now)).toEqual([]);
    expect(await t.db.$count(deals, eq(deals.listingId, listing.id))).toBe(0);
    for (const bidder of bidders) expect((await refund(bidder.registrationId)).json().code).toBe(200);
    expect(await depositStates(bidders)).toEqual([6, 6]);
    for (const { registrationId } of bidders) {
      expect((await checker(CONSOLE_API.biddingRefundConfirm, { id: registrationId })).json().code).toBe(200);
    }
    expect(await depositStates(bidders)).toEqual([4, 4]);
    const room = (
      await t.app.inject({
        method: 'GET',
        url: `${API.auctionState}?listing_id=${listing.id}`,
        headers: { token: bidders[0]!.token },
      })
    ).json().data as AuctionView;
    expect(room).toMatchObject({ phase: 'cancelled', closed_reason: transactionMessages.auctionCancelled });
    expect(room.me.can_bid).toBe(false);
  });

  it('extending a listing is refused once its auction exists, and its bidders cannot withdraw: the leader buys', async () => {
    const { listing, auction, bidders } = await openAuction(2);
    await t.db.update(listings).set({ potentialBuyer: 6 }).where(eq(listings.id, listing.id));
    expect((await bid(bidders[0]!, auction.id, '100')).json().code).toBe(200);
    const before = await dbSnapshot(t.db);
    const extended = await admin(CONSOLE_API.listingExtend, { id: listing.id, end_time: '2027-12-31' });
    expect(extended.json()).toMatchObject({ code: 409, msg: transactionMessages.extendNotAllowed });
    const withdrawn = await t.app.inject({
      method: 'POST',
      url: API.biddingWithdraw,
      payload: { id: bidders[0]!.registrationId },
      headers: { token: bidders[0]!.token },
    });
    expect(withdrawn.json()).toMatchObject({ code: 409, msg: biddingMessages.notWithdrawable });
    expect(changedTables(before, await dbSnapshot(t.db))).toEqual([]);

    now = ms(auction.endsAt, 1);
    const [settled] = await settleEndedAuctions(t.db, now);
    expect(settled).toMatchObject({ listingId: listing.id });
    const [confirmation] = await t.db
      .select()
      .from(dealConfirmations)
      .where(eq(dealConfirmations.listingId, listing.id));
    expect(confirmation).toMatchObject({ registrationId: bidders[0]!.registrationId, price: '100.0000' });
    expect(await depositStates(bidders)).toEqual([2, 3]);
    // Each bidder's room says the outcome (issue #41: nobody was told).
    const outcome = async (bidder: QualifiedBidder) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `${API.auctionState}?listing_id=${listing.id}`,
          headers: { token: bidder.token },
        })
      ).json().data.me.result;
    expect([await outcome(bidders[0]!), await outcome(bidders[1]!)]).toEqual(['won', 'lost']);
  });

  it('a registration that left the auction never wins: the highest bid of a qualified bidder does', async () => {
    const { listing, auction, bidders } = await openAuction(2);
    expect((await bid(bidders[1]!, auction.id, '100')).json().code).toBe(200);
    now = ms(now, 2_000);
    expect((await bid(bidders[0]!, auction.id, '101')).json().code).toBe(200);
    // A row no operation can make any more (withdrawal is refused once the window closed): kept by an older release.
    await t.db
      .update(listingRegistrations)
      .set({ status: 3 })
      .where(eq(listingRegistrations.id, bidders[0]!.registrationId));
    now = ms(auction.endsAt, MINUTE);
    await settleEndedAuctions(t.db, now);
    const [confirmation] = await t.db
      .select()
      .from(dealConfirmations)
      .where(eq(dealConfirmations.listingId, listing.id));
    expect(confirmation).toMatchObject({ registrationId: bidders[1]!.registrationId, price: '100.0000' });
    expect(await depositStates(bidders)).toEqual([3, 2]);
  });
});

describe('deposits after the window (item 3)', () => {
  it('refuses a deposit once the window closed, and the close releases what unqualified buyers paid', async () => {
    const end = nextEnd();
    const listing = await createListing(t.db, owner, { endTime: end, startTime: ms(end, -30 * 24 * 60 * MINUTE) });
    const qualified = [await qualifiedBidder(t.db, listing.id), await qualifiedBidder(t.db, listing.id)];
    const pendingPaid = await qualifiedBidder(t.db, listing.id, 0);
    const pendingUnpaid = await qualifiedBidder(t.db, listing.id, 0);
    await t.db
      .delete(registrationDeposits)
      .where(eq(registrationDeposits.registrationId, pendingUnpaid.registrationId));
    now = ms(end, 1);
    await closeDueWindows(t.db, now, t.config.bidding);

    const late = await admin(CONSOLE_API.biddingDeposit, {
      id: pendingUnpaid.registrationId,
      provider: 'bank_transfer',
      amount: '10',
      paid_on: '2026-08-01',
      reference: 'LATE-1',
    });
    expect(late.json()).toMatchObject({ code: 409, msg: transactionMessages.depositWindowClosed });
    expect(
      await t.db.$count(registrationDeposits, eq(registrationDeposits.registrationId, pendingUnpaid.registrationId)),
    ).toBe(0);
    expect(await depositStates([...qualified, pendingPaid])).toEqual([1, 1, 3]);
    expect((await refund(pendingPaid.registrationId)).json().code).toBe(200);
  });
});

describe('one listing never stops the others (item 4)', () => {
  it('a close that fails is recorded for staff and retried later; the listing beside it gets its auction, an ended auction is settled', async () => {
    const running = await openAuction(2);
    const end = nextEnd();
    const broken = await createListing(t.db, owner, { endTime: end, startTime: ms(end, -MINUTE * 60) });
    const healthy = await createListing(t.db, owner, { endTime: end, startTime: ms(end, -MINUTE * 60) });
    for (let i = 0; i < 2; i += 1) {
      await qualifiedBidder(t.db, broken.id);
      await qualifiedBidder(t.db, healthy.id);
    }
    // The two windows and the running auction end before this instant.
    now = ms(end, 1);
    expect(running.auction.endsAt < now).toBe(true);
    // A fault the test puts in the database: the broken listing's closing cannot be written.
    await t.db.execute(
      sql.raw(`CREATE FUNCTION refuse_broken_closing() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN IF NEW.listing_id = ${broken.id} THEN RAISE EXCEPTION 'disk fault on listing ${broken.id}'; END IF; RETURN NEW; END $$`),
    );
    await t.db.execute(
      sql.raw(
        `CREATE TRIGGER refuse_broken_closing BEFORE INSERT ON listing_closings FOR EACH ROW EXECUTE FUNCTION refuse_broken_closing()`,
      ),
    );
    try {
      const closed = await closeDueWindows(t.db, now, t.config.bidding);
      expect(closed.map((c) => c.listingId)).toContain(healthy.id);
      expect(closed.map((c) => c.listingId)).not.toContain(broken.id);
      expect(await t.db.$count(auctions, eq(auctions.listingId, healthy.id))).toBe(1);
      expect(await settleEndedAuctions(t.db, now)).toContainEqual(
        expect.objectContaining({ listingId: running.listing.id }),
      );

      const attention = (await admin(CONSOLE_API.transactionAttention, {})).json();
      expect(attention.data).toEqual([
        expect.objectContaining({
          listingId: broken.id,
          job: 'close',
          attempts: 1,
          error: expect.stringContaining('disk fault'),
        }),
      ]);
      // Not tried again at every tick: a minute after the failure.
      const again = await closeDueWindows(t.db, ms(now, 5_000), t.config.bidding);
      expect(again.map((c) => c.listingId)).not.toContain(broken.id);
      expect((await t.db.select().from(transactionJobFailures))[0]).toMatchObject({ attempts: 1 });
    } finally {
      await t.db.execute(sql.raw('DROP TRIGGER refuse_broken_closing ON listing_closings'));
      await t.db.execute(sql.raw('DROP FUNCTION refuse_broken_closing()'));
    }
    now = ms(now, MINUTE + 1);
    const retried = await closeDueWindows(t.db, now, t.config.bidding);
    expect(retried).toContainEqual(expect.objectContaining({ listingId: broken.id }));
    expect(await t.db.$count(listingClosings, eq(listingClosings.listingId, broken.id))).toBe(1);
    expect((await admin(CONSOLE_API.transactionAttention, {})).json().data).toEqual([]);
  });

  it('a listing priced beyond what the transaction holds (1e12 万元) is left to staff, never overflowing the close', async () => {
    const end = nextEnd();
    const huge = await createListing(t.db, owner, {
      endTime: end,
      price: '1000000000000/万元',
      marginMoney: '0/万元',
      free: null,
    });
    const buyer = await qualifiedBidder(t.db, huge.id);
    now = ms(end, 1);
    expect(await closeDueWindows(t.db, now, t.config.bidding)).toContainEqual(
      expect.objectContaining({ listingId: huge.id, outcome: 2 }),
    );
    expect(await t.db.$count(transactionJobFailures)).toBe(0);
    expect(await listingRow(huge.id)).toMatchObject({ closedStatus: null });
    expect(await depositStates([buyer])).toEqual([1]);
  });
});

describe('amounts (items 5, 6 and 7)', () => {
  it.each([['0x78'], ['0b1111000'], [[120]], ['1e2'], [' 120'], ['120.00001'], ['10000000000']])(
    'refuses a bid of %j and changes nothing',
    async (amount) => {
      const { auction, bidders } = await openAuction(2);
      const before = await dbSnapshot(t.db);
      const res = await bid(bidders[0]!, auction.id, amount);
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe(auctionMessages.amountInvalid);
      expect(changedTables(before, await dbSnapshot(t.db))).toEqual([]);
    },
  );

  it('takes a bid at most 100 increments above the price, so a slip of zeros cannot make the next minimum unbiddable', async () => {
    const { auction, bidders } = await openAuction(2);
    const refused = await bid(bidders[0]!, auction.id, '9999999999');
    expect(refused.json()).toMatchObject({ code: 400, msg: auctionMessages.tooHigh });
    expect((await bid(bidders[0]!, auction.id, '200')).json()).toMatchObject({ code: 200 });
    now = ms(now, 2_000);
    const room = (await bid(bidders[1]!, auction.id, '300')).json();
    expect(room).toMatchObject({
      code: 200,
      data: {
        current_price: '300.0000',
        next_minimum: '301.0000',
        next_maximum: '400.0000',
        leader_code: bidders[1]!.code,
      },
    });
    expect((await bid(bidders[0]!, auction.id, '301')).json().code).toBe(200);
  });

  it.each([['0x10'], ['1e1'], [[16]], ['16.00001'], ['10000000000']])('refuses a deposit of %j', async (amount) => {
    const end = nextEnd();
    const listing = await createListing(t.db, owner, { endTime: end, startTime: ms(end, -MINUTE * 60) });
    const pending = await qualifiedBidder(t.db, listing.id, 0);
    await t.db.delete(registrationDeposits).where(eq(registrationDeposits.registrationId, pending.registrationId));
    now = ms(end, -1);
    const res = await admin(CONSOLE_API.biddingDeposit, {
      id: pending.registrationId,
      provider: 'bank_transfer',
      amount,
      paid_on: '2026-08-01',
      reference: 'ODD-1',
    });
    expect(res.json()).toMatchObject({ code: 400, msg: biddingMessages.depositAmountRequired });
    expect(
      await t.db.$count(registrationDeposits, eq(registrationDeposits.registrationId, pending.registrationId)),
    ).toBe(0);
  });

  it('sells at the exact price: the deal row and the confirmation both hold 12.3456 万元', async () => {
    const { listing, auction, bidders } = await openAuction(2, '12.3456/万元');
    expect((await bid(bidders[0]!, auction.id, '12.3456')).json().code).toBe(200);
    now = ms(auction.endsAt, 1);
    await settleEndedAuctions(t.db, now);
    const [deal] = await t.db.select().from(deals).where(eq(deals.listingId, listing.id));
    const [confirmation] = await t.db
      .select()
      .from(dealConfirmations)
      .where(eq(dealConfirmations.listingId, listing.id));
    expect(deal!.amount).toBe('12.3456');
    expect(confirmation!.price).toBe('12.3456');
  });
});
