import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db, Queryable } from './client.js';
import { checkedBackupKey, type UploadedFiles } from './backupFiles.js';
import { copyToFile, digestOf, readGzipLines, writeGzipLines, type WrittenFile } from './backupStreams.js';
import { loadTable, migrationCount, parentsFirst, quoted, resetSequences, tableNames } from './backupTables.js';
import { rowsOf } from './rows.js';

/**
 * Backups of the database and the uploads together (docs/backup.md). A backup is a
 * directory, written as a stream so that memory stays the same whatever the database's size:
 * - `tables/<table>.ndjson.gz`: each table's rows, one JSON object (PostgreSQL's own) per line,
 *   read through a cursor in one REPEATABLE READ transaction (one consistent instant);
 * - `uploads/<key>`: the uploaded files, from the local disk or the bucket, copied after that
 *   instant (a file is written before the row naming it and never deleted once named, so every
 *   file the rows name is there), listed with size and SHA-256 in `files.ndjson.gz`;
 * - `manifest.json`: when, which database and storage, the migration count, each table's rows
 *   and its file's SHA-256, and what the backup leaves out and why (LEFT_OUT).
 */
export interface BackupManifest {
  format: 2;
  createdAt: string;
  driver: 'pglite' | 'pg';
  storage: UploadedFiles['where'];
  migrations: number;
  tables: Record<string, { rows: number } & WrittenFile>;
  files: { count: number; bytes: number; list: WrittenFile };
  leftOut: Record<string, string>;
}

/**
 * Tables a backup does not copy: secrets, and what only lives minutes. A restored server makes new
 * signing keys (links signed before expire) and everyone logs in again (README "Backups").
 */
export const LEFT_OUT: Record<string, string> = {
  __drizzle_migrations: 'the migration log: the target is migrated by the restoring version',
  signing_keys: 'link-signing keys: the restored server makes new ones; links signed before expire',
  sessions: 'login sessions (token hashes): everyone logs in again after a restore',
  captchas: 'image captcha answers (hashes), valid for 5 minutes',
  sms_codes: 'SMS verification codes (hashes), valid for 5 minutes',
};

/** Rows per FETCH and per INSERT: a batch is all a backup or a restore holds of a table. */
const BATCH_ROWS = 500;
const FILE_LIST = 'files.ndjson.gz';
const tableFile = (name: string) => path.posix.join('tables', `${name}.ndjson.gz`);

async function* cursorRows(tx: Queryable, table: string): AsyncGenerator<string[]> {
  await tx.execute(
    sql`DECLARE backup_rows NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS row FROM ${quoted(table)} t`,
  );
  for (;;) {
    const rows = await rowsOf<{ row: string }>(tx, sql.raw(`FETCH FORWARD ${BATCH_ROWS} FROM backup_rows`));
    if (rows.length === 0) break;
    yield rows.map((r) => r.row);
  }
  await tx.execute(sql`CLOSE backup_rows`);
}

