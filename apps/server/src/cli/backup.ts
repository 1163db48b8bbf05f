import path from 'node:path';
import { ConfigError } from '../config.js';
import { backUp, restore, type BackupManifest } from '../db/backup.js';
import { uploadedFilesOf } from '../db/backupFiles.js';
import { runCommand, withServerDatabase } from './cliRun.js';

/**
 * `npm run backup -- [directory]` and `npm run restore -- <directory>` (docs/backup.md),
 * on the same DATA_DIR / DATABASE_URL as the server. With the embedded PGlite database the server
 * must be stopped first (one process per data directory, db/dataDirLock.ts); with PostgreSQL a
 * backup runs beside the server, in one consistent read. A restore needs an empty target.
 */
const storageName = (where: 'local' | 's3') => (where === 's3' ? 'bucket' : 'local disk');

/** Rows and files of the backup; `into`: the storage a restore wrote the files to. */
function summary(manifest: BackupManifest, into = manifest.storage): string {
  const rows = Object.values(manifest.tables).reduce((sum, table) => sum + table.rows, 0);
  const from = storageName(manifest.storage);
  const files = into === manifest.storage ? from : `from the ${from} to the ${storageName(into)}`;
  return `${rows} rows, ${manifest.files.count} files (${files})`;
}

async function main(): Promise<void> {
  // npm runs a workspace's script in the workspace: paths (DATA_DIR, the backup) are the caller's.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const [command, argument] = process.argv.slice(2);
  if (command !== 'backup' && command !== 'restore')
    throw new ConfigError('usage: backup [directory] | restore <directory>');
  await withServerDatabase(command, async (database, config) => {
    await database.migrate();
    const uploads = await uploadedFilesOf(config);
    try {
      if (command === 'backup') {
        const stamp = new Date().toISOString().replace(/[:.]/g, '-');
        const target = path.resolve(argument ?? path.join('backups', `jhy-${stamp}`));
        const manifest = await backUp(database.db, database.driver, uploads, target);
        console.log(`backup written to ${target}: ${summary(manifest)}`);
        console.log(`left out: ${Object.keys(manifest.leftOut).join(', ')} (manifest.json says why)`);
      } else {
        if (!argument) throw new ConfigError('usage: restore <directory>');
        const manifest = await restore(database.db, uploads, path.resolve(argument));
        console.log(`restored ${summary(manifest, uploads.where)} from the backup of ${manifest.createdAt}`);
      }
    } finally {
      uploads.close();
    }
  });
}

runCommand(process.argv[2] ?? 'backup', main, (error) => (error instanceof Error ? error.message : error));
