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
import { lockDataDir, type DataDirLock } from './dataDirLock.js';
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

/**
 * The rows of `db.execute(sql\`…\`)`: node-postgres answers `{ rows }`, PGlite too; drizzle's type
 * does not say which.
 */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

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
}): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  if (options.startFrom && options.dataDir !== ':memory:')
    throw new Error('startFrom opens an in-memory database only');
  return openPglite(options.dataDir, options.role ?? 'server', options.startFrom);
}

async function openPglite(dataDir: string, role: string, startFrom?: Blob): Promise<Database> {
  let dir: string | undefined;
  let lock: DataDirLock | undefined;
  if (dataDir !== ':memory:') {
    dir = path.join(dataDir, 'pglite');
    await mkdir(dir, { recursive: true });
    lock = lockDataDir(dataDir, role);
  }
  let client: PGlite;
  try {
    client = await PGlite.create({ dataDir: dir, extensions: { pg_trgm }, loadDataDir: startFrom });
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

async function openPostgres(databaseUrl: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // An idle pooled connection that the server ends (a restart, a dropped test database) emits
  // 'error'; unheard, that would crash the process. The pool replaces it on the next checkout.
  pool.on('error', (error) => console.warn(`database connection lost: ${error.message}`));
  // Fail at start, not at the first request, when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePg(pool, { schema });
  return {
    db,
    driver: 'pg',
    migrate: () => migratePg(db, { migrationsFolder }),
    async exclusively(fn) {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        // Waits for the holder; released on unlock, or by PostgreSQL if this process dies.
        await client.query(`SELECT pg_advisory_lock(hashtextextended('jhy:startup', 0))`);
        return await fn();
      } finally {
        await client.end();
      }
    },
    close: () => pool.end(),
  };
}
