import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { DataDirInUseError } from '../db/dataDirLock.js';

/**
 * `npm run db:migrate` — applies the migrations the installed version carries, and nothing else.
 * An upgrade runs it once, before any instance of the new version serves (docs/deployment.md
 * "Upgrades"); the server itself also migrates at start, under the same lock, so forgetting it is
 * safe — only slower, and the old instances meet the new schema while the first new one starts.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, role: 'db:migrate' });
  try {
    await database.exclusively(() => database.migrate());
    console.log(`migrations applied (${database.driver})`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirInUseError) console.error(error.message);
  else console.error('db:migrate failed:', error);
  process.exit(1);
});
