import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe } from 'vitest';
import { openDatabase, type Database } from '../db/client.js';
import { killIfRunning, startServer, type ServerProcess } from './serverProcess.js';
import { createScratchDatabase } from './testApp.js';

/** Where a test's server processes keep their data: PostgreSQL when TEST_DATABASE_URL is set, else PGlite. */
export const DATA_ENGINE = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

/**
 * `describe` for what is the same whichever database the suite is on: it runs once, on the embedded
 * default, and skips itself in CI's pass on PostgreSQL (docs/testing.md, its first section).
 */
export const describeOnceOnEmbedded = describe.skipIf(DATA_ENGINE === 'PostgreSQL');

export interface ServerData {
  /** Resolves on a server process started on this data, with `env` on top (the server of `afterAll`). */
  start(env?: Record<string, string>): Promise<ServerProcess>;
  /** Opens this data in the test's own process (no server may run on it then), runs `use`, and closes it. */
  open<T>(use: (database: Database) => Promise<T>): Promise<T>;
}

/**
 * The data of a file's real server processes, started one after another on it as after a crash: a
 * fresh data directory (its name begins with `prefix`) and, with TEST_DATABASE_URL, a scratch
 * database. After the file's last test, the server still running is killed and the data removed.
 */
export function suiteServerData(prefix: string): ServerData {
  let dataDir = '';
  let database: Awaited<ReturnType<typeof createScratchDatabase>>;
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), prefix));
    database = await createScratchDatabase();
  });
  afterAll(async () => {
    killIfRunning(server);
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });
  return {
    async start(env = {}) {
      // The event-loop limit off: a process just started on a busy machine may show a long first sample.
      server = await startServer({
        DATA_DIR: dataDir,
        ...(database ? { DATABASE_URL: database.url } : {}),
        MAX_EVENT_LOOP_DELAY_MS: '0',
        ...env,
      });
      return server;
    },
    async open(use) {
      const opened = await openDatabase({ databaseUrl: database?.url, dataDir });
      try {
        return await use(opened);
      } finally {
        await opened.close();
      }
    },
  };
}
