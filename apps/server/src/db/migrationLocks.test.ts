import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase } from '../test/testApp.js';
import type { ScratchDatabase } from './scratchDatabase.js';
import { openDatabase, type Database } from './client.js';
import { MIGRATIONS_FOLDER, pendingMigrationLocks } from './migrationLocks.js';

describe('the locks of pending migrations (deploy/upgrade.md step 4)', () => {
  let scratch: ScratchDatabase | undefined;
  let database: Database;
  beforeAll(async () => {
    scratch = await createScratchDatabase();
    database = await openDatabase({ databaseUrl: scratch?.url, dataDir: ':memory:' });
    await database.migrate();
  });
  afterAll(async () => {
    await database.close();
    await scratch?.drop();
  });

  it('names none when every migration is applied', async () => {
    expect(await pendingMigrationLocks(database.db)).toEqual([]);
  });

  it('names the tables the migrations since 0020 lock, not the columns they only add', async () => {
    // As a database of the release before 0020: the migration log shorter by every entry since.
    const journal = JSON.parse(await readFile(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
      entries: { idx: number }[];
    };
    const since0020 = journal.entries.filter((entry) => entry.idx >= 20).length;
    await database.db.execute(
      sql`DELETE FROM drizzle.__drizzle_migrations WHERE id IN (SELECT id FROM drizzle.__drizzle_migrations ORDER BY id DESC LIMIT ${since0020})`,
    );
    const locks = await pendingMigrationLocks(database.db);
    const named = locks.map((lock) => `${lock.migration} ${lock.table}`);
    expect(named).toContain('0021_listing_name_search listings');
    expect(named).toContain('0020_auction_control auctions');
    // 0022 rewrites deals under its lock; its statement opens with a comment, which is read past.
    expect(named).toContain('0022_deal_amount_exact deals');
    // 0025 indexes messages, read on every page of the message center: announced.
    expect(named).toContain('0025_bidding_notices_deal_parties_messages_order messages');
    // 0020 adds four plain columns to registration_deposits: catalogue only, nothing to announce.
    expect(named).not.toContain('0020_auction_control registration_deposits');
    expect(locks.find((lock) => lock.table === 'listings')?.statement).toMatch(/GENERATED|INDEX/);
  });
});
