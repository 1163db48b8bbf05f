import { scratchDatabaseOn } from '../db/scratchDatabase.js';
import { migratedAndSeeded, REFERENCE_DATABASE_VARIABLE } from './referenceData.js';

/**
 * Vitest's global setup for the server project (apps/server/vitest.config.ts). With TEST_DATABASE_URL,
 * it migrates and seeds one database with the reference data for the whole run, and every test app
 * without demo data starts as a copy of it (`CREATE DATABASE … TEMPLATE`) instead of migrating and
 * seeding a database of its own: the same tables and rows, in a tenth of the time (docs/testing.md
 * "A test database is a copy"). Nothing connects to it after this, as a template requires; the
 * teardown drops it.
 */
export default async function setUpPostgresReference(): Promise<(() => Promise<void>) | undefined> {
  const reference = await scratchDatabaseOn(process.env.TEST_DATABASE_URL, 'jhy_reference');
  if (!reference) return undefined;
  const database = await migratedAndSeeded({ databaseUrl: reference.url, dataDir: ':memory:' }, false);
  await database.close();
  process.env[REFERENCE_DATABASE_VARIABLE] = new URL(reference.url).pathname.slice(1);
  return async () => {
    delete process.env[REFERENCE_DATABASE_VARIABLE];
    await reference.drop();
  };
}
