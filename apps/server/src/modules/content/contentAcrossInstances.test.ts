import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChangeNotices } from '../../db/changeNotices.js';
import { openDatabase, type Database } from '../../db/client.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { PublicContentService } from './contentService.js';
import { seedContentDemo } from './demo/seedContentDemo.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * Two server instances: `here` (where the editor saves) and `there` (where a visitor reads), each
 * with its own cache and its own connection to the database. On PGlite both share the one
 * embedded database, on PostgreSQL (TEST_DATABASE_URL) each opens its own pool and listener.
 */
describe('the public content cache across instances', () => {
  let second: Database | undefined;
  let hereNotices: ChangeNotices;
  let thereNotices: ChangeNotices;
  beforeAll(async () => {
    second = t.databaseUrl ? await openDatabase({ databaseUrl: t.databaseUrl, dataDir: ':memory:' }) : undefined;
    hereNotices = await ChangeNotices.open(t.db);
    thereNotices = await ChangeNotices.open(second?.db ?? t.db);
  });
  afterAll(async () => {
    await hereNotices.close();
    await thereNotices.close();
    await second?.close();
  });

  it('is dropped on the other instance when an editor saves on this one', async () => {
    const here = new PublicContentService(t.db, hereNotices);
    const there = new PublicContentService(second?.db ?? t.db, thereNotices);
    expect((await there.banners()).total).toBe(0);

    // Written without announcing it: the other instance still answers what it kept.
    await seedContentDemo(t.db);
    expect((await there.banners()).total).toBe(0);

    // An editor's save announces it; the notice reaches the other instance a moment later.
    await here.contentChanged();
    await expect.poll(async () => (await there.banners()).total, { timeout: 5000 }).toBe(3);
  });
});
