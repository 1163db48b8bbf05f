import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import {
  API,
  AUCTION,
  CONSOLE_API,
  DEPOSIT,
  LISTING_TRANSACTION,
  REGISTRATION,
  type AuctionLifeState,
  type DepositState,
  type ListingOperation,
  type ListingTransactionState,
  type RegistrationState,
} from '@jhy/contract';
import { auctions, listingClosings, listingRegistrations, listings, registrationDeposits } from '../../db/schema.js';
import { insertCertifiedOwner } from '../../db/seed/certifiedOwner.js';
import { SessionStore } from '../../infra/sessions.js';
import { ApiError } from '../../infra/errors.js';
import { currentNoticeSha256, placeBid, qualifiedBidder, type QualifiedBidder } from '../../test/biddingFixtures.js';
import { createConsoleTestApp } from '../../test/consoleStaff.js';
import { MINUTE, ms, windowEnds } from '../../test/controlledClock.js';
import { suiteApp, suiteListingOwner, suiteStaff } from '../../test/suite.js';
import { createListing } from '../../test/tradingFixtures.js';
import { closeDueWindows } from './closingService.js';
import { auctionStateAt, listingStateAt } from './listingTransaction.js';
import { settleEndedAuctions } from './settlementService.js';
import { lockListingTransaction, moveDeposit } from './transactionRepository.js';

// Every (state, operation) pair of each transition table in the contract (docs/lifecycles.md), tried
// the way it happens: through the API or the job that runs it. An allowed pair leads to a state the
// table names; any other is refused (409, the table's words, for a call) and changes no row of the
// listing's transaction. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
let now = new Date('2026-10-01T00:00:00Z');
const nextEnd = windowEnds(2026, 9);
const DAY = 24 * 60 * MINUTE;

const t = suiteApp(() => createConsoleTestApp({}, () => now));
const owner = suiteListingOwner(t);
const admin = suiteStaff(t, 'walk_admin', 'admin');

/** A logged-in user with a verified enterprise who has not registered anywhere. */
async function freshBuyer() {
  const { userId, companyId } = await insertCertifiedOwner(t.db, {
    mobile: `138${String(randomInt(0, 100_000_000)).padStart(8, '0')}`,
    companyName: `走查受让企业 ${randomInt(0, 1e6)}`,
  });
  return { userId, companyId, token: await new SessionStore(t.db, 'user').open(userId, '127.0.0.1') };
}

/** A qualification decision as the console sends it: with the version the registration's detail shows. */
async function decide(registrationId: number, decision: 'pass' | 'reject', remark = '') {
  const { version } = (await admin(CONSOLE_API.biddingRegistrationDetail, { id: registrationId })).json().data;
  return admin(CONSOLE_API.biddingRegistrationDecide, { id: registrationId, decision, remark, version });
}

/** Everything of one listing's transaction, to see that a refused operation changed none of it. */
async function transactionRows(listingId: number) {
  const registrations = await t.db
    .select()
    .from(listingRegistrations)
    .where(eq(listingRegistrations.listingId, listingId))
    .orderBy(asc(listingRegistrations.id));
  const deposits = [];
  for (const r of registrations) {
    deposits.push(
      ...(await t.db.select().from(registrationDeposits).where(eq(registrationDeposits.registrationId, r.id))),
    );
  }
  return JSON.stringify({
    listing: await t.db.select().from(listings).where(eq(listings.id, listingId)),
    registrations,
    deposits,
    auction: await t.db.select().from(auctions).where(eq(auctions.listingId, listingId)),
    closings: await t.db.select().from(listingClosings).where(eq(listingClosings.listingId, listingId)),
  });
}

async function listingState(listingId: number): Promise<ListingTransactionState | 'inReview'> {
  return listingStateAt((await lockListingTransaction(t.db, listingId))!, now);
}

interface ListingFixture {
  listingId: number;
  /** Awaiting qualification, no deposit yet. */
  unpaid: QualifiedBidder;
  /** Awaiting qualification, deposit received. */
  paid: QualifiedBidder;
}

/**
 * A public listing in `state` at the clock this sets (a fresh window end each time, so the
 * listings of earlier pairs are never due with it), with an unpaid and a paid pending registration
 * and, where the state has them, qualified buyers.
 */
