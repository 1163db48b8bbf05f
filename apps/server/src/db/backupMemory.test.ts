import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createScratchDatabase } from '../test/testApp.js';
import { spawnForTest } from '../test/serverProcess.js';
import { describeOnceOnEmbedded } from '../test/serverData.js';
import { COMMAND_SHARED_BUFFERS, openDatabase } from './client.js';
import { rowsOf } from './rows.js';

// 20,000 news items of 10 KB each: 200 MB of rows as JSON, twice the heap the commands get below.
// A backup that held a table (or the database) in memory dies of it; a streaming one does not.
const ROWS = 20_000;
const HEAP_MB = 100;
const NEWS_OF_10_KB = sql.raw(
  `INSERT INTO news_items (new_type, title, content)
   SELECT 1, 'bulk ' || g, repeat(md5(g::text), 320) FROM generate_series(1, ${ROWS}) g`,
);

/** `npm run backup` / `npm run restore` as a process whose V8 heap may not pass HEAP_MB. */
async function runCommand(env: Record<string, string>, args: string[]) {
  const command = spawnForTest('src/cli/backup.ts', { ...env, NODE_OPTIONS: `--max-old-space-size=${HEAP_MB}` }, args);
  const { code } = await command.exited;
  expect(code, command.output()).toBe(0);
  return command.output();
}

describe('backup and restore of a database larger than their memory (docs/backup.md)', () => {
  const folders: string[] = [];
  const drops: (() => Promise<void>)[] = [];
  const temp = async (prefix: string) => {
    const folder = await mkdtemp(path.join(os.tmpdir(), prefix));
    folders.push(folder);
    return folder;
  };
  afterAll(async () => {
    for (const drop of drops) await drop();
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
  });

  it(`backs up and restores ${ROWS} rows of 10 KB with a ${HEAP_MB} MB heap`, async () => {
    const sourceDb = await createScratchDatabase();
    if (sourceDb) drops.push(() => sourceDb.drop());
    const sourceDir = await temp('jhy-bulk-source-');
    const source = await openDatabase({ databaseUrl: sourceDb?.url, dataDir: sourceDir });
    await source.migrate();
    await source.db.execute(NEWS_OF_10_KB);
    await source.close();

    const backup = path.join(await temp('jhy-bulk-backup-'), 'backup');
    const sourceEnv: Record<string, string> = {
      DATA_DIR: sourceDir,
      ...(sourceDb ? { DATABASE_URL: sourceDb.url } : {}),
    };
    expect(await runCommand(sourceEnv, ['backup', backup])).toContain('backup written');

    const targetDb = await createScratchDatabase();
    if (targetDb) drops.push(() => targetDb.drop());
    const targetDir = await temp('jhy-bulk-target-');
    const targetEnv: Record<string, string> = {
      DATA_DIR: targetDir,
      ...(targetDb ? { DATABASE_URL: targetDb.url } : {}),
    };
    await runCommand(targetEnv, ['restore', backup]);

    const target = await openDatabase({ databaseUrl: targetDb?.url, dataDir: targetDir });
    try {
      const [restored] = await rowsOf<{ count: number; bytes: number }>(
        target.db,
        sql`SELECT count(*)::int AS count, sum(length(content))::bigint::float8 AS bytes FROM news_items WHERE title LIKE 'bulk %'`,
      );
      expect(restored).toEqual({ count: ROWS, bytes: ROWS * 32 * 320 });
    } finally {
      await target.close();
    }
  }, 600_000);
});

describeOnceOnEmbedded('a command’s embedded database (docs/backup.md)', () => {
  it('runs PostgreSQL with a small buffer pool; the server keeps the default', async () => {
    const shared = async (command: boolean) => {
      const database = await openDatabase({ dataDir: ':memory:', command });
      try {
        const [row] = await rowsOf<{ shared_buffers: string }>(database.db, sql`SHOW shared_buffers`);
        return row?.shared_buffers;
      } finally {
        await database.close();
      }
    };
    expect(await shared(true)).toBe(COMMAND_SHARED_BUFFERS);
    expect(await shared(false)).toBe('128MB');
  });
});
