import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rowsOf } from '../db/rows.js';

/**
 * Tables a request may change without anyone having accepted it: sessions slide on every
 * authenticated call, captchas and SMS codes are spent by refused forms, and the migrations table.
 */
const VOLATILE_TABLES = new Set([
  '__drizzle_migrations',
  'sessions',
  'staff_sessions',
  'captchas',
  'sms_codes',
  'sms_outbox',
]);

/** Per table: `rows:newest xmin`. Any insert, update or delete changes one of the two. */
export type DbSnapshot = Record<string, string>;

const query = rowsOf;

let tablesOf = new WeakMap<Db, string[]>();

async function tables(db: Db): Promise<string[]> {
  const known = tablesOf.get(db);
  if (known) return known;
  const rows = await query<{ name: string }>(
    db,
    sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const names = rows.map((row) => row.name).filter((name) => !VOLATILE_TABLES.has(name));
  tablesOf.set(db, names);
  return names;
}

/**
 * A cheap fingerprint of every table's rows: the count and the newest transaction id that wrote a
 * row (`xmin`), so an update, an insert or a delete since the last snapshot shows.
 */
export async function dbSnapshot(db: Db): Promise<DbSnapshot> {
  const names = await tables(db);
  const text = names
    .map(
      (name) =>
        `SELECT '${name}' AS name, count(*)::text || ':' || coalesce(max(xmin::text::bigint), 0)::text AS state FROM "${name}"`,
    )
    .join(' UNION ALL ');
  const rows = await query<{ name: string; state: string }>(db, sql.raw(text));
  const snapshot: DbSnapshot = {};
  for (const row of rows) snapshot[row.name] = row.state;
  return snapshot;
}

/** The tables whose fingerprint differs between two snapshots. */
export function changedTables(before: DbSnapshot, after: DbSnapshot): string[] {
  return Object.keys({ ...before, ...after })
    .filter((name) => before[name] !== after[name])
    .sort();
}

/** The next transaction id: it moves only when something wrote (a read-only query takes none). */
async function nextTransactionId(db: Db): Promise<string> {
  const rows = await query<{ xid: string }>(db, sql`SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS xid`);
  return rows[0]!.xid;
}

/**
 * Watches for rows changed by one request at a time, cheaply: when no transaction id was taken
 * between before() and after(), nothing was written and no table is read; otherwise the tables'
 * fingerprints are compared.
 */
export class RowWatch {
  private baseline: { xid: string; snapshot: DbSnapshot } | undefined;
  private pending: { xid: string; snapshot: DbSnapshot } | undefined;

  constructor(private readonly db: Db) {}

  async before(): Promise<void> {
    const xid = await nextTransactionId(this.db);
    if (this.baseline?.xid !== xid) this.baseline = { xid, snapshot: await dbSnapshot(this.db) };
    this.pending = this.baseline;
  }

  /** The tables changed since before(). */
  async after(): Promise<string[]> {
    const start = this.pending;
    if (!start) throw new Error('after() without before()');
    this.pending = undefined;
    const xid = await nextTransactionId(this.db);
    if (xid === start.xid) return [];
    const snapshot = await dbSnapshot(this.db);
    this.baseline = { xid: await nextTransactionId(this.db), snapshot };
    return changedTables(start.snapshot, snapshot);
  }
}

/** For tests that drop and recreate tables. */
export function forgetTables(): void {
  tablesOf = new WeakMap();
}
