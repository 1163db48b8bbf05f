/**
 * `npm run bench:pages` (docs/performance.md "How to measure"; part of `npm run bench`): Lighthouse's
 * default mobile run of the pages a bidder opens — the bidding room during an auction, 我的报名与竞价
 * and the message center — signed in, and of the console's first page (its login), on the
 * production build. Not part of `npm test`.
 *
 *   npm run bench:pages          # BENCH_RUNS (3) runs a page; BENCH_DATABASE_URL: on PostgreSQL
 *
 * The data is written before the server starts, with the tests' fixtures (hence tsx, like
 * auctionBench.ts): the demo content, and an auction in its free period whose first qualified
 * bidder is the signed-in user, with a few bids already placed and the opening's messages.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { API, moneyText, moneyUnits, STORAGE_KEYS } from '@jhy/contract';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { seedWhenEmpty } from '../db/seed/index.js';
import { auctionWithBidders } from '../test/biddingFixtures.js';
import { postJson, startServer, stopServer } from '../test/serverProcess.js';
import { createScratchDatabase } from '../test/testApp.js';
import { lighthouseTable, type BenchPage } from './lighthouseRuns.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'jhy-bench-pages-'));
  const database = await createScratchDatabase(process.env.BENCH_DATABASE_URL);
  const setup = await openDatabase({ databaseUrl: database?.url, dataDir });
  let room: Awaited<ReturnType<typeof auctionWithBidders>>;
  try {
    await setup.migrate();
    await seedWhenEmpty(setup.db, { demo: true });
    // The window ended a second ago: the auction is in its free period for an hour.
    room = await auctionWithBidders(setup.db, loadConfig({}).bidding, {
      bidders: 4,
      end: new Date(Date.now() - 1000),
    });
  } finally {
    await setup.close();
  }
  const env: Record<string, string> = { DATA_DIR: dataDir, DEMO_SEED: '0' };
  if (database) env.DATABASE_URL = database.url;
  const server = await startServer(env, { build: true });
  try {
    const { listing, auction, bidders } = room;
    // A bid from each other bidder, each over the last: the room shows a history and a leader.
    let price = moneyUnits(auction.startPrice) || moneyUnits(auction.increment);
    for (const bidder of bidders.slice(1)) {
      price += moneyUnits(auction.increment);
      const answer = await postJson(
        server.url,
        API.auctionBid,
        { auction_id: auction.id, amount: moneyText(price) },
        { token: bidder.token },
      );
      if (answer.json.code !== 200) throw new Error(`a bid was refused: ${answer.json.msg}`);
    }
    const me = bidders[0]!;
    const storage = {
      [STORAGE_KEYS.token]: me.token,
      [STORAGE_KEYS.userId]: String(me.userId),
      [STORAGE_KEYS.profile]: JSON.stringify({ nickName: me.companyName }),
    };
    const pages: BenchPage[] = [
      { name: 'bidding room', url: `${server.url}/#/main/BiddingRoom?listing_id=${listing.id}`, storage },
      { name: 'my registrations', url: `${server.url}/#/main/myAccount?tab=bidding`, storage },
      { name: 'message center', url: `${server.url}/#/main/myAccount?tab=messages`, storage },
      { name: 'console login', url: `${server.url}/#/console/login` },
    ];
    await lighthouseTable(pages, RUNS, dataDir);
    console.log('budget: the bidder’s pages score ≥ 0.95 as the public ones; the console’s login ≥ 0.90, JS ≤ 400 KiB');
  } finally {
    await stopServer(server);
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
