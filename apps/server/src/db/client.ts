import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { DatabaseLimits } from '../config.js';
import { lockDataDir, type DataDirLock } from './dataDirLock.js';
import { clusterTemplate, startFromTemplate } from './pgliteCluster.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** The database as every module sees it, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction opened by `db.transaction(...)`, whichever driver is underneath. */
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/**
 * What a repository function runs its SQL on: the database or a transaction. A service that must
 * make several writes one change opens the transaction and hands it to each repository call.
 */
export type Queryable = Db | Transaction;

export interface Database {
  db: Db;
  driver: 'pglite' | 'pg';
  migrate(): Promise<void>;
  /**
   * Runs `fn` while no other process runs its own start-up work on this database: with several
   * server instances starting at once, one migrates and seeds, the others then find it done
   * (docs/deployment.md "Upgrades"). A PostgreSQL session advisory lock on a connection of its own;
   * PGlite has one process by construction.
   */
  exclusively<T>(fn: () => Promise<T>): Promise<T>;
  /**
   * The embedded database's files as one archive (PGlite's `dumpDataDir`), which `openDatabase`'s
   * `startFrom` opens a copy of; undefined on PostgreSQL. Tests copy one migrated database rather
   * than create each one (docs/testing.md "A test database is a copy").
   */
  files?(): Promise<Blob>;
  close(): Promise<void>;
}

// src/db/client.ts and dist/db/client.js both sit two levels below apps/server.
const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * Opens PostgreSQL when a URL is given, else the embedded PGlite: files under `dataDir/pglite`,
 * or in memory when `dataDir` is ':memory:' (tests). The embedded database is claimed for this
 * process until close() (db/dataDirLock.ts); `role` names this process to one refused beside it.
 * Throws DataDirInUseError when another live process holds it.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  role?: string;
  /** In memory only: start as a copy of these files (`Database.files`) instead of an empty cluster. */
  startFrom?: Blob;
  /**
   * PostgreSQL's pool size and deadlines (the server's `config.database`). Without them: the pool of
   * 10 and no statement deadline, for commands (backup, restore) whose long reads are the point.
   */
  limits?: DatabaseLimits;
  /**
   * PGlite only: a command's short-lived process (backup, restore, migrate), which reads and writes
   * tables once through and gains nothing from a large buffer pool: PostgreSQL's shared buffers at
   * COMMAND_SHARED_BUFFERS instead of 128 MB, about 120 MB less resident memory
   * (docs/backup.md "Memory"). The server keeps the default.
   */
  command?: boolean;
  /** PGlite only: the empty cluster a new data directory starts as (db/pgliteCluster.ts); tests name their own. */
  template?: string;
}): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.limits);
  if (options.startFrom && options.dataDir !== ':memory:')
    throw new Error('startFrom opens an in-memory database only');
  const startParams = options.command
    ? [...PGlite.defaultStartParams, '-c', `shared_buffers=${COMMAND_SHARED_BUFFERS}`]
    : undefined;
  return openPglite(options.dataDir, options.role ?? 'server', {
    startFrom: options.startFrom,
    startParams,
    template: options.template,
  });
}

/** PostgreSQL's buffer pool in a command's embedded database (`openDatabase({ command: true })`). */
export const COMMAND_SHARED_BUFFERS = '16MB';

