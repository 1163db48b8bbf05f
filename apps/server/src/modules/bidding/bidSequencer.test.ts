import { describe, expect, it, vi } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { API, auctionMessages, commonMessages, moneyUnits } from '@jhy/contract';
import { auctions, bids } from '../../db/schema.js';
import { auctionWithBidders, placeBid, type QualifiedBidder } from '../../test/biddingFixtures.js';
import { ms, windowEnds } from '../../test/controlledClock.js';
import { DATA_ENGINE } from '../../test/serverData.js';
import { createTestApp, restartedServer } from '../../test/testApp.js';
import { suiteApp, suiteListingOwner } from '../../test/suite.js';
import { RECENT_SESSION_MS, type RecentUser } from '../accounts/requireUser.js';
import { lockAuction } from './auctionRepository.js';
import { AuctionService, END_MARGIN_FOR_KNOWN_ROW_MS } from './auctionService.js';

// The refusals answered without the row lock (bidSequencer.ts, docs/bidding.md "Bidding"), tried
// on two instances over one database: each knows only the prices it saw committed.
let now = new Date('2026-06-01T00:00:00Z');
const nextEnd = windowEnds(2026, 4);

const t = suiteApp(() => createTestApp({ clock: () => now }));
const owner = suiteListingOwner(t);

async function openAuction(n: number) {
  const end = nextEnd();
  now = ms(end, 1);
  return auctionWithBidders(t.db, t.config.bidding, { bidders: n, end, price: '100.00/万元', owner });
}

/** A second instance on the same database: its own sequencer, its own known prices. */
async function withSecondInstance(use: (other: FastifyInstance) => Promise<void>) {
  const other = await restartedServer(t, () => now, { closeWindows: false });
  try {
    await use(other);
  } finally {
    await other.close();
  }
}

/** An auction where two bidders are known to a service of its own: one bid each, the price at 101. */
async function twoKnownBidders() {
  const { auction, bidders } = await openAuction(2);
  const [a, b] = bidders as [QualifiedBidder, QualifiedBidder];
  const service = new AuctionService(t.db, () => now);
  await service.bid(lookedUp(a.userId), { auction_id: auction.id, amount: '100' });
  await service.bid(lookedUp(b.userId), { auction_id: auction.id, amount: '101' });
  return { auction, a, b, service };
}

/** Holds the auction's row in a transaction of its own until `release`, which waits for that transaction to end. */
async function holdAuctionRow(auctionId: number) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let locked = () => {};
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const holder = t.db.transaction(async (tx) => {
    await lockAuction(tx, auctionId);
    locked();
    await held;
  });
  await isLocked;
  return {
    release: async () => {
      release();
      await holder;
    },
  };
}

const answer = async (app: FastifyInstance, bidder: QualifiedBidder, auctionId: number, amount: number) => {
  const res = await placeBid(app, bidder, auctionId, amount);
  return { status: res.statusCode, msg: res.json().msg as string };
};
/** A bidder whose session this request looked up (AuctionService.bid's caller, routes.ts). */
const lookedUp = (id: number): RecentUser => ({ id, confirm: async () => ({ id, mobile: '', token: '' }) });
const accepted = { status: 200, msg: auctionMessages.accepted };
const tooLow = { status: 400, msg: auctionMessages.tooLow };

