import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { CLOSING_OUTCOME, NO_BUYER_END, NO_BUYER_EXTEND } from '@jhy/contract';
import { auctions, listings } from '../../db/schema.js';
import { qualifiedBidder } from '../../test/biddingFixtures.js';
import { MINUTE, ms, windowEnds } from '../../test/controlledClock.js';
import { createTestApp, restartedServer, type TestApp } from '../../test/testApp.js';
import { createListing, createListingOwner } from '../../test/tradingFixtures.js';
import { closeDueWindows } from './closingService.js';
import { closingsOf } from './closingRepository.js';

// Controlled instants (docs/time.md): each listing's window ends at its own END.
const START = new Date('2026-03-01T00:00:00Z');
const DAY = 24 * 60 * MINUTE;

let t: TestApp;
let owner: { userId: number; companyId: number };
const nextEnd = windowEnds(2027, 0);

beforeAll(async () => {
  t = await createTestApp();
  owner = await createListingOwner(t.db);
});
afterAll(() => t.close());

/** A listing whose window ends at an instant no other test's listing shares, so runs do not interfere. */
async function listingEnding(values: Parameters<typeof createListing>[2] = {}) {
  const end = nextEnd();
  const listing = await createListing(t.db, owner, { startTime: START, endTime: end, ...values });
  return { listing, end };
}

const close = (now: Date) => closeDueWindows(t.db, now, t.config.bidding);
const closingsFor = (id: number) => closingsOf(t.db, id);
const listingRow = async (id: number) => (await t.db.select().from(listings).where(eq(listings.id, id)))[0]!;