async function openPglite(
  dataDir: string,
  role: string,
  { startFrom, startParams, template }: { startFrom?: Blob; startParams?: string[]; template?: string },
): Promise<Database> {
  let dir: string | undefined;
  let lock: DataDirLock | undefined;
  if (dataDir !== ':memory:') {
    dir = path.join(dataDir, 'pglite');
    await mkdir(dir, { recursive: true });
    lock = lockDataDir(dataDir, role);
  }
  let client: PGlite;
  try {
    // A new data directory starts as a copy of the build's empty cluster rather than run initdb.
    if (dir) await startFromTemplate(dir, template ?? clusterTemplate());
    client = await PGlite.create({ dataDir: dir, extensions: { pg_trgm }, loadDataDir: startFrom, startParams });
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = drizzlePglite(client, { schema });
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    exclusively: (fn) => fn(),
    files: () => client.dumpDataDir('none'),
    close: async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

/** How long a command without limits (backup, restore, the start-up lock) waits for a connection. */
const UNLIMITED_CONNECT_TIMEOUT_MS = 10_000;

/**
 * The pool's settings (docs/deployment.md "Database deadlines"): a connection is opened, or a free
 * one waited for, within `connectTimeoutMs`; PostgreSQL cancels a statement past
 * `statementTimeoutMs`, and the client gives up 2 s later if no answer comes at all (a server or a
 * route that hangs, where the server's own cancel never arrives); a transaction left idle past
 * `idleTimeoutMs` loses its session and its locks. Before, nothing bounded any of these: with
 * PostgreSQL black-holed, requests hung for 40 s and more.
 */
export function poolOptions(databaseUrl: string, limits: DatabaseLimits | undefined): pg.PoolConfig {
  if (!limits) return { connectionString: databaseUrl, max: 10, connectionTimeoutMillis: UNLIMITED_CONNECT_TIMEOUT_MS };
  return {
    connectionString: databaseUrl,
    max: limits.poolSize,
    connectionTimeoutMillis: limits.connectTimeoutMs,
    statement_timeout: limits.statementTimeoutMs,
    query_timeout: limits.statementTimeoutMs + 2_000,
    idle_in_transaction_session_timeout: limits.idleTimeoutMs,
  };
}

/** How long closing waits for the pool's connections to end before it lets the process go on. */
const POOL_CLOSE_MS = 5_000;

/**
 * Ends the pool, waiting at most `ms`. A connection cut while checked out (PostgreSQL refused or
 * restarted mid-request) can stay counted by the pool without ever being returned, and `end()`
 * would wait for it for ever: a SIGTERM must still stop the server (docs/deployment.md).
 */
async function closeWithin(pool: pg.Pool, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), ms)));
  try {
    if ((await Promise.race([pool.end(), late])) === 'late')
      console.warn(
        `database pool: ${pool.totalCount - pool.idleCount} connection(s) did not end within ${ms} ms; closing without them`,
      );
  } finally {
    clearTimeout(timer);
  }
}

async function openPostgres(databaseUrl: string, limits?: DatabaseLimits): Promise<Database> {
  const pool = new pg.Pool(poolOptions(databaseUrl, limits));
  // An idle pooled connection that the server ends (a restart, a dropped test database) emits
  // 'error'; unheard, that would crash the process. The pool replaces it on the next checkout.
  pool.on('error', (error) => console.warn(`database connection lost: ${error.message}`));
  // The pool hears only its idle connections: one cut while checked out (PostgreSQL refused or
  // restarted mid-request) would emit an 'error' nobody hears, and that ends the process. Its
  // query fails on its own and is answered 503 (infra/dependencyFailures.ts).
  pool.on('connect', (connection) => connection.on('error', () => {}));
  // Fail at start, not at the first request, when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePg(pool, { schema });
  // Migrations and the start-up lock run on a connection of their own, without the statement
  // deadline: building an index on a large table may take longer than any request may.
  const ownConnection = async () => {
    const client = new pg.Client({
      connectionString: databaseUrl,
      connectionTimeoutMillis: UNLIMITED_CONNECT_TIMEOUT_MS,
    });
    await client.connect();
    return client;
  };
  return {
    db,
    driver: 'pg',
    async migrate() {
      const client = await ownConnection();
      try {
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.end();
      }
    },
    async exclusively(fn) {
      const client = await ownConnection();
      try {
        // Waits for the holder; released on unlock, or by PostgreSQL if this process dies.
        await client.query(`SELECT pg_advisory_lock(hashtextextended('jhy:startup', 0))`);
        return await fn();
      } finally {
        await client.end();
      }
    },
    close: () => closeWithin(pool, POOL_CLOSE_MS),
  };
}
