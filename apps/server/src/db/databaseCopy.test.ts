import { asc, gt } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeOnceOnEmbedded } from '../test/serverData.js';
import { openDatabase } from './client.js';
import { categories } from './schema.js';

// Server tests open their databases as copies of one migrated database (docs/testing.md
// "A test database is a copy"): a copy must hold what the original held and be a database of its own.
describeOnceOnEmbedded('an embedded database opened from another one’s files', () => {
  it('holds the original’s tables and rows, and a write to one copy reaches no other', async () => {
    const original = await openDatabase({ dataDir: ':memory:' });
    await original.migrate();
    await original.db.insert(categories).values({ id: 9001, group: 'test', name: '原件' });
    const files = await original.files!();
    await original.close();

    const first = await openDatabase({ dataDir: ':memory:', startFrom: files });
    const second = await openDatabase({ dataDir: ':memory:', startFrom: files });
    try {
      await first.db.insert(categories).values({ id: 9002, group: 'test', name: '副本' });
      const names = async (copy: typeof first) =>
        (
          await copy.db
            .select({ name: categories.name })
            .from(categories)
            .where(gt(categories.id, 9000))
            .orderBy(asc(categories.id))
        ).map((row) => row.name);
      expect(await names(first)).toEqual(['原件', '副本']);
      expect(await names(second)).toEqual(['原件']);
    } finally {
      await first.close();
      await second.close();
    }
  }, 60_000);

  it('is only ever in memory: a data directory is never overwritten by a copy', async () => {
    await expect(openDatabase({ dataDir: '/tmp/never', startFrom: new Blob([]) })).rejects.toThrow(/in-memory/);
  });
});