describe('the window close', () => {
  it('opens an auction for two qualified buyers, exactly when the window has ended (1 ms after end)', async () => {
    const { listing, end } = await listingEnding({ price: '100.00/万元', free: null });
    await qualifiedBidder(t.db, listing.id);
    await qualifiedBidder(t.db, listing.id);
    await qualifiedBidder(t.db, listing.id, 0); // still awaiting: does not count
    await qualifiedBidder(t.db, listing.id, 3); // withdrawn: does not count

    expect((await close(ms(end, -1))).filter((r) => r.listingId === listing.id)).toEqual([]);
    expect((await close(end)).filter((r) => r.listingId === listing.id)).toEqual([]);
    const after = ms(end, 1);
    expect((await close(after)).filter((r) => r.listingId === listing.id)).toEqual([
      { listingId: listing.id, outcome: CLOSING_OUTCOME.auction, qualified: 2 },
    ]);
    // Once only, however often it runs again.
    expect((await close(ms(end, 10_000))).filter((r) => r.listingId === listing.id)).toEqual([]);
    expect(await closingsFor(listing.id)).toEqual([
      { listingId: listing.id, windowEnd: end, outcome: 1, qualified: 2, decidedAt: after },
    ]);
    const [auction] = await t.db.select().from(auctions).where(eq(auctions.listingId, listing.id));
    const { freeMinutes, timedMinutes, extensionMinutes } = t.config.bidding;
    expect(auction).toMatchObject({
      state: 'open',
      startPrice: '100.0000',
      increment: '1.0000',
      currentPrice: null,
      bidCount: 0,
      opensAt: after,
      timedFrom: ms(after, freeMinutes * MINUTE),
      endsAt: ms(after, (freeMinutes + timedMinutes) * MINUTE),
      extensionMinutes,
      version: 0,
    });
    expect((await listingRow(listing.id)).closedStatus).toBeNull();
  });

  it('takes the price from `free` when the form has it', async () => {
    const { listing, end } = await listingEnding({ price: '88.5/万元', free: '88.5000' });
    await qualifiedBidder(t.db, listing.id);
    await qualifiedBidder(t.db, listing.id);
    await close(ms(end, 1));
    const [auction] = await t.db.select().from(auctions).where(eq(auctions.listingId, listing.id));
    expect(auction!.startPrice).toBe('88.5000');
  });

  it('one qualified buyer: an agreement transfer, no auction (settlement.test.ts: the sale)', async () => {
    const { listing, end } = await listingEnding();
    await qualifiedBidder(t.db, listing.id);
    const results = await close(ms(end, 1));
    expect(results.filter((r) => r.listingId === listing.id)).toEqual([
      { listingId: listing.id, outcome: CLOSING_OUTCOME.agreement, qualified: 1 },
    ]);
    expect(await t.db.select().from(auctions).where(eq(auctions.listingId, listing.id))).toEqual([]);
    expect((await listingRow(listing.id)).closedStatus).toBe(3);
  });

  it('no qualified buyer and potential_buyer 3: the listing ends', async () => {
    const { listing, end } = await listingEnding({ potentialBuyer: NO_BUYER_END });
    await qualifiedBidder(t.db, listing.id, 2); // refused
    await close(ms(end, 1));
    expect((await closingsFor(listing.id)).map((c) => c.outcome)).toEqual([CLOSING_OUTCOME.ended]);
    const row = await listingRow(listing.id);
    expect(row.closedStatus).toBe(4);
    expect(row.closedAt).toEqual(ms(end, 1));
  });

  it('no qualified buyer and potential_buyer 6: the window is extended, and its new end closes again', async () => {
    const { listing, end } = await listingEnding({
      potentialBuyer: NO_BUYER_EXTEND,
      noticeTime: '2026-03-01 至 2027-01-05',
    });
    await close(ms(end, 1));
    const days = t.config.bidding.noBuyerExtensionDays;
    const newEnd = ms(end, days * DAY);
    const row = await listingRow(listing.id);
    expect(row.closedStatus).toBeNull();
    expect(row.endTime).toEqual(newEnd);
    expect(row.noticeTime).toMatch(/^2026-03-01 至 \d{4}-\d{2}-\d{2}$/);
    // The new window enrols until its end; two buyers qualify meanwhile.
    await qualifiedBidder(t.db, listing.id);
    await qualifiedBidder(t.db, listing.id);
    expect((await close(newEnd)).filter((r) => r.listingId === listing.id)).toEqual([]);
    await close(ms(newEnd, 1));
    const closings = await closingsFor(listing.id);
    expect(closings.map((c) => [c.windowEnd, c.outcome])).toEqual([
      [end, CLOSING_OUTCOME.extended],
      [newEnd, CLOSING_OUTCOME.auction],
    ]);
  });

  it('never doubles a closing when runs overlap (two instances at once)', async () => {
    const ends = [];
    for (let i = 0; i < 5; i += 1) {
      const { listing, end } = await listingEnding();
      await qualifiedBidder(t.db, listing.id);
      await qualifiedBidder(t.db, listing.id);
      ends.push({ listing, end });
    }
    const at = ms(ends.at(-1)!.end, 1);
    const runs = await Promise.all([close(at), close(at), close(at), close(at)]);
    const ids = new Set(ends.map((e) => e.listing.id));
    const closed = runs.flat().filter((r) => ids.has(r.listingId));
    expect(closed.map((r) => r.listingId).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    const rows = await t.db.select().from(auctions).orderBy(asc(auctions.id));
    expect(rows.filter((a) => ids.has(a.listingId))).toHaveLength(5);
  });

  it('a server starting up closes what fell due while it was down, before it serves', async () => {
    const { listing, end } = await listingEnding();
    await qualifiedBidder(t.db, listing.id);
    await qualifiedBidder(t.db, listing.id);
    // A second server on the same database, started after the window ended, with its timer on.
    const restartedAt = ms(end, 60 * MINUTE);
    const restarted = await restartedServer(t, () => restartedAt);
    await restarted.close();
    expect((await closingsFor(listing.id)).map((c) => [c.outcome, c.decidedAt])).toEqual([
      [CLOSING_OUTCOME.auction, restartedAt],
    ]);
  });

  it('leaves private, dealt and ended listings alone', async () => {
    const { listing: hidden, end } = await listingEnding({ isPublic: false });
    const { listing: dealt } = await listingEnding({ closedStatus: 3 });
    await close(ms(end, DAY * 40));
    expect(await closingsFor(hidden.id)).toEqual([]);
    expect(await closingsFor(dealt.id)).toEqual([]);
  });
});
