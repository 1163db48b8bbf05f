import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig, type AppConfig } from '../config.js';
import { openDatabase, type Database, type Db } from '../db/client.js';
import { scratchDatabaseOn, type ScratchDatabase } from '../db/scratchDatabase.js';
import { migratedAndSeeded, REFERENCE_DATABASE_VARIABLE } from './referenceData.js';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: AppConfig;
  /** The PostgreSQL database of this app when TEST_DATABASE_URL is set: a second instance may open it. */
  databaseUrl?: string;
  close(): Promise<void>;
}

/**
 * A server on a fresh, migrated database of its own: in-memory PGlite, or — when
 * TEST_DATABASE_URL is set — a new database created on that PostgreSQL server and dropped after.
 */
export async function createTestApp(
  options: { demo?: boolean; env?: Record<string, string>; clock?: () => Date } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'jhy-test-'));
  // The event-loop limit is off unless a test sets it: a shared test machine stalls for reasons of its own.
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    MAX_EVENT_LOOP_DELAY_MS: '0',
    ...options.env,
  });
  const demo = options.demo ?? false;
  const scratch = await scratchDatabaseOn(
    process.env.TEST_DATABASE_URL,
    'jhy_test',
    demo ? undefined : process.env[REFERENCE_DATABASE_VARIABLE],
  );
  const database = await openTestDatabase(scratch, demo, config.database);
  // Tests send SMS notices and close windows themselves (with their own clock), never by timer.
  const app = await buildApp({
    config,
    db: database.db,
    logger: false,
    sendSmsNotices: false,
    closeWindows: false,
    clock: options.clock,
  });
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    databaseUrl: scratch?.url,
    async close() {
      await app.close();
      await database.close();
      await scratch?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The files of a migrated database with the reference data: immutable, shared by a worker's files. */
let referenceTemplate: Promise<Blob> | undefined;

/**
 * A migrated, seeded database. Without demo data, a copy of one such database: on PGlite made once
 * per worker — creating a PGlite cluster (initdb) took about 3 s of the 3.4 s a test app took, a copy
 * opens in about 1 s; on PostgreSQL `scratch` was created as a copy of the run's reference database
 * (`test/postgresReference.ts`) — about 0.2 s against 2 s to migrate and seed (docs/testing.md "A test
 * database is a copy"). Demo data is dated from the moment it is seeded, so a database with it is
 * seeded afresh.
 */
async function openTestDatabase(
  scratch: ScratchDatabase | undefined,
  demo: boolean,
  limits: AppConfig['database'],
): Promise<Database> {
  if (scratch && !demo && process.env[REFERENCE_DATABASE_VARIABLE])
    return openDatabase({ databaseUrl: scratch.url, dataDir: ':memory:', limits });
  if (scratch || demo) return migratedAndSeeded({ databaseUrl: scratch?.url, dataDir: ':memory:', limits }, demo);
  return openDatabase({ dataDir: ':memory:', startFrom: await referenceDatabaseFiles() });
}

/** The embedded files of a migrated database with the reference data, made once per worker. */
export function referenceDatabaseFiles(): Promise<Blob> {
  referenceTemplate ??= migratedAndSeeded({ dataDir: ':memory:' }, false).then(async (template) => {
    try {
      return await template.files!();
    } finally {
      await template.close();
    }
  });
  return referenceTemplate;
}

/** A new database on the PostgreSQL server `serverUrl` names (TEST_DATABASE_URL by default), or undefined without one. */
export function createScratchDatabase(serverUrl = process.env.TEST_DATABASE_URL): Promise<ScratchDatabase | undefined> {
  return scratchDatabaseOn(serverUrl, 'jhy_test');
}

/**
 * Another server process on the test's database, as after a restart: its own timers as
 * production runs them, unless `closeWindows` is false. The caller closes it.
 */
export async function restartedServer(
  t: TestApp,
  clock: () => Date,
  options: { closeWindows?: boolean } = {},
): Promise<FastifyInstance> {
  const app = await buildApp({
    config: t.config,
    db: t.db,
    logger: false,
    sendSmsNotices: false,
    closeWindows: options.closeWindows ?? true,
    clock,
  });
  await app.ready();
  return app;
}
