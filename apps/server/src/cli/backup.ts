import path from 'node:path';
import { ConfigError } from '../config.js';
import { backUp, restore } from '../db/backup.js';
import { runCommand, withServerDatabase } from './cliRun.js';

/**
 * `npm run backup -- [directory]` and `npm run restore -- <directory>` (docs/security.md "Backups"),
 * on the same DATA_DIR / DATABASE_URL as the server. With the embedded PGlite database the server
 * must be stopped first (one process per data directory, db/dataDirLock.ts); with PostgreSQL a
 * backup runs beside the server, in one consistent read. A restore needs an empty target.
 */
async function main(): Promise<void> {
  // npm runs a workspace's script in the workspace: paths (DATA_DIR, the backup) are the caller's.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const [command, argument] = process.argv.slice(2);
  if (command !== 'backup' && command !== 'restore')
    throw new ConfigError('usage: backup [directory] | restore <directory>');
  await withServerDatabase(command, async (database, config) => {
    await database.migrate();
    if (command === 'backup') {
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const target = path.resolve(argument ?? path.join('backups', `jhy-${stamp}`));
      const manifest = await backUp(database.db, database.driver, config.dataDir, target);
      const rows = Object.values(manifest.tables).reduce((sum, count) => sum + count, 0);
      console.log(`backup written to ${target}: ${rows} rows, ${Object.keys(manifest.files).length} files`);
    } else {
      if (!argument) throw new ConfigError('usage: restore <directory>');
      const manifest = await restore(database.db, config.dataDir, path.resolve(argument));
      const rows = Object.values(manifest.tables).reduce((sum, count) => sum + count, 0);
      console.log(`restored ${rows} rows and ${Object.keys(manifest.files).length} files from ${manifest.createdAt}`);
    }
  });
}

runCommand(process.argv[2] ?? 'backup', main, (error) => (error instanceof Error ? error.message : error));
