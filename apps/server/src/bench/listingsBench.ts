/**
 * `npm run bench` (docs/performance.md "How to measure"): the budgets of issue #15 side by side, on
 * the production build. Not part of `npm test`.
 *
 *   npm run bench                                                # everything, embedded PGlite
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench   # on PostgreSQL
 *   BENCH_ONLY=api | lighthouse, BENCH_RUNS=3, BENCH_LISTINGS=100000, BENCH_DURATION=15,
 *   BENCH_MISSES=0 (skip the cache-miss scenarios), CHROME_PATH=/usr/bin/chromium,
 *   BENCH_ONLY=explain, BENCH_EXPLAIN_SIZES=10000,1000000 (PostgreSQL only: EXPLAIN ANALYZE of the
 *   list's queries at each size, explainListings.ts)
 *
 * API: seeds the listings into a fresh database, starts dist/main.js (NODE_ENV=production) and, in
 * a process of its own, a bare Fastify route answering the same bytes as the cached list (page 1);
 * runs them in turn BENCH_RUNS times with autocannon at BENCH_CONNECTIONS, and prints each run, the
 * medians and the ratio. Then the other list scenarios (cache misses). Lighthouse: a second server
 * on a fresh demo database; Lighthouse's default mobile run (simulated slow 4G, 4× CPU) of the home
 * page, the trading center, a real TradingDetailTwo and the pilot map page, BENCH_RUNS times each,
 * medians printed, with the JavaScript each page loads.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { closeSync, openSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { openDatabase } from '../db/client.js';
import { scratchDatabaseOn } from '../db/scratchDatabase.js';
import { explainListingQueries } from './explainListings.js';
import { lighthouseTable, type BenchPage } from './lighthouseRuns.js';
import { median } from './median.js';
import { seedBenchListings } from './seedBenchListings.js';

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 100_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 15);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const ONLY = process.env.BENCH_ONLY;
const mainJs = fileURLToPath(new URL('../main.js', import.meta.url));
const bareJs = fileURLToPath(new URL('./bareServer.js', import.meta.url));

const LIST = '/index/Listingproject/index';
const random = (n: number) => 1 + Math.floor(Math.random() * n);

/** A scenario is one path, or a function making a new path for every request (cache misses). */
const scenarios: Array<[string, string | (() => string)]> = [
  ['all, page 1', LIST],
  ['enroll_status=1', `${LIST}?enroll_status=1`],
  ['enroll_status=3', `${LIST}?enroll_status=3`],
  ['project_type=126 (class)', `${LIST}?project_type=126`],
  ['project_type=97 + enroll_status=1', `${LIST}?project_type=97&enroll_status=1`],
  ['project_name=林业碳汇 (1/8 match)', `${LIST}?project_name=${encodeURIComponent('林业碳汇')}`],
  [
    'project_name=果洛州林业碳汇 + status 1',
    `${LIST}?project_name=${encodeURIComponent('果洛州林业碳汇')}&enroll_status=1`,
  ],
  // Every page the pager reaches (PUBLIC_LIST_ROW_LIMIT rows, 10 a page): beyond it a page is not read.
  ['random page 1–100 (mostly uncached pages)', () => `${LIST}?page=${random(100)}`],
  [
    'a new name search every request (uncached)',
    () => `${LIST}?project_name=${encodeURIComponent(`第${random(100_000)}号`)}`,
  ],
  [
    'detail of a random listing (1 in 20 not public: 404)',
    () => `/index/Listingproject/check?id=${random(Math.floor(LISTINGS * 0.95))}`,
  ],
];

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 300; i += 1) {
    if (child.exitCode !== null) {
      throw new Error(`server exited with ${child.exitCode}:\n${await lastOutputOf(child)}`);
    }
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

/** Where each server's output goes: a file, read only when it exits before it is ready. */
const outputFiles = new WeakMap<ChildProcess, string>();

/**
 * A server writes its output (an access-log line per request) to a file of its own, not to a pipe
 * into this process: this process is the load generator, and reading megabytes of log a second on
 * its event loop would delay the answers it times.
 */
function startServer(script: string, env: Record<string, string>): ChildProcess {
  const file = path.join(os.tmpdir(), `jhy-bench-${process.pid}-${randomUUID()}.log`);
  const output = openSync(file, 'w');
  try {
    const child = spawn(process.execPath, [script], {
      env: { PATH: process.env.PATH, NODE_ENV: 'production', HOST: '127.0.0.1', ...env },
      stdio: ['ignore', output, output],
    });
    outputFiles.set(child, file);
    return child;
  } finally {
    closeSync(output); // the child has its own copy
  }
}

/** The last 2 000 characters the server printed. */
async function lastOutputOf(child: ChildProcess): Promise<string> {
  const file = outputFiles.get(child);
  return file ? (await readFile(file, 'utf8').catch(() => '')).slice(-2000) : '';
}

async function stopServer(child: ChildProcess | undefined): Promise<void> {
  if (!child) return;
  if (child.exitCode === null) {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
  const file = outputFiles.get(child);
  if (file) await rm(file, { force: true });
}

async function load(url: string, path: () => string, duration: number) {
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration,
    requests: [{ method: 'GET' as const, setupRequest: (request: object) => ({ ...request, path: path() }) }],
  });
}

