/**
 * `npm run bench:auction` (docs/auction-load.md "Benchmark"): one auction, BENCH_BIDDERS bidders bidding,
 * BENCH_WATCHERS watchers on its SSE stream (auctionEvents), against a real server process. Not part
 * of `npm test`.
 *
 *   npm run bench:auction                                                   # PGlite
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:auction
 *   BENCH_BIDDERS (200), BENCH_WATCHERS (1000), BENCH_SECONDS (20) of bidding;
 *   BENCH_THINK_MS (0): each bid waits a random 0–BENCH_THINK_MS first (0: bidders as eager as the
 *   rules let them); BENCH_SERVER=build (dist/main.js, NODE_ENV=production; the npm script builds
 *   it) | sources (tsx); MAX_EVENT_LOOP_DELAY_MS, MAX_IN_FLIGHT and DATABASE_POOL_SIZE, when set,
 *   go to the server (else its production defaults); BENCH_BARE_SECONDS (5, 0: none) of the bare
 *   route after the auction.
 *
 * The room is written into a fresh database before the server starts (the tests' fixtures): a
 * listing whose window has just closed into an auction (自由报价期, an hour long), its qualified
 * bidders, and the watchers as logged-in users. The watchers connect all at once, as after a
 * restart, each over a connection of its own, and one refused tries again as the portal does
 * (2 s, 4 s, … at most 15 s); bidding starts when all hold their first state. Each bidder, over a
 * keep-alive connection of its own, bids the lowest next amount it knows of plus 0–2 increments:
 * at once again when refused (someone was higher), a second after an accepted bid
 * (MIN_BID_INTERVAL_MS: it never sends a bid the rate rule would refuse). The bidders learn the
 * price from every answer any of them gets and from the live stream.
 *
 * Printed: bid acknowledgement latency (accepted and refused apart), accepted bids/s, the fan-out
 * delay for each accepted bid and each watcher — from the moment the bidder read its answer, and
 * from the bid's placed_at (the server's clock on this machine), to the moment that watcher read an
 * event of that bid's version or a newer one (bids close together may travel as one state,
 * docs/bidding.md "Live updates"; an event read before the answer counts 0) — how many watchers
 * came to hold the final version, and the server's event-loop delay (its /metrics). Beside them:
 * the goals (docs/auction-load.md "Benchmark"), the server's own handling time of the bids (its request
 * histogram), the pool's queue while bidding, and the bare route — the same bidders asking a bare
 * Fastify for a body the size of an accepted answer, which is what an answer costs on this machine
 * at that moment. The watchers read their streams in a process of their own (auctionWatchers.ts),
 * the bidders (and one stream they learn the price from) in this one; both share the machine with
 * the server, and the figures include each client's own delays (each process's event-loop delay is
 * printed).
 */
import { randomInt } from 'node:crypto';
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { API, moneyText, moneyUnits, type AuctionView } from '@jhy/contract';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { seedWhenEmpty } from '../db/seed/index.js';
import { MIN_BID_INTERVAL_MS } from '../modules/bidding/auctionService.js';
import { auctionWithBidders, loggedInUsers, type QualifiedBidder } from '../test/biddingFixtures.js';
import {
  freePort,
  killIfRunning,
  spawnForTest,
  startServer,
  stopServer,
  type ServerProcess,
} from '../test/serverProcess.js';
import { createScratchDatabase } from '../test/testApp.js';
import { crowdOfWatchers, watch, type WatcherRecord } from './auctionWatchers.js';

const BIDDERS = Number(process.env.BENCH_BIDDERS ?? 200);
const WATCHERS = Number(process.env.BENCH_WATCHERS ?? 1000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 0);
const FROM_SOURCES = process.env.BENCH_SERVER === 'sources';
const BARE_SECONDS = Number(process.env.BENCH_BARE_SECONDS ?? 5);
const databaseServer = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

/**
 * A bidder's POST over its own keep-alive connection, as each bidder's browser has its own. (The
 * global fetch shares one pool: at a burst of 200 it queued some requests behind others on one
 * socket, and those waited seconds that were the client's, not the server's.)
 */
