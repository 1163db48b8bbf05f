import { STAFF_USERNAME_PATTERN } from '@jhy/contract';
import {
  createOrResetAdmin,
  FIRST_ADMIN_USERNAME,
  printAdminCredentials,
} from '../modules/console/staff/firstAdmin.js';
import { runCommand, withServerDatabase } from './cliRun.js';

/**
 * `npm run console:create-admin -- [username]` — creates a console admin, or resets an existing
 * account to an enabled admin with a new random password, and prints the password once.
 * Uses the same DATA_DIR / DATABASE_URL as the server and migrates first, so it also works before
 * the server's first start. With the embedded PGlite database it refuses while the server runs
 * (db/dataDirLock.ts): only one process may open those files; stop the server first.
 */
async function main(): Promise<void> {
  const username = (process.argv[2] ?? FIRST_ADMIN_USERNAME).trim().toLowerCase();
  if (!STAFF_USERNAME_PATTERN.test(username)) {
    console.error('用户名为 3–32 位小写字母、数字或下划线，以字母开头');
    process.exit(2);
  }
  await withServerDatabase('console:create-admin', async (database, config) => {
    await database.migrate();
    const credentials = await createOrResetAdmin(database.db, username);
    printAdminCredentials(credentials, `${config.publicUrl ?? `http://localhost:${config.port}`}/#/console`);
  });
}

runCommand('console:create-admin', main);
