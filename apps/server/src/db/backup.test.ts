import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { API } from '@jhy/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { enterpriseOf, productForm } from '../test/listingForms.js';
import { FIXED_TEST_CODES, signUpAndLogIn } from '../test/portalUsers.js';
import { createScratchDatabase, createTestApp, type TestApp } from '../test/testApp.js';
import { backUp, fileDigests, restore } from './backup.js';
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

describe('backup and restore (docs/security.md "Backups")', () => {
  it('restores every row and every file into an empty data directory, and the server runs on it', async () => {
    const backup = path.join(await temp('jhy-backup-'), 'b1');
    const manifest = await backUp(
      source.db,
      process.env.TEST_DATABASE_URL ? 'pg' : 'pglite',
      source.config.dataDir,
      backup,
    );
    expect(manifest.tables.users).toBeGreaterThan(0);
    expect(Object.keys(manifest.files).length).toBeGreaterThan(3);

    // The target: a fresh data directory on the same driver as the source.
    const dataDir = await temp('jhy-restored-');
    const target = await createScratchDatabase();
    let database: Database | undefined = await openDatabase({ databaseUrl: target?.url, dataDir });
    try {
      await database.migrate();
      await restore(database.db, dataDir, backup);
      // listing_changes is the listing caches' version counter: the restore's inserts move it on, as they should.
      const { listing_changes: _restoredVersion, ...restored } = await contents(database.db);
      const { listing_changes: _sourceVersion, ...original } = await contents(source.db);
      expect(restored).toEqual(original);
      expect(await fileDigests(path.join(dataDir, 'uploads'))).toEqual(
        await fileDigests(path.join(source.config.dataDir, 'uploads')),
      );
      // New rows take ids past the restored ones, and a restored user logs in on a server over it.
      const app = await buildApp({ config: { ...source.config, dataDir }, db: database.db, logger: false });
      const another = await signUpAndLogIn(app);
      expect(another.id).toBeGreaterThan(manifest.tables.users!);
      await app.close();
      // A second restore over data is refused.
      await expect(restore(database.db, dataDir, backup)).rejects.toThrow(/already holds users/);
    } finally {
      await database?.close();
      database = undefined;
      await target?.drop();
    }
  }, 120_000);

  it('refuses a backup whose files were altered', async () => {
    const backup = path.join(await temp('jhy-backup-'), 'b2');
    const manifest = await backUp(source.db, 'pglite', source.config.dataDir, backup);
    const [first] = Object.keys(manifest.files);
    await writeFile(path.join(backup, 'uploads', first!), 'tampered');
    const dataDir = await temp('jhy-restored-');
    const database = await openDatabase({ dataDir: ':memory:' });
    try {
      await database.migrate();
      await expect(restore(database.db, dataDir, backup)).rejects.toThrow(/missing or altered/);
      expect(JSON.parse(await readFile(path.join(backup, 'manifest.json'), 'utf8')).format).toBe(1);
    } finally {
      await database.close();
    }
  }, 60_000);
});
