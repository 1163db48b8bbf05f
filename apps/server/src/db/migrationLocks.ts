import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrationCount } from './backupTables.js';
import type { Db } from './client.js';
import { rowsOf } from './rows.js';

/** A statement of a migration not yet applied that holds a table's lock while it runs. */
export interface MigrationLock {
  migration: string;
  table: string;
  /** The table's rows as PostgreSQL estimates them (pg_class.reltuples; 0 before its first ANALYZE). */
  rows: number;
  statement: string;
}

// Statements that take a lock other writers (ALTER TABLE, CREATE INDEX: every request) wait behind
// for as long as they run, which grows with the table: a rewrite, an index build, a mass change.
const LOCKING_STATEMENTS = [
  /^ALTER TABLE\s+(?:IF EXISTS\s+)?(?:ONLY\s+)?"?(\w+)"?/i,
  /^CREATE\s+(?:UNIQUE\s+)?INDEX\s+(?!CONCURRENTLY)(?:IF NOT EXISTS\s+)?"?\w+"?\s+ON\s+(?:ONLY\s+)?"?(\w+)"?/i,
  /^UPDATE\s+"?(\w+)"?/i,
  /^DELETE\s+FROM\s+"?(\w+)"?/i,
];

// Adding a column that is not computed only changes the catalogue (PostgreSQL ≥ 11): instant.
const CATALOGUE_ONLY = /^ALTER TABLE\s+\S+\s+ADD COLUMN\b(?![\s\S]*\bGENERATED\b)/i;

function lockedTable(statement: string): string | undefined {
  if (CATALOGUE_ONLY.test(statement)) return undefined;
  for (const pattern of LOCKING_STATEMENTS) {
    const table = pattern.exec(statement)?.[1];
    if (table) return table;
  }
  return undefined;
}

async function appliedCount(db: Db): Promise<number> {
  // A database never migrated has no drizzle schema yet.
  return migrationCount(db).catch(() => 0);
}

/** The table's rows as PostgreSQL estimates them, or undefined when there is no such table yet. */
async function estimatedRows(db: Db, table: string): Promise<number | undefined> {
  const [row] = await rowsOf<{ rows: number }>(
    db,
    sql`SELECT greatest(reltuples, 0)::float8 AS rows FROM pg_class
        WHERE relname = ${table} AND relkind = 'r' AND relnamespace = 'public'::regnamespace`,
  );
  return row ? Math.round(row.rows) : undefined;
}

// As in client.ts: src/db and dist/db both sit two levels below apps/server.
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * The statements of the migrations in `folder` that `db` has not applied yet and that lock an
 * existing table while they run, with that table's size: what an upgrade announces before it
 * migrates (cli/migrate.ts, deploy/upgrade.md step 4). A table a pending migration creates is new
 * and empty, and no one waits for it.
 */
export async function pendingMigrationLocks(db: Db, folder = MIGRATIONS_FOLDER): Promise<MigrationLock[]> {
  const journal = JSON.parse(await readFile(path.join(folder, 'meta/_journal.json'), 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  const applied = await appliedCount(db);
  const locks: MigrationLock[] = [];
  for (const { tag } of journal.entries.filter((entry) => entry.idx >= applied)) {
    const text = await readFile(path.join(folder, `${tag}.sql`), 'utf8');
    // A statement may open with comment lines (why it is there, what it holds): the SQL follows them.
    const statements = text
      .split('--> statement-breakpoint')
      .map((part) => part.replace(/^(\s*--[^\n]*\n)+/, '').trim());
    for (const statement of statements) {
      const table = lockedTable(statement);
      if (!table) continue;
      const rows = await estimatedRows(db, table);
      if (rows !== undefined)
        locks.push({ migration: tag, table, rows, statement: statement.split('\n')[0]!.slice(0, 120) });
    }
  }
  return locks;
}
