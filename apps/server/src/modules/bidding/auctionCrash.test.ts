import { asc, eq } from 'drizzle-orm';
import { API, moneyText, moneyUnits, type AuctionView } from '@jhy/contract';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { auctions, bids } from '../../db/schema.js';
import { seedWhenEmpty } from '../../db/seed/index.js';
import { auctionWithBidders, type QualifiedBidder } from '../../test/biddingFixtures.js';
import { DATA_ENGINE, suiteServerData } from '../../test/serverData.js';
import { postJson, stopServer } from '../../test/serverProcess.js';

/**
 * Bids survive kill -9 (docs/auction-load.md "Crash durability of bids"): a real server process holds an
 * open auction in its 限时报价期, BIDDERS bidders bid at once as fast as the rules let them, and the
 * process is SIGKILLed as the KILL_AFTER-th bid is acknowledged, with others in flight. Started again
 * on the same data, it must show every acknowledged bid (bidder and amount, under the version its
 * answer showed), a price that is the highest stored bid, an end that is the extension rule applied
 * over the stored bids, and take the next bid. A bid committed whose answer the kill swallowed may
 * be there too: it is owed nothing, but it counts in the price and the end like any other.
 * On PGlite (the data directory), or on PostgreSQL when TEST_DATABASE_URL is set.
 */
const BIDDERS = 10;
const KILL_AFTER = 25;
const MINUTE = 60_000;
const WINDOW_END = new Date('2026-04-30T15:59:59Z');

const data = suiteServerData('jhy-auction-crash-');

/** The end the extension rule leaves after these bids, in their order: max(end, placed + N minutes). */
function extendedEnd(initial: Date, placed: Array<{ placedAt: Date }>, extensionMinutes: number): string {
  const end = placed.reduce(
    (latest, bid) => Math.max(latest, bid.placedAt.getTime() + extensionMinutes * MINUTE),
    initial.getTime(),
  );
  return new Date(end).toISOString();
}

const highest = (amounts: string[]) => moneyText(amounts.map(moneyUnits).reduce((a, b) => (a > b ? a : b)));
const larger = (a: bigint, b: bigint) => (a > b ? a : b);