async function listingIn(state: ListingTransactionState): Promise<ListingFixture> {
  const end = nextEnd();
  const upcoming = state === 'upcoming';
  const listing = await createListing(t.db, owner, {
    startTime: upcoming ? ms(end, -5 * DAY) : ms(end, -20 * DAY),
    endTime: end,
    potentialBuyer: 6,
    price: state === 'agreement' ? '面议' : '100.00/万元',
    free: null,
  });
  const unpaid = await qualifiedBidder(t.db, listing.id, REGISTRATION.codes.pending);
  await t.db.delete(registrationDeposits).where(eq(registrationDeposits.registrationId, unpaid.registrationId));
  const paid = await qualifiedBidder(t.db, listing.id, REGISTRATION.codes.pending);
  const qualified = state === 'auction' ? 2 : state === 'agreement' ? 1 : 0;
  for (let i = 0; i < qualified; i += 1) await qualifiedBidder(t.db, listing.id);
  now = upcoming ? ms(end, -6 * DAY) : state === 'enrolling' ? ms(end, -DAY) : ms(end, 1);
  if (state === 'auction' || state === 'agreement') {
    await closeDueWindows(t.db, now, t.config.bidding);
    if (state === 'auction') {
      const [auction] = await t.db.select().from(auctions).where(eq(auctions.listingId, listing.id));
      now = ms(auction!.endsAt, 1); // ended: the settlement is due
    }
  }
  if (state === 'dealt' || state === 'ended') {
    await t.db
      .update(listings)
      .set({ closedStatus: LISTING_TRANSACTION.codes[state], closedAt: now })
      .where(eq(listings.id, listing.id));
  }
  expect(await listingState(listing.id)).toBe(state);
  return { listingId: listing.id, unpaid, paid };
}

type Outcome = { done: true } | { done: false; code: number; msg: string };
const answered = (res: { json: () => { code: number; msg: string } }): Outcome => {
  const { code, msg } = res.json();
  return code === 200 ? { done: true } : { done: false, code, msg };
};

/** How each operation of the listing's table happens: the call a person makes, or the job. */
const listingOperations: Record<ListingOperation, (f: ListingFixture) => Promise<Outcome>> = {
  async register(f) {
    const buyer = await freshBuyer();
    const res = await t.app.inject({
      method: 'POST',
      url: API.biddingRegister,
      headers: { token: buyer.token },
      payload: {
        listing_id: f.listingId,
        company_id: buyer.companyId,
        contact_name: '走查',
        contact_phone: '13997001234',
        notice_sha256: await currentNoticeSha256(t.db),
      },
    });
    return answered(res);
  },
  async withdraw(f) {
    const res = await t.app.inject({
      method: 'POST',
      url: API.biddingWithdraw,
      headers: { token: f.paid.token },
      payload: { id: f.paid.registrationId },
    });
    return answered(res);
  },
  async recordDeposit(f) {
    return answered(
      await admin(CONSOLE_API.biddingDeposit, {
        id: f.unpaid.registrationId,
        provider: 'bank_transfer',
        amount: '10',
        paid_on: '2026-01-05',
        reference: 'WALK-1',
      }),
    );
  },
  async decideQualification(f) {
    return answered(await decide(f.paid.registrationId, 'pass'));
  },
  async extend(f) {
    return answered(await admin(CONSOLE_API.listingExtend, { id: f.listingId, end_time: '2099-12-31' }));
  },
  async closeWindow(f) {
    const closed = await closeDueWindows(t.db, now, t.config.bidding);
    return closed.some((c) => c.listingId === f.listingId) ? { done: true } : { done: false, code: 0, msg: '' };
  },
  async recordDeal(f) {
    return answered(
      await admin(CONSOLE_API.listingRecordDeal, {
        id: f.listingId,
        deal_amount: '88.5',
        transferee_name: '走查受让企业',
        deal_date: '2026-01-05',
      }),
    );
  },
  async settle(f) {
    const settled = await settleEndedAuctions(t.db, now);
    return settled.some((s) => s.listingId === f.listingId) ? { done: true } : { done: false, code: 0, msg: '' };
  },
  async end(f) {
    return answered(await admin(CONSOLE_API.listingEnd, { id: f.listingId, remark: '走查' }));
  },
};

const pairs = <S extends string, Op extends string>(cycle: { states: readonly S[]; operations: readonly Op[] }) =>
  cycle.states.flatMap((state) => cycle.operations.map((op) => [state, op] as [S, Op]));
const isJob = (op: ListingOperation) => op === 'closeWindow' || op === 'settle';

