import { createHash } from 'node:crypto';
import { cp, mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Queryable } from './client.js';
import { rowsOf } from './rows.js';

/**
 * Backups of the database and the uploads together (docs/security.md "Backups"). A backup is a
 * directory:
 * - `database.json`: every table's rows as PostgreSQL's own JSON of them, read in one
 *   REPEATABLE READ transaction (one consistent instant), and the migrations applied;
 * - `uploads/`: the files under DATA_DIR/uploads, copied after that instant. A file is written
 *   before the row that names it and never deleted once named, so every file the rows name is there;
 * - `manifest.json`: when, which driver, row counts per table, each file's size and SHA-256.
 * Secrets (link-signing keys) are not copied: a restored server makes new ones, and links it
 * signed before simply expire.
 */

export interface BackupManifest {
  format: 1;
  createdAt: string;
  driver: 'pglite' | 'pg';
  migrations: number;
  tables: Record<string, number>;
  files: Record<string, { size: number; sha256: string }>;
}

const SKIPPED_TABLES = new Set(['__drizzle_migrations']);

const quoted = (name: string) => sql.raw(`"${name.replace(/"/g, '""')}"`);

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

async function tableNames(db: Queryable): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  return rows.map((row) => row.name).filter((name) => !SKIPPED_TABLES.has(name));
}

async function migrationCount(db: Queryable): Promise<number> {
  const rows = await rowsOf<{ count: number }>(
    db,
    sql`SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations`,
  );
  return rows[0]?.count ?? 0;
}

async function filesUnder(root: string, relative = ''): Promise<string[]> {
  const entries = await readdir(path.join(root, relative), { withFileTypes: true }).catch(() => []);
  const found: string[] = [];
  for (const entry of entries) {
    const name = path.posix.join(relative, entry.name);
    if (entry.isDirectory()) found.push(...(await filesUnder(root, name)));
    else if (entry.isFile()) found.push(name);
  }
  return found.sort();
}

export async function fileDigests(root: string): Promise<BackupManifest['files']> {
  const digests: BackupManifest['files'] = {};
  for (const name of await filesUnder(root)) {
    const bytes = await readFile(path.join(root, name));
    digests[name] = { size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
  }
  return digests;
}

/** The tables ordered so that a table comes after every table its foreign keys point to. */
async function parentsFirst(db: Queryable, names: string[]): Promise<string[]> {
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

/** Writes a backup of `db` and `dataDir/uploads` into `target` (a new or empty directory). */
export async function backUp(
  db: Db,
  driver: 'pglite' | 'pg',
  dataDir: string,
  target: string,
): Promise<BackupManifest> {
  await mkdir(target, { recursive: true });
  if ((await readdir(target)).length > 0) throw new Error(`${target} is not empty`);
  const tables: Record<string, unknown[]> = {};
  let migrations = 0;
  await db.transaction(
    async (tx) => {
      migrations = await migrationCount(tx);
      for (const name of await tableNames(tx)) {
        const rows = await rowsOf<{ row: unknown }>(tx, sql`SELECT row_to_json(t) AS row FROM ${quoted(name)} t`);
        tables[name] = rows.map((r) => r.row);
      }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  await writeFile(path.join(target, 'database.json'), JSON.stringify({ migrations, tables }));
  const uploads = path.join(dataDir, 'uploads');
  if (await stat(uploads).catch(() => undefined)) await cp(uploads, path.join(target, 'uploads'), { recursive: true });
  const manifest: BackupManifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    driver,
    migrations,
    tables: Object.fromEntries(Object.entries(tables).map(([name, rows]) => [name, rows.length])),
    files: await fileDigests(path.join(target, 'uploads')),
  };
  await writeFile(path.join(target, 'manifest.json'), JSON.stringify(manifest, null, 2));
  return manifest;
}

/** Tables that hold what people entered: a restore refuses to overwrite a database that has any. */
const PEOPLE_TABLES = ['users', 'staff', 'enterprises', 'listings'];

/**
 * Restores a backup into `db` (migrated to this version's schema, holding no users, staff,
 * enterprises or listings) and `dataDir/uploads`, after checking every file against the manifest.
 * Rows go in through `json_populate_recordset`, so PostgreSQL converts each value back to its
 * column's type; sequences are set past the highest id.
 */
export async function restore(db: Db, dataDir: string, source: string): Promise<BackupManifest> {
  const manifest = JSON.parse(await readFile(path.join(source, 'manifest.json'), 'utf8')) as BackupManifest;
  const files = await fileDigests(path.join(source, 'uploads'));
  for (const [name, expected] of Object.entries(manifest.files)) {
    const found = files[name];
    if (!found || found.sha256 !== expected.sha256)
      throw new Error(`backup file uploads/${name} is missing or altered`);
  }
  const dump = JSON.parse(await readFile(path.join(source, 'database.json'), 'utf8')) as {
    migrations: number;
    tables: Record<string, unknown[]>;
  };
  const present = await migrationCount(db);
  if (dump.migrations !== present) {
    throw new Error(
      `the backup was taken at migration ${dump.migrations}, this version is at ${present}: restore it with the version that made it`,
    );
  }
  const names = await tableNames(db);
  for (const name of PEOPLE_TABLES) {
    const [row] = await rowsOf<{ count: number }>(db, sql`SELECT count(*)::int AS count FROM ${quoted(name)}`);
    if ((row?.count ?? 0) > 0) throw new Error(`the target database already holds ${name}: restore into an empty one`);
  }
  await db.transaction(async (tx) => {
    // Reference rows seeded at start are replaced by the backup's own.
    await tx.execute(sql.raw(`TRUNCATE ${names.map((name) => `"${name}"`).join(', ')} RESTART IDENTITY CASCADE`));
    // Parents before children, so each foreign key finds its row.
    for (const name of await parentsFirst(tx, names)) {
      const rows = dump.tables[name] ?? [];
      const columns = await writableColumns(tx, name);
      // In chunks of 500 rows; no table has a foreign key to itself, so their order does not matter.
      for (let start = 0; start < rows.length; start += 500) {
        const chunk = JSON.stringify(rows.slice(start, start + 500));
        await tx.execute(
          sql`INSERT INTO ${quoted(name)} (${columns})
              SELECT ${columns} FROM json_populate_recordset(null::${quoted(name)}, ${chunk}::json)`,
        );
      }
    }
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
  });
  await mkdir(path.join(dataDir, 'uploads'), { recursive: true });
  if (Object.keys(manifest.files).length > 0)
    await cp(path.join(source, 'uploads'), path.join(dataDir, 'uploads'), { recursive: true });
  return manifest;
}
