import type { Db, Queryable } from '../../../db/client.js';
import { clearedLock } from '../../../infra/loginLockRepository.js';
import { hashPassword } from '../../../infra/secrets.js';
import { SessionStore } from '../../../infra/sessions.js';
import { systemActor, withAudit, type AuditedChange } from '../../audit/withAudit.js';
import { generateStaffPassword } from './generatedPassword.js';
import {
  countStaff,
  insertStaff,
  lockStaffByUsername,
  lockStaffTable,
  STAFF_ACTIVE,
  staffSnapshot,
  updateStaffRow,
} from './staffRepository.js';

export const FIRST_ADMIN_USERNAME = 'admin';

export interface AdminCredentials {
  username: string;
  password: string;
  /** false when an existing account was reset. */
  created: boolean;
}

/**
 * On the first start the staff table is empty and nobody could ever log in to the console:
 * create one admin with a random password. Does nothing once any staff row exists — even a
 * disabled one — so a deleted or renamed admin is never silently recreated.
 */
export async function createFirstAdminWhenNoStaff(db: Db): Promise<AdminCredentials | undefined> {
  if ((await countStaff(db)) > 0) return undefined;
  const password = generateStaffPassword();
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    // Two processes starting on one empty PostgreSQL database: the second waits, then sees a row.
    await lockStaffTable(tx);
    if ((await countStaff(tx)) > 0) return undefined;
    return withAudit(
      tx,
      systemActor('system'),
      { action: 'staff.bootstrap', targetType: 'staff', remark: '首次启动创建管理员' },
      (inner) =>
        insertAdmin(inner, { username: FIRST_ADMIN_USERNAME, displayName: '系统管理员' }, password, passwordHash),
    );
  });
}

/**
 * A new admin and the audited change that made it. Its password is printed to the terminal (and so
 * to any log of it): it must be changed first.
 */
async function insertAdmin(
  tx: Queryable,
  name: { username: string; displayName: string },
  password: string,
  passwordHash: string,
): Promise<AuditedChange<AdminCredentials>> {
  const row = await insertStaff(tx, { ...name, role: 'admin', passwordHash, mustChangePassword: true });
  return {
    before: null,
    after: staffSnapshot(row!),
    targetId: row!.id,
    result: { username: name.username, password, created: true },
  };
}

/**
 * `npm run console:create-admin -- <username>`: creates the admin, or — when the username exists —
 * makes it an enabled, unlocked admin with a new random password and ends its sessions. The way
 * back in when every admin password is lost.
 */
export function createOrResetAdmin(db: Db, username: string): Promise<AdminCredentials> {
  return resetAdmin(db, username, { actor: 'cli', action: 'staff.cliAdmin', remark: '命令行创建或重置管理员' });
}

/**
 * The first admin's password again, when its file was lost before anyone changed it
 * (firstAdminPasswordFile.ts): the only copy was in that file, so a new one replaces it.
 */
export function renewFirstAdminPassword(db: Db): Promise<AdminCredentials> {
  return resetAdmin(db, FIRST_ADMIN_USERNAME, {
    actor: 'system',
    action: 'staff.bootstrapRenew',
    remark: '首次启动的管理员密码文件缺失，重新生成',
  });
}

async function resetAdmin(
  db: Db,
  username: string,
  by: { actor: 'system' | 'cli'; action: string; remark: string },
): Promise<AdminCredentials> {
  const password = generateStaffPassword();
  const passwordHash = await hashPassword(password);
  return withAudit<AdminCredentials>(
    db,
    systemActor(by.actor),
    { action: by.action, targetType: 'staff', remark: by.remark },
    async (tx) => {
      const existing = await lockStaffByUsername(tx, username);
      if (!existing) return insertAdmin(tx, { username, displayName: '管理员' }, password, passwordHash);
      const row = await updateStaffRow(tx, existing.id, {
        role: 'admin',
        status: STAFF_ACTIVE,
        passwordHash,
        mustChangePassword: true,
        ...clearedLock,
      });
      await new SessionStore(tx, 'staff').revokeAll(existing.id);
      return {
        before: staffSnapshot(existing),
        after: staffSnapshot(row!),
        targetId: existing.id,
        result: { username, password, created: false },
      };
    },
  );
}

/** The lines that hand a password over: on the terminal (the command) or in the first admin's file. */
export function credentialLines(credentials: AdminCredentials, consoleUrl: string): string[] {
  return [
    credentials.created ? '管理后台管理员账号已创建' : '管理员密码已重置',
    `地址: ${consoleUrl}`,
    `用户名: ${credentials.username}`,
    `密码: ${credentials.password}`,
    '首次登录须先修改此密码，之后才能使用管理后台。',
  ];
}

/**
 * `console:create-admin` prints the password straight to the terminal of whoever ran it, never
 * through the request logger, and never again. The server itself writes its first admin's password
 * to a file instead (firstAdminPasswordFile.ts).
 */
export function printAdminCredentials(credentials: AdminCredentials, consoleUrl: string): void {
  const rule = '='.repeat(64);
  const lines = credentialLines(credentials, consoleUrl);
  console.log(['', rule, ...lines.map((line) => `  ${line}`), rule, ''].join('\n'));
}
