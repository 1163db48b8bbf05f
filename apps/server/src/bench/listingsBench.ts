/**
 * The public list call under load (docs/performance.md: p99 ≤ 25 ms at 50 concurrent connections on
 * 100k listings, production build). Not part of `npm test`; run after `npm run build`:
 *
 *   node apps/server/dist/bench/listingsBench.js                 # embedded PGlite
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres \
 *     node apps/server/dist/bench/listingsBench.js               # a scratch database on that server
 *
 * It seeds 100k listings into a fresh database, starts dist/main.js on loopback with
 * NODE_ENV=production, and drives it with autocannon for a bounded time per scenario.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase } from '../db/client.js';
import { seedBenchListings } from './seedBenchListings.js';

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 100_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 15);
const mainJs = fileURLToPath(new URL('../main.js', import.meta.url));

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
  ['random page 1–1000 (mostly uncached pages)', () => `${LIST}?page=${random(1000)}`],
  [
    'a new name search every request (uncached)',
    () => `${LIST}?project_name=${encodeURIComponent(`第${random(100_000)}号`)}`,
  ],
  ['detail of a random listing (check)', () => `/index/Listingproject/check?id=${random(95_000)}`],
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
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'jhy-bench-'));
  const serverUrl = process.env.BENCH_DATABASE_URL;
  const dbName = `jhy_bench_${randomBytes(4).toString('hex')}`;
  let databaseUrl: string | undefined;
  if (serverUrl) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  }
  let child: ChildProcess | undefined;
  try {
    const seedStarted = performance.now();
    const database = await openDatabase({ databaseUrl, dataDir });
    await database.migrate();
    await seedBenchListings(database.db, LISTINGS);
    await database.close();
    console.log(`seeded ${LISTINGS} listings in ${Math.round(performance.now() - seedStarted)} ms`);

    const port = await freePort();
    child = spawn(process.execPath, [mainJs], {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        DEMO_SEED: '0',
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      },
      stdio: 'ignore',
    });
    const base = `http://127.0.0.1:${port}`;
    await waitForHealth(base, child);

    console.log(`${serverUrl ? 'PostgreSQL' : 'PGlite'}, ${CONNECTIONS} connections, ${DURATION_S} s each`);
    console.log('scenario | total | req/s | p50 ms | p90 ms | p99 ms | max ms | non-2xx');
    for (const [name, path] of scenarios) {
      const pathOf = typeof path === 'string' ? () => path : path;
      const options = {
        url: base,
        connections: CONNECTIONS,
        requests: [{ method: 'GET' as const, setupRequest: (request: object) => ({ ...request, path: pathOf() }) }],
      };
      const probe = (await (await fetch(base + pathOf())).json()) as { data: { total?: number } };
      await autocannon({ ...options, duration: 3 }); // warm-up
      const r = await autocannon({ ...options, duration: DURATION_S });
      console.log(
        [
          name,
          probe.data.total ?? '-',
          Math.round(r.requests.average),
          r.latency.p50,
          r.latency.p90,
          r.latency.p99,
          r.latency.max,
          r.non2xx,
        ].join(' | '),
      );
    }
  } finally {
    if (child && child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child!.once('exit', r));
    }
    if (serverUrl) {
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.end();
    }
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
