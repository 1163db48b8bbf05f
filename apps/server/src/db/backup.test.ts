import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { API } from '@jhy/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { enterpriseOf, productForm } from '../test/listingForms.js';
import { FIXED_TEST_CODES, signUpAndLogIn } from '../test/portalUsers.js';
import { createScratchDatabase, createTestApp, type TestApp } from '../test/testApp.js';
import { startTestS3Server, type TestS3Server } from '../test/s3Server.js';
import { loadConfig } from '../config.js';
import { S3Storage } from '../infra/storage/s3Storage.js';
import { backUp, LEFT_OUT, restore } from './backup.js';
import { checkedBackupKey, uploadedFilesOf, type UploadedFiles } from './backupFiles.js';
import { digestOf, readGzipLines } from './backupStreams.js';
import { openDatabase, type Database, type Db } from './client.js';
import { rowsOf } from './rows.js';

let source: TestApp;
const scratch: string[] = [];
const temp = async (prefix: string) => {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  scratch.push(dir);
  return dir;
};

/** Every table's rows as text, ordered, so two databases can be compared whole. */
async function contents(db: Db): Promise<Record<string, string[]>> {
  const tables = (
    await rowsOf<{ name: string }>(
      db,
      sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
    )
  ).map((row) => row.name);
  const result: Record<string, string[]> = {};
  for (const name of tables) {
    const rows = await rowsOf<{ row: string }>(db, sql.raw(`SELECT row_to_json(t)::text AS row FROM "${name}" t`));
    result[name] = rows.map((row) => row.row).sort();
  }
  return result;
}

/** Each file's SHA-256 by key: what two places holding the same uploads agree on. */
async function digests(uploads: UploadedFiles): Promise<Record<string, string>> {
  const found: Record<string, string> = {};
  for await (const key of uploads.keys()) {
    const hash = createHash('sha256');
    for await (const chunk of await uploads.open(key)) hash.update(chunk as Buffer);
    found[key] = hash.digest('hex');
  }
  return found;
}

/** The tables a backup copies, whole: those it leaves out (LEFT_OUT) are not compared. */
async function copiedContents(db: Db): Promise<Record<string, string[]>> {
  // listing_changes is the listing caches' version counter: the restore's inserts move it on, as they should.
  const { listing_changes: _version, ...all } = await contents(db);
  return Object.fromEntries(Object.entries(all).filter(([name]) => !(name in LEFT_OUT)));
}

const sourceDriver = () => (process.env.TEST_DATABASE_URL ? 'pg' : 'pglite');

beforeAll(async () => {
  source = await createTestApp({ demo: true, env: FIXED_TEST_CODES });
  const user = await signUpAndLogIn(source.app);
  const company = await enterpriseOf(source.app, source.db, user);
  const res = await source.app.inject({
    method: 'POST',
    url: API.productAdd,
    payload: productForm(company),
    headers: { token: user.token },
  });
  expect(res.json().code, res.body).toBe(200);
}, 120_000);
afterAll(async () => {
  await source.close();
  for (const dir of scratch) await rm(dir, { recursive: true, force: true });
});

