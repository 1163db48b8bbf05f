import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from './client.js';
import { rowsOf } from './rows.js';

/** The SQL of what a backup reads and a restore writes, table by table (db/backup.ts). */

export const quoted = (name: string) => sql.raw(`"${name.replace(/"/g, '""')}"`);

/** Every table of the schema, by name (the migration log lives in its own schema, `drizzle`). */
export async function tableNames(db: Queryable): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  return rows.map((row) => row.name);
}

export async function migrationCount(db: Queryable): Promise<number> {
  const rows = await rowsOf<{ count: number }>(
    db,
    sql`SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations`,
  );
  return rows[0]?.count ?? 0;
}

/**
 * A table's columns that a row may be given, in order: not those PostgreSQL computes itself
 * (`GENERATED ALWAYS … STORED`, such as a listing's folded name), which refuse any value.
 */
async function writableColumns(db: Queryable, table: string): Promise<SQL> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`SELECT column_name AS name FROM information_schema.columns
        WHERE table_schema = 'public' AND table_name = ${table} AND is_generated = 'NEVER'
        ORDER BY ordinal_position`,
  );
  return sql.join(
    rows.map((row) => quoted(row.name)),
    sql`, `,
  );
}

/** The tables ordered so that a table comes after every table its foreign keys point to. */
export async function parentsFirst(db: Queryable, names: string[]): Promise<string[]> {
  const edges = await rowsOf<{ child: string; parent: string }>(
    db,
    sql`SELECT conrelid::regclass::text AS child, confrelid::regclass::text AS parent
        FROM pg_constraint WHERE contype = 'f' AND connamespace = 'public'::regnamespace`,
  );
  const ordered: string[] = [];
  const pending = new Set(names);
  while (pending.size > 0) {
    const ready = [...pending].filter((name) =>
      edges.every((edge) => edge.child !== name || edge.parent === name || !pending.has(edge.parent)),
    );
    if (ready.length === 0) throw new Error('foreign keys form a cycle between tables');
    for (const name of ready.sort()) {
      ordered.push(name);
      pending.delete(name);
    }
  }
  return ordered;
}

/**
 * Inserts batches of rows (each PostgreSQL's JSON of a row, as text) into `table` through
 * `json_populate_recordset`, so PostgreSQL converts each value back to its column's type; the text
 * goes in as it was read, never parsed here. No table has a foreign key to itself, so the order of
 * rows does not matter. Answers how many rows went in.
 */
export async function loadTable(tx: Queryable, table: string, batches: AsyncIterable<string[]>): Promise<number> {
  const columns = await writableColumns(tx, table);
  let loaded = 0;
  for await (const batch of batches) {
    await tx.execute(
      sql`INSERT INTO ${quoted(table)} (${columns})
          SELECT ${columns} FROM json_populate_recordset(null::${quoted(table)}, ${`[${batch.join(',')}]`}::json)`,
    );
    loaded += batch.length;
  }
  return loaded;
}

/** Every serial column's sequence set past the highest id its table holds. */
export async function resetSequences(tx: Queryable): Promise<void> {
  const sequences = await rowsOf<{ table: string; column: string; sequence: string }>(
    tx,
    sql`SELECT c.table_name AS "table", c.column_name AS "column",
               pg_get_serial_sequence(quote_ident(c.table_name), c.column_name) AS "sequence"
        FROM information_schema.columns c
        WHERE c.table_schema = 'public' AND pg_get_serial_sequence(quote_ident(c.table_name), c.column_name) IS NOT NULL`,
  );
  for (const { table, column, sequence } of sequences) {
    await tx.execute(
      sql`SELECT setval(${sequence}, coalesce((SELECT max(${quoted(column)}) FROM ${quoted(table)}), 0) + 1, false)`,
    );
  }
}