function postOwn(agent: http.Agent, url: string, body: unknown, token: string) {
  const payload = JSON.stringify(body);
  return new Promise<{ status: number; json: { code: number; msg: string; data: AuctionView } }>((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: { token, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          try {
            resolve({ status: res.statusCode ?? 0, json: JSON.parse(Buffer.concat(chunks).toString()) });
          } catch (error) {
            reject(error as Error);
          }
        });
        res.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** Nearest-rank percentile of an ascending array. */
const pct = (sorted: ArrayLike<number>, p: number) =>
  sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
const epochNow = () => performance.timeOrigin + performance.now();
const ms = (value: number) => (Number.isNaN(value) ? '-' : value.toFixed(1));
const spread = (values: number[]) => {
  const sorted = Float64Array.from(values).sort();
  return `p50 ${ms(pct(sorted, 50))}  p99 ${ms(pct(sorted, 99))}  max ${ms(pct(sorted, 100))}  (n=${sorted.length})`;
};

/**
 * The machine's count of connections refused because a listen queue was full (Linux, TcpExt
 * ListenOverflows in /proc/net/netstat; any process's, this run's mostly): such a client's SYN is
 * dropped and sent again 1 s, then 2 s, 4 s … later, which an answer's latency then includes.
 */
function listenOverflows(): number {
  try {
    const lines = readFileSync('/proc/net/netstat', 'utf8').split('\n');
    const names = lines.find((line) => line.startsWith('TcpExt:'))?.split(' ') ?? [];
    const values = lines.filter((line) => line.startsWith('TcpExt:'))[1]?.split(' ') ?? [];
    return Number(values[names.indexOf('ListenOverflows')] ?? NaN);
  } catch {
    return NaN;
  }
}

/**
 * From the server's /metrics: its event-loop delay since the last read (prom-client resets it at
 * each read) and the CPU seconds it has used.
 */
async function serverMetrics(base: string): Promise<ServerMetrics> {
  const text = await (await fetch(`${base}/metrics`)).text();
  const read = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN);
  // The bid route's handling time histogram, summed over its status codes: `le` → count.
  const bidBuckets = new Map<string, number>();
  for (const [, labels, count] of text.matchAll(/^http_request_duration_seconds_bucket\{([^}]*)\} (\S+)$/gm)) {
    const le = /le="([^"]+)"/.exec(labels!)?.[1];
    if (le && labels!.includes(`route="${API.auctionBid}"`))
      bidBuckets.set(le, (bidBuckets.get(le) ?? 0) + Number(count));
  }
  return {
    p99: 1000 * read('nodejs_eventloop_lag_p99_seconds'),
    max: 1000 * read('nodejs_eventloop_lag_max_seconds'),
    cpu: read('process_cpu_seconds_total'),
    poolWaiting: read('db_pool_waiting_requests'),
    bidBuckets,
  };
}

interface ServerMetrics {
  p99: number;
  max: number;
  cpu: number;
  /** Queries waiting for a pooled connection now (PostgreSQL only). */
  poolWaiting: number;
  bidBuckets: Map<string, number>;
}

/** The share of bids the server handled within each bound, between two reads of its metrics. */
function handledWithin(before: ServerMetrics, after: ServerMetrics): string {
  const total = (after.bidBuckets.get('+Inf') ?? 0) - (before.bidBuckets.get('+Inf') ?? 0);
  const within = (le: string) => (after.bidBuckets.get(le) ?? 0) - (before.bidBuckets.get(le) ?? 0);
  return ['0.05', '0.1', '0.25', '1']
    .map((le) => `≤ ${Number(le) * 1000} ms ${((100 * within(le)) / Math.max(1, total)).toFixed(1)} %`)
    .join(', ');
}

const BARE_JS = fileURLToPath(new URL('./bareServer.ts', import.meta.url));

/**
 * The yardstick: the same bidders, each on its keep-alive connection, asking a bare Fastify route
 * (bareServer.ts, a process of its own) for a body the size of an accepted bid's answer, again at
 * once, for `seconds`. What an answer costs on this machine at this moment, the database and the
 * application aside.
 */