/** The cached list call against the bare route, in turn, BENCH_RUNS times; then the other scenarios. */
async function benchApi(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'jhy-bench-'));
  const scratch = await scratchDatabaseOn(process.env.BENCH_DATABASE_URL, 'jhy_bench');
  const databaseUrl = scratch?.url;
  let child: ChildProcess | undefined;
  let bare: ChildProcess | undefined;
  try {
    const seedStarted = performance.now();
    const database = await openDatabase({ databaseUrl, dataDir });
    await database.migrate();
    await seedBenchListings(database.db, LISTINGS);
    await database.close();
    console.log(`seeded ${LISTINGS} listings in ${Math.round(performance.now() - seedStarted)} ms`);

    const port = await freePort();
    child = startServer(mainJs, {
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO_SEED: '0',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
    const base = `http://127.0.0.1:${port}`;
    await waitForHealth(base, child);

    // The bare route answers exactly the bytes the cached list answers.
    const bodyFile = path.join(dataDir, 'list-page-1.json');
    await writeFile(bodyFile, Buffer.from(await (await fetch(base + LIST)).arrayBuffer()));
    const barePort = await freePort();
    bare = startServer(bareJs, { PORT: String(barePort), BENCH_BODY_FILE: bodyFile });
    const bareBase = `http://127.0.0.1:${barePort}`;
    await waitForBare(bareBase, bare);
    const bodyBytes = (await readFile(bodyFile)).length;

    const engine = scratch ? 'PostgreSQL' : 'PGlite';
    console.log(`\n## cached list (page 1, ${bodyBytes} bytes) against a bare Fastify route serving the same body`);
    console.log(
      `${engine}, ${LISTINGS} listings, ${CONNECTIONS} connections, ${DURATION_S} s each, ${RUNS} runs in turn`,
    );
    console.log('run | list req/s | list p99 ms | bare req/s | bare p99 ms | list/bare');
    const list = { rps: [] as number[], p99: [] as number[] };
    const yardstick = { rps: [] as number[], p99: [] as number[] };
    const ratios: number[] = [];
    await load(base, () => LIST, 3); // warm-up
    await load(bareBase, () => '/bare', 3);
    for (let run = 1; run <= RUNS; run += 1) {
      const a = await load(base, () => LIST, DURATION_S);
      const b = await load(bareBase, () => '/bare', DURATION_S);
      list.rps.push(a.requests.average);
      list.p99.push(a.latency.p99);
      yardstick.rps.push(b.requests.average);
      yardstick.p99.push(b.latency.p99);
      ratios.push(a.requests.average / b.requests.average);
      console.log(
        [
          run,
          Math.round(a.requests.average),
          a.latency.p99,
          Math.round(b.requests.average),
          b.latency.p99,
          `${Math.round((100 * a.requests.average) / b.requests.average)} %`,
        ].join(' | '),
      );
    }
    console.log(
      [
        'median',
        Math.round(median(list.rps)),
        median(list.p99),
        Math.round(median(yardstick.rps)),
        median(yardstick.p99),
        `${Math.round(100 * median(ratios))} %`,
      ].join(' | '),
    );
    console.log('budget: list ≥ 40 % of the bare route, list p99 ≤ 25 ms');
    if (process.env.BENCH_MISSES === '0') return;

    console.log(`\n## list scenarios (${engine}, ${CONNECTIONS} connections, ${DURATION_S} s each)`);
    console.log('scenario | total | req/s | p50 ms | p90 ms | p99 ms | max ms | non-2xx');
    for (const [name, path] of scenarios) {
      const pathOf = typeof path === 'string' ? () => path : path;
      const probe = (await (await fetch(base + pathOf())).json()) as { data: { total?: number } | null };
      await load(base, pathOf, 3); // warm-up
      const r = await load(base, pathOf, DURATION_S);
      console.log(
        [
          name,
          probe.data?.total ?? '-',
          Math.round(r.requests.average),
          r.latency.p50,
          r.latency.p90,
          r.latency.p99,
          r.latency.max,
          r.non2xx,
        ].join(' | '),
      );
    }
    console.log(
      'budget (PostgreSQL, 100k listings, 50 connections): cache-miss page, new name search and detail p99 ≤ 50 ms; ' +
        'at 1M listings ≤ 2× the 10k figure (BENCH_LISTINGS)',
    );
  } finally {
    await stopServer(child);
    await stopServer(bare);
    await scratch?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function waitForBare(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    if (child.exitCode !== null) throw new Error(`bare server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/bare`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('bare server did not start');
}

/** The four public pages of the budget, BENCH_RUNS Lighthouse runs each, on a fresh demo database. */
async function benchLighthouse(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'jhy-bench-lh-'));
  const port = await freePort();
  const child = startServer(mainJs, { PORT: String(port), DATA_DIR: dataDir, DEMO_SEED: '1' });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitForHealth(base, child);
    const listings = (await (await fetch(`${base}${LIST}?limit=50`)).json()) as {
      data: { data: Array<{ id: number; form_type: number }> };
    };
    const project = listings.data.data.find((listing) => listing.form_type === 1);
    const pages: BenchPage[] = [
      { name: 'home', url: `${base}/#/main/indexHome` },
      { name: 'trading center', url: `${base}/#/main/TradingCenter` },
      { name: `TradingDetailTwo id=${project?.id}`, url: `${base}/#/main/TradingDetailTwo?id=${project?.id}` },
      { name: 'pilot map', url: `${base}/#/main/PilotDemonstration` },
    ];
    await lighthouseTable(pages, RUNS, dataDir);
    console.log(
      'budget: score ≥ 0.95, LCP ≤ 2500 ms, CLS ≤ 0.05; home first-load JS ≤ 200 KB gzip (journey console.spec.ts)',
    );
  } finally {
    await stopServer(child);
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  if (ONLY !== 'lighthouse' && ONLY !== 'explain') await benchApi();
  if (ONLY !== 'api' && ONLY !== 'lighthouse') await benchExplain();
  if (ONLY !== 'api' && ONLY !== 'explain') await benchLighthouse();
}

/** The list's queries explained at 10k and 1M listings: PostgreSQL only (PGlite's plans are not the point). */
async function benchExplain(): Promise<void> {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) {
    console.log('\n## EXPLAIN ANALYZE: skipped (needs BENCH_DATABASE_URL, a PostgreSQL server)');
    return;
  }
  const sizes = (process.env.BENCH_EXPLAIN_SIZES ?? '10000,1000000').split(',').map(Number);
  await explainListingQueries(serverUrl, sizes);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
