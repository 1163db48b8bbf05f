/**
 * Auction load (issue #14): B bidders bidding on one auction while W watchers hold SSE streams.
 * Prints bid acknowledgement p50/p99 and SSE fan-out delay p50/p99 (bid acknowledged → a watcher
 * holds a state of that version). Not part of `npm test`; client and server share this process and
 * its CPU, so the figures are an upper bound. Run:
 *
 *   npx tsx apps/server/src/test/auctionBench.ts                       # PGlite
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx apps/server/src/test/auctionBench.ts
 *
 * BENCH_BIDDERS (200), BENCH_WATCHERS (1000), BENCH_ROUNDS (5).
 */
import { eq } from 'drizzle-orm';
import { AUCTION_API, takeSseEvents } from '@jhy/contract';
import { auctions } from '../db/schema.js';
import { closeDueWindows } from '../modules/bidding/closingService.js';
import { qualifiedBidder, type QualifiedBidder } from './biddingFixtures.js';
import { createTestApp } from './testApp.js';
import { createListing, createListingOwner } from './tradingFixtures.js';

const BIDDERS = Number(process.env.BENCH_BIDDERS ?? 200);
const WATCHERS = Number(process.env.BENCH_WATCHERS ?? 1000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

async function main() {
  const t = await createTestApp();
  const owner = await createListingOwner(t.db);
  const end = new Date(Date.now() - 1000);
  const listing = await createListing(t.db, owner, { startTime: new Date(Date.now() - 86_400_000), endTime: end });
  const bidders: QualifiedBidder[] = [];
  for (let i = 0; i < BIDDERS; i += 1) bidders.push(await qualifiedBidder(t.db, listing.id));
  await closeDueWindows(t.db, new Date(), t.config.bidding);
  const [auction] = await t.db.select().from(auctions).where(eq(auctions.listingId, listing.id));
  const base = await t.app.listen({ port: 0, host: '127.0.0.1' });

  // Watchers: when each first saw each version.
  const seen: Array<Map<number, number>> = [];
  const controller = new AbortController();
  await Promise.all(
    Array.from({ length: WATCHERS }, async (_, w) => {
      const mine = new Map<number, number>();
      seen.push(mine);
      const res = await fetch(`${base}${AUCTION_API.events}?listing_id=${listing.id}`, {
        headers: { token: bidders[w % BIDDERS]!.token },
        signal: controller.signal,
      });
      const reader = res.body!.getReader();
      const decoder = new TextDecoder();
      let buffer = '';
      void (async () => {
        try {
          for (;;) {
            const { value, done } = await reader.read();
            if (done) return;
            const { events, rest } = takeSseEvents(buffer + decoder.decode(value, { stream: true }));
            buffer = rest;
            const at = performance.now();
            for (const e of events) if (!mine.has(Number(e.id))) mine.set(Number(e.id), at);
          }
        } catch {
          // aborted at the end
        }
      })();
    }),
  );

  const acks: number[] = [];
  const ackedAt = new Map<number, number>();
  let accepted = 0;
  let price = Number(auction!.startPrice);
  for (let round = 0; round < ROUNDS; round += 1) {
    const target = price + 1;
    await Promise.all(
      bidders.map(async (bidder, i) => {
        const amount = target + (i % 5);
        const started = performance.now();
        const res = await fetch(`${base}${AUCTION_API.bid}`, {
          method: 'POST',
          headers: { token: bidder.token, 'content-type': 'application/json' },
          body: JSON.stringify({ auction_id: auction!.id, amount }),
        });
        const body = (await res.json()) as { code: number; data: { version: number; current_price: string } };
        const done = performance.now();
        acks.push(done - started);
        if (body.code === 200) {
          accepted += 1;
          ackedAt.set(body.data.version, done);
          price = Math.max(price, Number(body.data.current_price));
        }
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 1100)); // the per-bidder rate
  }
  await new Promise((resolve) => setTimeout(resolve, 2000));
  // Fan-out: for each acknowledged version, when each watcher held that version or a newer one.
  const delays: number[] = [];
  let missing = 0;
  for (const [version, at] of ackedAt) {
    for (const mine of seen) {
      const firsts = [...mine].filter(([v]) => v >= version).map(([, when]) => when);
      if (firsts.length === 0) missing += 1;
      else delays.push(Math.max(0, Math.min(...firsts) - at));
    }
  }
  controller.abort();
  console.log(
    JSON.stringify(
      {
        database: process.env.TEST_DATABASE_URL ? 'postgresql' : 'pglite',
        bidders: BIDDERS,
        watchers: WATCHERS,
        bids_sent: acks.length,
        accepted,
        ack_ms: { p50: pct(acks, 50).toFixed(1), p99: pct(acks, 99).toFixed(1) },
        fanout_ms: { p50: pct(delays, 50).toFixed(1), p99: pct(delays, 99).toFixed(1), missing },
      },
      null,
      2,
    ),
  );
  await t.close();
}

await main();