describe(`auction crash durability (${DATA_ENGINE})`, () => {
  it(`keeps every acknowledged bid, the price and the end through a SIGKILL among ${BIDDERS} bidders, and bids on`, async () => {
    // The room is written before the server starts (one process at a time on a data directory).
    const { listing, auction, bidders } = await data.open(async (setup) => {
      await setup.migrate();
      await seedWhenEmpty(setup.db, { demo: false });
      return auctionWithBidders(setup.db, loadConfig({ NODE_ENV: 'test' }).bidding, {
        bidders: BIDDERS,
        end: WINDOW_END,
      });
    });
    // The server's clock (TEST_CLOCK_OFFSET_MS, docs/time.md) starts 4 minutes before the end, in
    // the timed period, so every bid moves the end; the restart keeps the offset, so its clock
    // goes on from where the killed one stopped.
    const env = { TEST_CLOCK_OFFSET_MS: String(auction.endsAt.getTime() - 4 * MINUTE - Date.now()) };

    const server = await data.start(env);
    const { url: base, child } = server;
    const increment = moneyUnits(auction.increment);
    const acknowledged: Array<{ registrationId: number; amount: string; seq: number }> = [];
    let next = moneyUnits(auction.startPrice) || increment; // the lowest next bid the bidders know of
    let killed = false;
    let inFlight = 0;
    let inFlightAtKill = 0;
    const bidUntilKilled = async (bidder: QualifiedBidder, index: number) => {
      while (!killed) {
        // A third bid the minimum, the others one or two increments more: levels collide.
        const amount = moneyText(next + BigInt(index % 3) * increment);
        let res;
        inFlight += 1;
        try {
          res = await postJson<AuctionView>(
            base,
            API.auctionBid,
            { auction_id: auction.id, amount },
            { token: bidder.token },
          );
        } catch {
          return; // The connection died with the server: not acknowledged, so nothing is owed.
        } finally {
          inFlight -= 1;
        }
        if (res.json.code === 200) {
          const own = res.json.data.history.find((bid) => bid.mine && bid.amount === amount);
          acknowledged.push({ registrationId: bidder.registrationId, amount, seq: own?.seq ?? -1 });
          next = larger(next, moneyUnits(res.json.data.next_minimum));
          if (!killed && acknowledged.length >= KILL_AFTER) {
            killed = true;
            inFlightAtKill = inFlight;
            child.kill('SIGKILL');
            return;
          }
        } else if (res.status === 400) {
          next = larger(next, moneyUnits(amount) + increment); // this level (or a higher one) is taken
        } else if (res.status !== 429) {
          // A 429 (this bidder's last bid is less than a second old) is asked again at once, so
          // that every bidder always has a bid in flight and the kill finds some half-done.
          throw new Error(`bid ${amount}: ${res.status} ${JSON.stringify(res.json)}`);
        }
      }
    };
    await Promise.all(bidders.map(bidUntilKilled));
    expect((await server.exited).signal).toBe('SIGKILL');
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER); // answers already on their way count too
    for (const ack of acknowledged) expect(ack.seq, ack.amount).toBeGreaterThan(0);

    // Started again on the same data: the room as it stands, then a new bid.
    const restarted = await data.start(env);
    const stateRes = await fetch(`${restarted.url}${API.auctionState}?listing_id=${listing.id}`, {
      headers: { token: bidders[0]!.token },
    });
    const after = ((await stateRes.json()) as { data: AuctionView }).data;
    expect(after.phase).toBe('timed');
    const resume = await postJson<AuctionView>(
      restarted.url,
      API.auctionBid,
      { auction_id: auction.id, amount: after.next_minimum },
      { token: bidders[0]!.token },
    );
    expect(resume.json.code, JSON.stringify(resume.json)).toBe(200);
    expect(resume.json.data).toMatchObject({ version: after.version + 1, current_price: after.next_minimum });
    expect((await stopServer(restarted)).code).toBe(0);

    await data.open(async (opened) => {
      const rows = await opened.db.select().from(bids).where(eq(bids.auctionId, auction.id)).orderBy(asc(bids.version));
      const [stored] = await opened.db.select().from(auctions).where(eq(auctions.id, auction.id));
      // One bid per version, no gap, each above the one before.
      expect(rows.map((row) => row.version)).toEqual(rows.map((_, i) => i + 1));
      for (let i = 1; i < rows.length; i += 1) {
        expect(moneyUnits(rows[i]!.amount)).toBeGreaterThan(moneyUnits(rows[i - 1]!.amount));
      }
      // No acknowledged bid lost: each is there, whole, under the version its answer showed.
      const byVersion = new Map(rows.map((row) => [row.version, row]));
      for (const ack of acknowledged) {
        expect(byVersion.get(ack.seq), `acknowledged bid ${ack.amount}`).toMatchObject({
          registrationId: ack.registrationId,
          amount: ack.amount,
        });
      }
      // What the restarted server showed is what was stored before the new bid (the last row).
      const beforeResume = rows.slice(0, -1);
      expect(beforeResume.length).toBeGreaterThanOrEqual(acknowledged.length);
      expect(after).toMatchObject({
        version: beforeResume.length,
        bid_count: beforeResume.length,
        current_price: highest(beforeResume.map((row) => row.amount)),
        ends_at: extendedEnd(auction.endsAt, beforeResume, auction.extensionMinutes),
      });
      expect(moneyUnits(after.current_price)).toBeGreaterThanOrEqual(
        moneyUnits(highest(acknowledged.map((a) => a.amount))),
      );
      // The new bid, and the auction row after it.
      const last = rows.at(-1)!;
      expect(last).toMatchObject({ registrationId: bidders[0]!.registrationId, amount: after.next_minimum });
      expect(stored).toMatchObject({
        currentPrice: highest(rows.map((row) => row.amount)),
        leaderRegistrationId: last.registrationId,
        bidCount: rows.length,
        version: rows.length,
      });
      const end = extendedEnd(auction.endsAt, rows, auction.extensionMinutes);
      expect(stored!.endsAt.toISOString()).toBe(end);
      expect(resume.json.data.ends_at).toBe(end);
      console.info(
        `auction crash durability (${DATA_ENGINE}): ${acknowledged.length} bids acknowledged before the kill, ` +
          `${inFlightAtKill} requests in flight at it, ${beforeResume.length} bids stored ` +
          `(${beforeResume.length - acknowledged.length} committed but not acknowledged), 0 lost; ` +
          `price ${after.current_price}, end ${after.ends_at}; the bid after the restart made version ${last.version}`,
      );
    });
  }, 120_000);
});