describe('the listing’s transition table, every (state, operation) pair', () => {
  it.each(pairs(LISTING_TRANSACTION))('%s · %s', async (state, op) => {
    const fixture = await listingIn(state);
    const before = await transactionRows(fixture.listingId);
    const outcome = await listingOperations[op](fixture);
    if (LISTING_TRANSACTION.allows(state, op)) {
      expect(outcome).toEqual({ done: true });
      expect(LISTING_TRANSACTION.transitions[op].to).toContain(await listingState(fixture.listingId));
    } else {
      if (!isJob(op)) expect(outcome).toMatchObject({ done: false, code: 409 });
      expect(outcome.done).toBe(false);
      expect(await transactionRows(fixture.listingId)).toBe(before);
    }
  });
});

describe('the registration’s table, every pair, through the console and the portal', () => {
  const operations = {
    qualify: (b: QualifiedBidder) => decide(b.registrationId, 'pass'),
    refuse: (b: QualifiedBidder) => decide(b.registrationId, 'reject', '材料不全'),
    withdraw: (b: QualifiedBidder) =>
      t.app.inject({
        method: 'POST',
        url: API.biddingWithdraw,
        headers: { token: b.token },
        payload: { id: b.registrationId },
      }),
  };
  it.each(pairs(REGISTRATION))('%s · %s', async (state: RegistrationState, op) => {
    const end = nextEnd();
    const listing = await createListing(t.db, owner, { startTime: ms(end, -20 * DAY), endTime: end });
    now = ms(end, -DAY);
    const bidder = await qualifiedBidder(t.db, listing.id, REGISTRATION.codes[state]);
    const before = await transactionRows(listing.id);
    const res = await operations[op](bidder);
    const [row] = await t.db
      .select()
      .from(listingRegistrations)
      .where(eq(listingRegistrations.id, bidder.registrationId));
    if (REGISTRATION.allows(state, op)) {
      expect(res.json().code, res.body).toBe(200);
      expect(row!.status).toBe(REGISTRATION.toCode(op));
    } else {
      expect(res.json().code, res.body).toBe(409);
      expect(await transactionRows(listing.id)).toBe(before);
    }
  });
});

describe('the deposit’s table, every pair', () => {
  /**
   * record, correct, confirm, refund, confirmRefund and correctRefund are staff's calls (the fixture's deposit has
   * no recorder, so one staff member may confirm it); convert and release happen inside sales and
   * withdrawals, through the guarded writer.
   */
  const operations = {
    correct: (b: QualifiedBidder) =>
      admin(CONSOLE_API.biddingDepositCorrect, {
        id: b.registrationId,
        provider: 'bank_transfer',
        amount: '10',
        paid_on: '2026-01-05',
        reference: 'W-2C',
        remark: '流水号录错',
      }).then(answered),
    confirm: (b: QualifiedBidder) => admin(CONSOLE_API.biddingDepositConfirm, { id: b.registrationId }).then(answered),
    confirmRefund: (b: QualifiedBidder) =>
      admin(CONSOLE_API.biddingRefundConfirm, { id: b.registrationId }).then(answered),
    record: (b: QualifiedBidder) =>
      admin(CONSOLE_API.biddingDeposit, {
        id: b.registrationId,
        provider: 'bank_transfer',
        amount: '10',
        paid_on: '2026-01-05',
        reference: 'W-2',
      }).then(answered),
    refund: (b: QualifiedBidder) =>
      admin(CONSOLE_API.biddingRefund, { id: b.registrationId, refunded_on: '2026-10-01', reference: 'W-3' }).then(
        answered,
      ),
    correctRefund: (b: QualifiedBidder) =>
      admin(CONSOLE_API.biddingRefundCorrect, {
        id: b.registrationId,
        refunded_on: '2026-10-02',
        reference: 'W-3C',
        remark: '退款流水号录错',
      }).then(answered),
    convert: (b: QualifiedBidder) =>
      written(() => t.db.transaction((tx) => moveDeposit(tx, b.registrationId, 'convert', { settledAt: now }))),
    release: (b: QualifiedBidder) =>
      written(() => t.db.transaction((tx) => moveDeposit(tx, b.registrationId, 'release', { settledAt: now }))),
  };
  it.each(pairs(DEPOSIT))('%s · %s', async (state: DepositState, op) => {
    const end = nextEnd();
    const listing = await createListing(t.db, owner, { startTime: ms(end, -20 * DAY), endTime: end });
    now = ms(end, -DAY);
    const bidder = await qualifiedBidder(t.db, listing.id, REGISTRATION.codes.pending);
    if (state === 'toPay') {
      await t.db.delete(registrationDeposits).where(eq(registrationDeposits.registrationId, bidder.registrationId));
    } else {
      await t.db
        .update(registrationDeposits)
        .set({ status: DEPOSIT.codes[state], paidOn: '2026-01-05' })
        .where(eq(registrationDeposits.registrationId, bidder.registrationId));
    }
    const before = await transactionRows(listing.id);
    const outcome = await operations[op](bidder);
    const [row] = await t.db
      .select()
      .from(registrationDeposits)
      .where(eq(registrationDeposits.registrationId, bidder.registrationId));
    if (DEPOSIT.allows(state, op)) {
      expect(outcome).toEqual({ done: true });
      expect(row!.status).toBe(DEPOSIT.toCode(op));
    } else {
      expect(outcome).toMatchObject({ done: false, code: 409 });
      expect(await transactionRows(listing.id)).toBe(before);
    }
  });
});

