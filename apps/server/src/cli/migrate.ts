import { runCommand, withServerDatabase } from './cliRun.js';

/**
 * `npm run db:migrate` — applies the migrations the installed version carries, and nothing else.
 * An upgrade runs it once, before any instance of the new version serves (docs/deployment.md
 * "Upgrades"); the server itself also migrates at start, under the same lock, so forgetting it is
 * safe — only slower, and the old instances meet the new schema while the first new one starts.
 */
async function main(): Promise<void> {
  await withServerDatabase('db:migrate', async (database) => {
    await database.exclusively(() => database.migrate());
    console.log(`migrations applied (${database.driver})`);
  });
}

runCommand('db:migrate', main);