describe('bids refused without the row lock', () => {
  it('a price known here may be stale, never ahead: a bid the lock would take is never refused early', async () => {
    const { auction, bidders } = await openAuction(3);
    const [a, b, c] = bidders as [QualifiedBidder, QualifiedBidder, QualifiedBidder];
    await withSecondInstance(async (other) => {
      expect(await answer(t.app, a, auction.id, 100)).toEqual(accepted); // here: 100 known
      expect(await answer(other, b, auction.id, 101)).toEqual(accepted); // there: 101; here still 100
      // Stale here: 101 gets past the early check and the lock refuses it.
      expect(await answer(t.app, c, auction.id, 101)).toEqual(tooLow);
      now = ms(now, 1000);
      expect(await answer(t.app, c, auction.id, 102)).toEqual(accepted);
      // Refused under the lock (too fast) and rolled back: 103 must not become the price known here,
      // or the next bidder's 103 would be refused early.
      expect(await answer(t.app, c, auction.id, 103)).toMatchObject({ status: 429 });
      expect(await answer(t.app, a, auction.id, 103)).toEqual(accepted);
      // The other instance, stale at 101, learns from its locked read, then refuses early.
      now = ms(now, 1000);
      expect(await answer(other, b, auction.id, 103)).toEqual(tooLow);
      expect(await answer(other, b, auction.id, 104)).toEqual(accepted);
      expect(await answer(other, b, auction.id, 102)).toEqual(tooLow);
    });
    const rows = await t.db.select().from(bids).where(eq(bids.auctionId, auction.id)).orderBy(asc(bids.version));
    expect(rows.map((row) => [row.version, row.amount])).toEqual([
      [1, '100.0000'],
      [2, '101.0000'],
      [3, '102.0000'],
      [4, '103.0000'],
      [5, '104.0000'],
    ]);
  });

  it('a known bidder at the version known here is stored in one statement; a row changed otherwise goes to the lock', async () => {
    const { auction, bidders } = await openAuction(2);
    const [a, b] = bidders as [QualifiedBidder, QualifiedBidder];
    const service = new AuctionService(t.db, () => now);
    const transactions = vi.spyOn(t.db, 'transaction');
    try {
      // Unknown here: judged under the lock, which teaches the sequencer the bidder and the row.
      await service.bid(lookedUp(a.userId), { auction_id: auction.id, amount: '100' });
      await service.bid(lookedUp(b.userId), { auction_id: auction.id, amount: '101' });
      expect(transactions).toHaveBeenCalledTimes(2);
      now = ms(now, 1000);
      // Known bidder, known version: one statement, no transaction.
      await service.bid(lookedUp(a.userId), { auction_id: auction.id, amount: '102' });
      expect(transactions).toHaveBeenCalledTimes(2);
      // Too fast for the stored bids: nothing stored by the statement; the lock says why.
      await expect(service.bid(lookedUp(a.userId), { auction_id: auction.id, amount: '103' })).rejects.toMatchObject({
        status: 429,
      });
      expect(transactions).toHaveBeenCalledTimes(3);
      // Written behind the application's back, its version unmoved: the statement finds the row
      // not as judged and stores nothing; the lock reads the pause.
      await t.db.update(auctions).set({ state: 'paused', pauseReason: '系统维护' }).where(eq(auctions.id, auction.id));
      await expect(service.bid(lookedUp(b.userId), { auction_id: auction.id, amount: '103' })).rejects.toMatchObject({
        status: 409,
      });
      expect(transactions).toHaveBeenCalledTimes(4);
    } finally {
      transactions.mockRestore();
    }
    const rows = await t.db.select().from(bids).where(eq(bids.auctionId, auction.id)).orderBy(asc(bids.version));
    expect(rows.map((row) => [row.version, row.amount])).toEqual([
      [1, '100.0000'],
      [2, '101.0000'],
      [3, '102.0000'],
    ]);
    const [row] = await t.db.select().from(auctions).where(eq(auctions.id, auction.id));
    expect({ version: row!.version, price: row!.currentPrice, count: row!.bidCount }).toEqual({
      version: 3,
      price: '102.0000',
      count: 3,
    });
  });

  it('while another transaction holds the row, or near the end, a known bidder is judged under the lock', async () => {
    const { auction, a, b, service } = await twoKnownBidders();
    now = ms(now, 1000);
    const transactions = vi.spyOn(t.db, 'transaction');
    try {
      // (PGlite answers one statement at a time: another transaction holds the database, not just the row.)
      if (DATA_ENGINE === 'PostgreSQL') {
        const row = await holdAuctionRow(auction.id);
        // Held elsewhere: the statement skips the row, and the bid waits for the lock.
        const bid = service.bid(lookedUp(a.userId), { auction_id: auction.id, amount: '102' });
        await vi.waitFor(() => expect(transactions).toHaveBeenCalledTimes(2));
        await row.release();
        await expect(bid).resolves.toMatchObject({ current_price: '102.0000' });
        transactions.mockClear();
      }
      // Less than END_MARGIN_FOR_KNOWN_ROW_MS before the end: the instant is read holding the row.
      const [row] = await t.db.select().from(auctions).where(eq(auctions.id, auction.id));
      now = ms(row!.endsAt, 1 - END_MARGIN_FOR_KNOWN_ROW_MS);
      await service.bid(lookedUp(b.userId), { auction_id: auction.id, amount: '103' });
      expect(transactions).toHaveBeenCalledTimes(1);
    } finally {
      transactions.mockRestore();
    }
  });

  it('a bid under a known price is answered while another transaction holds the auction row', async () => {
    const { auction, bidders } = await openAuction(2);
    const a = bidders[0]!;
    const service = new AuctionService(t.db, () => now);
    await service.bid(lookedUp(a.userId), { auction_id: auction.id, amount: '100' });
    const row = await holdAuctionRow(auction.id);
    // Answered with the row held elsewhere: no transaction, no query (else this would wait for the release).
    await expect(service.bid(lookedUp(a.userId), { auction_id: auction.id, amount: '100' })).rejects.toMatchObject({
      status: 400,
      message: auctionMessages.tooLow,
    });
    await row.release();
  });

  it('many bids at once on two instances: each refusal is under a price stored, one bid per level, none lost', async () => {
    const { auction, bidders } = await openAuction(60);
    const results: Array<{ bidder: QualifiedBidder; amount: number; status: number; msg: string }> = [];
    await withSecondInstance(async (other) => {
      const apps = [t.app, other];
      // Both instances know a price first, so the early refusal is in play on each.
      expect(await answer(t.app, bidders[0]!, auction.id, 100)).toEqual(accepted);
      expect(await answer(other, bidders[1]!, auction.id, 101)).toEqual(accepted);
      const rest = bidders.slice(2);
      const answers = await Promise.all(
        rest.map(async (bidder, i) => {
          const amount = 101 + ((i * 7) % 25);
          return { bidder, amount, ...(await answer(apps[i % 2]!, bidder, auction.id, amount)) };
        }),
      );
      results.push(...answers);
    });
    const rows = await t.db.select().from(bids).where(eq(bids.auctionId, auction.id)).orderBy(asc(bids.version));
    // Versions 1…n without a gap, each level once, rising with the version.
    expect(rows.map((row) => row.version)).toEqual(rows.map((_, i) => i + 1));
    // Amounts compared as the contract's exact units, never as floats.
    const levels = rows.map((row) => moneyUnits(row.amount));
    expect(levels).toEqual([...levels].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)));
    expect(new Set(levels).size).toBe(levels.length);
    for (const result of results) {
      if (result.status === 200) {
        // Acknowledged means stored, under its bidder.
        const own = rows.filter((row) => row.registrationId === result.bidder.registrationId);
        expect(own.map((row) => moneyUnits(row.amount))).toEqual([moneyUnits(String(result.amount))]);
      } else {
        // Every refusal is "too low": a price at or above it was committed first, here or there.
        expect({ status: result.status, msg: result.msg }).toEqual(tooLow);
      }
    }
    // Nothing stored that was not acknowledged, nothing acknowledged that was not stored.
    expect(results.filter((r) => r.status === 200)).toHaveLength(rows.length - 2);
    // The highest level offered (125) was taken by one of its three bidders: no stale or early
    // refusal may leave the top of the room to nobody.
    expect(levels.at(-1)).toBe(moneyUnits('125'));
  });
});

