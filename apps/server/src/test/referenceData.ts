import { openDatabase, type Database } from '../db/client.js';
import { seedWhenEmpty } from '../db/seed/index.js';

/**
 * Names the run's reference database on PostgreSQL (`test/postgresReference.ts`) to the test workers,
 * which inherit the environment of the run's process.
 */
export const REFERENCE_DATABASE_VARIABLE = 'TEST_REFERENCE_DATABASE';

/** A database migrated and seeded with the reference data (and the demo content if `demo`). */
export async function migratedAndSeeded(options: Parameters<typeof openDatabase>[0], demo: boolean): Promise<Database> {
  const database = await openDatabase(options);
  await database.migrate();
  await seedWhenEmpty(database.db, { demo });
  return database;
}
