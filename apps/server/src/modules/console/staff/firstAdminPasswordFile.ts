import { chmod, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../../db/client.js';
import { credentialLines, FIRST_ADMIN_USERNAME, renewFirstAdminPassword, type AdminCredentials } from './firstAdmin.js';
import { findStaffByUsername } from './staffRepository.js';

/** Under DATA_DIR, beside the database it opens (docs/security.md "The first admin's password"). */
export const FIRST_ADMIN_PASSWORD_FILE = 'initial-admin-password';

/** What the start says in its log: where the password is, never the password. */
export type FirstAdminNotice = { file: string; renewed: boolean } | undefined;

/**
 * Keeps the first admin's password in `DATA_DIR/initial-admin-password`, readable by the server's
 * user only (0600), as other servers keep an initial admin password — not in the log, which goes
 * wherever logs go and was lost with a start that failed after seeding. At each start, until the
 * admin has changed it: a file that is there is left as it is; one that is missing is written again
 * with a new password when `renewWhenMissing` (the old one was never kept anywhere else). Once it
 * has been changed, the file, which would open nothing, is removed. On PostgreSQL each instance has
 * a DATA_DIR of its own, and only the one that created the admin holds the file: the others must
 * not take it for lost, so main.ts renews on the embedded database only.
 */
export async function keepFirstAdminPassword(
  db: Db,
  dataDir: string,
  consoleUrl: string,
  created: AdminCredentials | undefined,
  renewWhenMissing: boolean,
): Promise<FirstAdminNotice> {
  const file = path.join(dataDir, FIRST_ADMIN_PASSWORD_FILE);
  if (created) {
    await writePrivately(file, created, consoleUrl);
    return { file, renewed: false };
  }
  const admin = await findStaffByUsername(db, FIRST_ADMIN_USERNAME);
  if (!admin?.mustChangePassword) {
    await rm(file, { force: true });
    return undefined;
  }
  if (await exists(file)) return { file, renewed: false };
  if (!renewWhenMissing) return undefined;
  await writePrivately(file, await renewFirstAdminPassword(db), consoleUrl);
  return { file, renewed: true };
}

/** Written beside, made 0600, then moved in place: never a moment readable by others, never half written. */
async function writePrivately(file: string, credentials: AdminCredentials, consoleUrl: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.tmp`;
  await writeFile(partial, `${credentialLines(credentials, consoleUrl).join('\n')}\n`, { mode: 0o600 });
  // The mode given to writeFile passes through the umask; 0600 is what it must be.
  await chmod(partial, 0o600);
  await rename(partial, file);
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}
