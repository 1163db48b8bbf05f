import { ConfigError, loadConfig, type AppConfig } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';
import { DataDirInUseError } from '../db/dataDirLock.js';

/**
 * Runs `work` on the database of the server's configuration (the same DATA_DIR / DATABASE_URL),
 * opened as `role`, and closes it afterwards whatever happens.
 */
export async function withServerDatabase(
  role: string,
  work: (database: Database, config: AppConfig) => Promise<void>,
): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    role,
    command: true,
  });
  try {
    await work(database, config);
  } finally {
    await database.close();
  }
}

/**
 * Runs a command's `main` and exits 1 if it fails: a wrong configuration or a data directory in use
 * is told in its own words, anything else as `<name> failed:` and what `detail` makes of the error.
 */
export function runCommand(
  name: string,
  main: () => Promise<void>,
  detail: (error: unknown) => unknown = (error) => error,
): void {
  main().catch((error: unknown) => {
    if (error instanceof ConfigError || error instanceof DataDirInUseError) console.error(error.message);
    else console.error(`${name} failed:`, detail(error));
    process.exit(1);
  });
}