async function bareRoute(body: string, clients: number, seconds: number): Promise<number[]> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'jhy-bench-bare-'));
  const bodyFile = path.join(dir, 'body.json');
  await writeFile(bodyFile, body);
  const port = await freePort();
  const bare = spawnForTest(BARE_JS, { PORT: String(port), BENCH_BODY_FILE: bodyFile });
  try {
    const url = `http://127.0.0.1:${port}/bare`;
    for (let tries = 0; ; tries += 1) {
      if (
        await fetch(url).then(
          (res) => res.ok,
          () => false,
        )
      )
        break;
      if (tries > 100 || bare.child.exitCode !== null) throw new Error(`bare server did not start: ${bare.output()}`);
      await sleep(100);
    }
    const latencies: number[] = [];
    const stopAt = performance.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: clients }, async () => {
        const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
        while (performance.now() < stopAt) {
          const sent = performance.now();
          await getOwn(agent, url);
          latencies.push(performance.now() - sent);
        }
        agent.destroy();
      }),
    );
    return latencies;
  } finally {
    bare.child.kill('SIGTERM');
    await bare.exited;
    await rm(dir, { recursive: true, force: true });
  }
}

function getOwn(agent: http.Agent, url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (res) => {
        res.resume();
        res.on('end', resolve);
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/** When the watcher first held `version` or a newer one (epoch ms), or undefined. */
function heldAt(watcher: WatcherRecord, version: number): number | undefined {
  let low = 0;
  let high = watcher.ids.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (watcher.ids[middle]! < version) low = middle + 1;
    else high = middle;
  }
  return low < watcher.ids.length ? watcher.at[low] : undefined;
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'jhy-bench-auction-'));
  const database = await createScratchDatabase(databaseServer);
  let server: ServerProcess | undefined;
  try {
    const seedStarted = performance.now();
    const setup = await openDatabase({ databaseUrl: database?.url, dataDir });
    let room: Awaited<ReturnType<typeof auctionWithBidders>>;
    let watcherUsers: Array<{ token: string }>;
    try {
      await setup.migrate();
      await seedWhenEmpty(setup.db, { demo: false });
      // The window ended a second ago: the auction opens now, in its free period for an hour.
      room = await auctionWithBidders(setup.db, loadConfig({}).bidding, {
        bidders: BIDDERS,
        end: new Date(Date.now() - 1000),
      });
      watcherUsers = await loggedInUsers(setup.db, WATCHERS);
    } finally {
      await setup.close();
    }
    const { listing, auction, bidders } = room;
    console.log(
      `room written in ${Math.round(performance.now() - seedStarted)} ms: ${BIDDERS} bidders, ${WATCHERS} watchers`,
    );

    const env: Record<string, string> = { DATA_DIR: dataDir, DEMO_SEED: '0' };
    if (database) env.DATABASE_URL = database.url;
    // The server's overload limits are its defaults unless set here (README "Configuration").
    for (const key of ['MAX_EVENT_LOOP_DELAY_MS', 'MAX_IN_FLIGHT', 'DATABASE_POOL_SIZE'] as const) {
      const value = process.env[key];
      if (value !== undefined) env[key] = value;
    }
    // Every watcher connects from this one address: the per-address cap on live streams
    // (MAX_STREAMS_PER_ADDRESS, docs/security.md) is raised to let them all in, as many clients would be.
    env.MAX_STREAMS_PER_ADDRESS = String(WATCHERS + BIDDERS);
    server = await startServer(env, { build: !FROM_SOURCES });
    const base = server.url;

    // The lowest next bid the bidders know of: from the answers any of them gets, and from the live
    // stream (the first watcher's), as their pages would show it.
    const increment = moneyUnits(auction.increment);
    let known = moneyUnits(auction.startPrice) || increment;
    const larger = (a: bigint, b: bigint) => (a > b ? a : b);
    const learn = (view: AuctionView) => (known = larger(known, moneyUnits(view.next_minimum)));

    // Watchers: all connected at once (as after a restart), each with its first state, before the
    // first bid, from a process of their own (auctionWatchers.ts). The bidders' own stream, here.
    const connectStarted = performance.now();
    const overflowsBefore = listenOverflows();
    const streamUrl = `${base}${API.auctionEvents}?listing_id=${listing.id}`;
    const deadline = epochNow() + 60_000;
    const bidderStream = await watch(streamUrl, bidders[0]!.token, deadline, learn);
    const crowd = await crowdOfWatchers(
      streamUrl,
      watcherUsers.map((user) => user.token),
      deadline,
    );
    console.log(
      `${crowd.connected} of ${WATCHERS} watchers connected in ${Math.round(performance.now() - connectStarted)} ms` +
        (crowd.retried
          ? `; ${crowd.retried} of them after a refusal (the portal's retry: 2 s, 4 s, …), refusals ${JSON.stringify(crowd.refused)} (status: count)`
          : ''),
    );
    const overflowsConnecting = listenOverflows() - overflowsBefore;
    const before = await serverMetrics(base); // the event-loop delay from here on
    const clientLoop = monitorEventLoopDelay({ resolution: 10 });
    clientLoop.enable();

    // Bidding.
    const acceptedMs: number[] = [];
    const refusedMs: number[] = [];
    const refusedBy = new Map<string, number>();
    const acks: Array<{ version: number; at: number; placedAt: number }> = [];
    let failures = 0;
    let ownSeqMissing = 0;
    const started = performance.now();
    const stopAt = started + SECONDS * 1000;
    // The pool's queue, twice a second while bidding (a read also restarts the server's loop-delay window).
    const poolWaiting: number[] = [];
    const loopP99s: number[] = [];
    const sampler = setInterval(() => {
      serverMetrics(base).then(
        (m) => {
          poolWaiting.push(m.poolWaiting);
          loopP99s.push(m.p99);
        },
        () => {},
      );
    }, 500);
    const bid = async (bidder: QualifiedBidder) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      let lastAccepted = -Infinity;
      for (;;) {
        const wait = Math.min(
          stopAt - performance.now(),
          Math.max(lastAccepted + MIN_BID_INTERVAL_MS - performance.now(), randomInt(0, THINK_MS + 1)),
        );
        if (wait > 0) await sleep(wait);
        if (performance.now() >= stopAt) {
          agent.destroy();
          return;
        }
        const amount = moneyText(known + BigInt(randomInt(0, 3)) * increment);
        const sent = performance.now();
        let res;
        try {
          res = await postOwn(agent, `${base}${API.auctionBid}`, { auction_id: auction.id, amount }, bidder.token);
        } catch {
          failures += 1;
          await sleep(100);
          continue;
        }
        const answered = performance.now();
        if (res.json.code === 200) {
          acceptedMs.push(answered - sent);
          lastAnswer = JSON.stringify(res.json);
          lastAccepted = answered;
          const own = res.json.data.history.find((h) => h.mine && h.amount === amount);
          if (!own) ownSeqMissing += 1;
          acks.push({
            version: own?.seq ?? res.json.data.version,
            at: performance.timeOrigin + answered,
            // The server's clock when it took the bid (same machine).
            placedAt: own ? Date.parse(own.placed_at) : NaN,
          });
          learn(res.json.data);
        } else {
          refusedMs.push(answered - sent);
          const reason = `${res.status} ${res.json.msg}`;
          refusedBy.set(reason, (refusedBy.get(reason) ?? 0) + 1);
          if (res.status === 400) known = larger(known, moneyUnits(amount) + increment);
          else if (res.status === 503) await sleep(1000);
        }
      }
    };
    let lastAnswer = '';
    await Promise.all(bidders.map(bid));
    clearInterval(sampler);
    const elapsed = (performance.now() - started) / 1000;
    const loop = await serverMetrics(base);
    loopP99s.push(loop.p99);
    const overflowsBidding = listenOverflows() - overflowsBefore - overflowsConnecting;
    clientLoop.disable();

    // The last state: every connected watcher should come to hold it.
    const finalState = (await (
      await fetch(`${base}${API.auctionState}?listing_id=${listing.id}`, { headers: { token: bidders[0]!.token } })
    ).json()) as { data: AuctionView };
    const finalVersion = finalState.data.version;
    const watched = await crowd.records(finalVersion, epochNow() + 15_000);
    const connected = watched.records;
    const settled = connected.filter((w) => (w.ids.at(-1) ?? -1) >= finalVersion).length;

    // Fan-out: each accepted bid × each connected watcher, from the bidder's answer and from the bid's placing.
    const fromAnswer = new Float64Array(acks.length * connected.length);
    const fromPlacing = new Float64Array(acks.length * connected.length);
    let pairs = 0;
    let placedPairs = 0;
    let missing = 0;
    for (const { version, at, placedAt } of acks) {
      for (const w of connected) {
        const held = heldAt(w, version);
        if (held === undefined) {
          missing += 1;
          continue;
        }
        fromAnswer[pairs++] = Math.max(0, held - at);
        if (!Number.isNaN(placedAt)) fromPlacing[placedPairs++] = Math.max(0, held - placedAt);
      }
    }
    const fanout = fromAnswer.subarray(0, pairs).sort();
    const fanoutPlaced = fromPlacing.subarray(0, placedPairs).sort();
    const events = connected.reduce((sum, w) => sum + w.ids.length, 0);
    const spreadOf = (sorted: Float64Array) =>
      `p50 ${ms(pct(sorted, 50))}  p99 ${ms(pct(sorted, 99))}  max ${ms(pct(sorted, 100))}`;
    const bytes = connected.reduce((sum, w) => sum + w.bytes, 0);

    console.log(
      `\n## auction bench (${database ? 'PostgreSQL' : 'PGlite'}, server from ${FROM_SOURCES ? 'sources (tsx)' : 'the build'}, ` +
        `${os.cpus().length} cores, ${new Date().toISOString().slice(0, 10)})`,
    );
    console.log(`${BIDDERS} bidders for ${elapsed.toFixed(1)} s, ${connected.length} watchers`);
    console.log(
      `bids sent ${acceptedMs.length + refusedMs.length + failures}: accepted ${acceptedMs.length}, refused ${refusedMs.length}, failed ${failures}`,
    );
    for (const [reason, count] of [...refusedBy].sort((a, b) => b[1] - a[1]))
      console.log(`  refused ${count}: ${reason}`);
    console.log(`accepted bids/s: ${(acceptedMs.length / elapsed).toFixed(1)}`);
    console.log(`ack latency, accepted ms: ${spread(acceptedMs)}   goal p99 ≤ 150`);
    console.log(`ack latency, refused ms:  ${spread(refusedMs)}   goal p99 ≤ 150`);
    console.log(`bids handled by the server (its own clock): ${handledWithin(before, loop)}`);
    const sortedWaiting = [...poolWaiting].sort((a, b) => a - b);
    console.log(
      `queries waiting for a pooled connection, sampled twice a second: median ${pct(sortedWaiting, 50)}, max ${pct(sortedWaiting, 100)}`,
    );
    console.log(
      `fan-out delay ms, bidder's answer → watcher holds that version: ${spreadOf(fanout)}  ` +
        `(${pairs} bid×watcher pairs, ${missing} never held)   goal p99 ≤ 100`,
    );
    console.log(`fan-out delay ms, bid placed (server clock) → watcher holds it: ${spreadOf(fanoutPlaced)}`);
    console.log(
      `while bidding: server CPU ${Math.round((100 * (loop.cpu - before.cpu)) / elapsed)} % of a core; ` +
        `event-loop delay ms, server p99 (worst half-second) ${ms(Math.max(...loopP99s))}, ` +
        `the bidders' process p99 ${ms(clientLoop.percentile(99) / 1e6)} max ${ms(clientLoop.max / 1e6)}, ` +
        `the watchers' p99 ${ms(watched.loopP99)} max ${ms(watched.loopMax)}`,
    );
    console.log(
      `listen queue overflows (dropped SYNs, the whole machine): ${overflowsConnecting} while the watchers connected, ${overflowsBidding} while bidding`,
    );
    console.log(
      `final version ${finalVersion}: held by ${settled} of ${connected.length} watchers; ` +
        `${(events / Math.max(1, connected.length)).toFixed(0)} events per watcher, ` +
        `${(bytes / 1024 / 1024 / elapsed).toFixed(1)} MB/s to the watchers in all` +
        (ownSeqMissing ? `; ${ownSeqMissing} answers without their own bid in the history` : ''),
    );
    bidderStream?.request?.destroy();
    await stopServer(server);
    if (BARE_SECONDS > 0) {
      const bare = await bareRoute(lastAnswer || '{}', BIDDERS, BARE_SECONDS);
      console.log(
        `bare route, ${BIDDERS} clients asking at once again for ${BARE_SECONDS} s (${lastAnswer.length} bytes, bareServer.ts): ` +
          `${spread(bare)}, ${(bare.length / BARE_SECONDS).toFixed(0)} answers/s`,
      );
    }
  } finally {
    killIfRunning(server);
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