describe('backup and restore (docs/backup.md)', () => {
  it('restores every copied row and every local file into an empty data directory, and the server runs on it', async () => {
    const backup = path.join(await temp('jhy-backup-'), 'b1');
    const sourceFiles = await uploadedFilesOf(source.config);
    const manifest = await backUp(source.db, sourceDriver(), sourceFiles, backup);
    expect(manifest.tables.users!.rows).toBeGreaterThan(0);
    expect(manifest.files.count).toBeGreaterThan(3);

    // The target: a fresh data directory on the same driver as the source.
    const dataDir = await temp('jhy-restored-');
    const target = await createScratchDatabase();
    let database: Database | undefined = await openDatabase({ databaseUrl: target?.url, dataDir });
    const targetFiles = await uploadedFilesOf({ ...source.config, dataDir });
    try {
      await database.migrate();
      await restore(database.db, targetFiles, backup);
      expect(await copiedContents(database.db)).toEqual(await copiedContents(source.db));
      expect(await digests(targetFiles)).toEqual(await digests(sourceFiles));
      // New rows take ids past the restored ones, and a restored user logs in on a server over it.
      const app = await buildApp({ config: { ...source.config, dataDir }, db: database.db, logger: false });
      const another = await signUpAndLogIn(app);
      expect(another.id).toBeGreaterThan(manifest.tables.users!.rows);
      await app.close();
      // A second restore over data is refused.
      await expect(restore(database.db, targetFiles, backup)).rejects.toThrow(/already holds users/);
    } finally {
      await database?.close();
      database = undefined;
      await target?.drop();
    }
  }, 120_000);

  it('leaves out signing keys, session hashes and short-lived codes, and says so in its manifest', async () => {
    const backup = path.join(await temp('jhy-backup-'), 'b3');
    const manifest = await backUp(source.db, sourceDriver(), await uploadedFilesOf(source.config), backup);
    expect(Object.keys(manifest.leftOut).sort()).toEqual(
      expect.arrayContaining(['captchas', 'sessions', 'signing_keys', 'sms_codes']),
    );
    const written = await readdir(path.join(backup, 'tables'));
    for (const table of ['sessions', 'signing_keys', 'captchas', 'sms_codes'])
      expect(written).not.toContain(`${table}.ndjson.gz`);
    // Not a row of any copied table holds the session's token hash.
    const [session] = await rowsOf<{ hash: string }>(source.db, sql`SELECT token_hash AS hash FROM sessions LIMIT 1`);
    expect(session?.hash).toBeTruthy();
    for (const file of written) {
      for await (const batch of readGzipLines(path.join(backup, 'tables', file), 500))
        for (const line of batch) expect(line).not.toContain(session!.hash);
    }
  }, 60_000);

  it('copies the files kept in a bucket, and restores them into another', async () => {
    const buckets: TestS3Server[] = [
      await startTestS3Server('jhy-backup-from'),
      await startTestS3Server('jhy-backup-to'),
    ];
    const [from, to] = await Promise.all(
      buckets.map((bucket) => uploadedFilesOf(loadConfig({ ...bucket.env, DATA_DIR: source.config.dataDir }))),
    );
    const fromConfig = loadConfig(buckets[0]!.env).storage;
    if (fromConfig.driver !== 's3') throw new Error('the test bucket is not configured as one');
    const fromBucket = new S3Storage(fromConfig);
    try {
      const kept = await Promise.all([
        fromBucket.put(Buffer.from('%PDF-1.4 disclosure'), 'pdf'),
        fromBucket.put(Buffer.from('second file'), 'txt'),
      ]);
      const backup = path.join(await temp('jhy-backup-'), 'b4');
      const manifest = await backUp(source.db, sourceDriver(), from!, backup);
      expect(manifest).toMatchObject({ storage: 's3', files: { count: 2 } });

      const target = await createScratchDatabase();
      const database = await openDatabase({ databaseUrl: target?.url, dataDir: await temp('jhy-restored-') });
      try {
        await database.migrate();
        await restore(database.db, to!, backup);
        expect(Object.keys(await digests(to!)).sort()).toEqual(kept.map((file) => file.storedName).sort());
        expect(await digests(to!)).toEqual(await digests(from!));
      } finally {
        await database.close();
        await target?.drop();
      }
    } finally {
      fromBucket.destroy();
      from!.close();
      to!.close();
      for (const bucket of buckets) await bucket.close();
    }
  }, 60_000);

  it('refuses a file name that would leave the uploads folder', () => {
    expect(checkedBackupKey('demo/trading/sink-1.jpg')).toBe('demo/trading/sink-1.jpg');
    for (const crafted of ['../secrets/key', 'a/../../b', '/etc/passwd', 'a//b', '.hidden'])
      expect(() => checkedBackupKey(crafted), crafted).toThrow(/not a file of the uploads/);
  });

  it('refuses a backup whose files were altered, before changing anything', async () => {
    const backup = path.join(await temp('jhy-backup-'), 'b2');
    await backUp(source.db, 'pglite', await uploadedFilesOf(source.config), backup);
    const [first] = (await readdir(path.join(backup, 'uploads'))).sort();
    await writeFile(path.join(backup, 'uploads', first!), 'tampered');
    const dataDir = await temp('jhy-restored-');
    const database = await openDatabase({ dataDir: ':memory:' });
    try {
      await database.migrate();
      const before = await contents(database.db);
      await expect(restore(database.db, await uploadedFilesOf({ ...source.config, dataDir }), backup)).rejects.toThrow(
        /missing or altered/,
      );
      expect(await contents(database.db)).toEqual(before);
      expect((await digestOf(path.join(backup, 'manifest.json'))).bytes).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
  }, 60_000);
});
