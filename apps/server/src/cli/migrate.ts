import { pendingMigrationLocks } from '../db/migrationLocks.js';
import { runCommand, withServerDatabase } from './cliRun.js';

/**
 * `npm run db:migrate` — applies the migrations the installed version carries, and nothing else.
 * An upgrade runs it once, before any instance of the new version serves (docs/deployment.md
 * "Upgrades"); the server itself also migrates at start, under the same lock, so forgetting it is
 * safe — only slower, and the old instances meet the new schema while the first new one starts.
 */
async function main(): Promise<void> {
  await withServerDatabase('db:migrate', async (database) => {
    // Announced first: requests that touch these tables wait while the statements run (deploy/upgrade.md).
    for (const lock of await pendingMigrationLocks(database.db)) {
      console.log(
        `${lock.migration} locks "${lock.table}" (about ${lock.rows.toLocaleString('en')} rows) while it runs: ${lock.statement}`,
      );
    }
    const startedAt = performance.now();
    await database.exclusively(() => database.migrate());
    console.log(`migrations applied (${database.driver}) in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
  });
}

runCommand('db:migrate', main);