describe('a session found live moments ago (requireRecentUser, docs/security.md "Logins")', () => {
  const expired = { status: 401, msg: commonMessages.sessionExpired };
  const bidCount = async (auctionId: number) =>
    (await t.db.select().from(bids).where(eq(bids.auctionId, auctionId))).length;

  it('answers a refusal that changes nothing; a bid that would be taken looks the session up and is not', async () => {
    const { auction, bidders } = await openAuction(2);
    const a = bidders[0]!;
    expect(await answer(t.app, a, auction.id, 100)).toEqual(accepted); // its session looked up: recent now
    now = ms(now, 1000);
    const logout = await t.app.inject({ method: 'POST', url: API.logout, headers: { token: a.token } });
    expect(logout.json().code).toBe(200);
    // Too low against the price known here: refused as before the logout, without a lookup.
    expect(await answer(t.app, a, auction.id, 100)).toEqual(tooLow);
    // One the lock would take: the session is looked up first, and has ended.
    expect(await answer(t.app, a, auction.id, 101)).toEqual(expired);
    expect(await bidCount(auction.id)).toBe(1);
    // RECENT_SESSION_MS after it was last found live, even a refusal looks it up.
    now = ms(now, RECENT_SESSION_MS);
    expect(await answer(t.app, a, auction.id, 100)).toEqual(expired);
  });

  it('a bidder refused early is never confirmed; one past the early refusal is confirmed before its turn', async () => {
    const { auction, bidders } = await openAuction(2);
    const [a, b] = bidders as [QualifiedBidder, QualifiedBidder];
    const service = new AuctionService(t.db, () => now);
    await service.bid(lookedUp(a.userId), { auction_id: auction.id, amount: '100' });
    const confirmations: number[] = [];
    const ended = (id: number): RecentUser => ({
      id,
      confirm: async () => {
        confirmations.push(id);
        throw Object.assign(new Error(commonMessages.sessionExpired), { status: 401 });
      },
    });
    await expect(service.bid(ended(a.userId), { auction_id: auction.id, amount: '100' })).rejects.toMatchObject({
      status: 400,
      message: auctionMessages.tooLow,
    });
    expect(confirmations).toEqual([]);
    now = ms(now, 1000);
    await expect(service.bid(ended(b.userId), { auction_id: auction.id, amount: '101' })).rejects.toMatchObject({
      status: 401,
    });
    expect(confirmations).toEqual([b.userId]);
    expect(await bidCount(auction.id)).toBe(1);
  });

  it('a bid turned down in its turn (the bid before took its price) is never confirmed', async () => {
    // Both known here, so each arrives past the early refusal with the price at 101.
    const { auction, a, b, service } = await twoKnownBidders();
    now = ms(now, 2000);
    const confirmations: number[] = [];
    const recorded = (id: number): RecentUser => ({
      id,
      confirm: async () => {
        confirmations.push(id);
        return { id, mobile: '', token: '' };
      },
    });
    const outcomes = await Promise.allSettled(
      [a, b].map((bidder) => service.bid(recorded(bidder.userId), { auction_id: auction.id, amount: '102' })),
    );
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected']);
    expect((outcomes[1] as PromiseRejectedResult).reason).toMatchObject({
      status: 400,
      message: auctionMessages.tooLow,
    });
    // Only the bid the lock took looked its session up.
    expect(confirmations).toEqual([a.userId]);
    expect(await bidCount(auction.id)).toBe(3);
  });
});