/** A guarded write's outcome as a call's: done, or the 409 it threw. */
async function written(write: () => Promise<unknown>): Promise<Outcome> {
  try {
    await write();
    return { done: true };
  } catch (error) {
    if (error instanceof ApiError) return { done: false, code: error.status, msg: error.message };
    throw error;
  }
}

describe('the auction’s table, every pair, as bidders, staff and the settlement do it', () => {
  /** An auction of two qualified bidders in `state` at the clock this sets. */
  async function auctionIn(state: AuctionLifeState) {
    const end = nextEnd();
    const listing = await createListing(t.db, owner, {
      startTime: ms(end, -20 * DAY),
      endTime: end,
      price: '100.00/万元',
      free: null,
    });
    const bidders = [await qualifiedBidder(t.db, listing.id), await qualifiedBidder(t.db, listing.id)];
    now = ms(end, 1);
    await closeDueWindows(t.db, now, t.config.bidding);
    const [auction] = await t.db.select().from(auctions).where(eq(auctions.listingId, listing.id));
    const at = {
      pending: ms(auction!.opensAt, -MINUTE),
      free: ms(auction!.opensAt, MINUTE),
      timed: ms(auction!.timedFrom, MINUTE),
      ended: ms(auction!.endsAt, 1),
      paused: ms(auction!.opensAt, MINUTE),
      settled: ms(auction!.endsAt, 1),
      cancelled: ms(auction!.opensAt, MINUTE),
    }[state];
    if (state === 'pending') {
      // Opening later than now: as an auction resumed before its opening stands.
      await t.db
        .update(auctions)
        .set({ opensAt: ms(now, 10 * MINUTE) })
        .where(eq(auctions.id, auction!.id));
      now = ms(now, MINUTE);
    } else {
      now = at;
    }
    if (state === 'paused') {
      await t.db
        .update(auctions)
        .set({ state: AUCTION.codes.paused, pausedAt: now, pauseReason: '走查' })
        .where(eq(auctions.id, auction!.id));
    }
    if (state === 'settled') await settleEndedAuctions(t.db, now);
    if (state === 'cancelled') await admin(CONSOLE_API.listingEnd, { id: listing.id, remark: '走查' });
    const [row] = await t.db.select().from(auctions).where(eq(auctions.id, auction!.id));
    expect(auctionStateAt(row!, now)).toBe(state);
    return { listingId: listing.id, auction: row!, bidders };
  }
  type Room = Awaited<ReturnType<typeof auctionIn>>;
  const operations = {
    bid: async (room: Room) =>
      answered(await placeBid(t.app, room.bidders[0]!, room.auction.id, room.auction.startPrice)),
    pause: async (room: Room) =>
      answered(await admin(CONSOLE_API.auctionPause, { auction_id: room.auction.id, reason: '核查' })),
    resume: async (room: Room) => answered(await admin(CONSOLE_API.auctionResume, { auction_id: room.auction.id })),
    settle: async (room: Room) =>
      (await settleEndedAuctions(t.db, now)).some((s) => s.listingId === room.listingId)
        ? ({ done: true } as const)
        : ({ done: false, code: 0, msg: '' } as const),
    cancel: async (room: Room) => answered(await admin(CONSOLE_API.listingEnd, { id: room.listingId, remark: '走查' })),
  };
  it.each(pairs(AUCTION))('%s · %s', async (state, op) => {
    const room = await auctionIn(state);
    const before = await transactionRows(room.listingId);
    const outcome = await operations[op](room);
    const [row] = await t.db.select().from(auctions).where(eq(auctions.id, room.auction.id));
    if (AUCTION.allows(state, op)) {
      expect(outcome).toEqual({ done: true });
      expect(AUCTION.transitions[op].to).toContain(auctionStateAt(row!, now));
    } else {
      if (op !== 'settle') expect(outcome).toMatchObject({ done: false, code: 409 });
      expect(outcome.done).toBe(false);
      expect(await transactionRows(room.listingId)).toBe(before);
    }
  });
});