async function writeTables(db: Db, target: string) {
  const tables: BackupManifest['tables'] = {};
  let migrations = 0;
  await db.transaction(
    async (tx) => {
      migrations = await migrationCount(tx);
      for (const name of await tableNames(tx)) {
        if (name in LEFT_OUT) continue;
        let rows = 0;
        const counted = async function* () {
          for await (const batch of cursorRows(tx, name)) {
            rows += batch.length;
            yield batch;
          }
        };
        const written = await writeGzipLines(path.join(target, tableFile(name)), counted());
        tables[name] = { rows, ...written };
      }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  return { tables, migrations };
}

async function copyFiles(uploads: UploadedFiles, target: string): Promise<BackupManifest['files']> {
  let count = 0;
  let bytes = 0;
  async function* entries() {
    for await (const key of uploads.keys()) {
      const written = await copyToFile(await uploads.open(key), path.join(target, 'uploads', key));
      count += 1;
      bytes += written.bytes;
      yield [JSON.stringify({ key, ...written })];
    }
  }
  const list = await writeGzipLines(path.join(target, FILE_LIST), entries());
  return { count, bytes, list };
}

/** Writes a backup of `db` and the uploads into `target` (a new or empty directory). */
export async function backUp(
  db: Db,
  driver: 'pglite' | 'pg',
  uploads: UploadedFiles,
  target: string,
): Promise<BackupManifest> {
  await mkdir(target, { recursive: true });
  if ((await readdir(target)).length > 0) throw new Error(`${target} is not empty`);
  const createdAt = new Date().toISOString();
  const { tables, migrations } = await writeTables(db, target);
  const files = await copyFiles(uploads, target);
  const manifest: BackupManifest = {
    format: 2,
    createdAt,
    driver,
    storage: uploads.where,
    migrations,
    tables,
    files,
    leftOut: LEFT_OUT,
  };
  await writeFile(path.join(target, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/** Tables that hold what people entered: a restore refuses to overwrite a database that has any. */
const PEOPLE_TABLES = ['users', 'staff', 'enterprises', 'listings'];

function sameFile(found: WrittenFile, expected: WrittenFile, name: string): void {
  if (found.sha256 !== expected.sha256 || found.bytes !== expected.bytes)
    throw new Error(`backup file ${name} is missing or altered`);
}

/** Checks every file of the backup against the manifest, before anything is changed. */
async function checkBackup(source: string, manifest: BackupManifest): Promise<void> {
  const missing = { bytes: -1, sha256: '' };
  for (const [name, expected] of Object.entries(manifest.tables)) {
    sameFile(await digestOf(path.join(source, tableFile(name))).catch(() => missing), expected, tableFile(name));
  }
  sameFile(await digestOf(path.join(source, FILE_LIST)).catch(() => missing), manifest.files.list, FILE_LIST);
  for await (const batch of readGzipLines(path.join(source, FILE_LIST), BATCH_ROWS)) {
    for (const line of batch) {
      const { key, ...expected } = JSON.parse(line) as { key: string } & WrittenFile;
      const file = path.join('uploads', checkedBackupKey(key));
      sameFile(await digestOf(path.join(source, file)).catch(() => missing), expected, file);
    }
  }
}

async function readManifest(source: string): Promise<BackupManifest> {
  const manifest = JSON.parse(await readFile(path.join(source, 'manifest.json'), 'utf8')) as BackupManifest;
  if (manifest.format !== 2)
    throw new Error(`the backup is of format ${manifest.format}: restore it with the version that made it`);
  return manifest;
}

/**
 * Restores a backup into `db` (migrated to this version's schema, holding no users, staff,
 * enterprises or listings) and the uploads, after checking every file against the manifest. Rows
 * are streamed back a batch at a time in one transaction; sequences are set past the highest id.
 */
export async function restore(db: Db, uploads: UploadedFiles, source: string): Promise<BackupManifest> {
  const manifest = await readManifest(source);
  await checkBackup(source, manifest);
  const present = await migrationCount(db);
  if (manifest.migrations !== present) {
    throw new Error(
      `the backup was taken at migration ${manifest.migrations}, this version is at ${present}: restore it with the version that made it`,
    );
  }
  for (const name of PEOPLE_TABLES) {
    const [row] = await rowsOf<{ count: number }>(db, sql`SELECT count(*)::int AS count FROM ${quoted(name)}`);
    if ((row?.count ?? 0) > 0) throw new Error(`the target database already holds ${name}: restore into an empty one`);
  }
  const names = (await tableNames(db)).filter((name) => name in manifest.tables);
  await db.transaction(async (tx) => {
    // Reference rows seeded at start are replaced by the backup's own.
    await tx.execute(sql.raw(`TRUNCATE ${names.map((name) => `"${name}"`).join(', ')} RESTART IDENTITY CASCADE`));
    // Parents before children, so each foreign key finds its row.
    for (const name of await parentsFirst(tx, names)) {
      const loaded = await loadTable(tx, name, readGzipLines(path.join(source, tableFile(name)), BATCH_ROWS));
      if (loaded !== manifest.tables[name]!.rows)
        throw new Error(`table ${name}: ${loaded} rows read, the manifest says ${manifest.tables[name]!.rows}`);
    }
    await resetSequences(tx);
  });
  for await (const batch of readGzipLines(path.join(source, FILE_LIST), BATCH_ROWS)) {
    for (const line of batch) {
      const { key, bytes } = JSON.parse(line) as { key: string } & WrittenFile;
      await uploads.write(key, createReadStream(path.join(source, 'uploads', key)), bytes);
    }
  }
  return manifest;
}
