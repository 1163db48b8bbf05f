import { consoleMessages, type ConsoleSession } from '@jhy/contract';
import type { Db } from '../../../db/client.js';
import { badRequest, forbidden, tooManyRequests } from '../../../infra/errors.js';
import { isLocked, lockedMessage } from '../../../infra/loginLockout.js';
import { hashPassword, verifyPassword } from '../../../infra/secrets.js';
import { SessionStore } from '../../../infra/sessions.js';
import { withAudit, type AuditActor } from '../../audit/withAudit.js';
import {
  findStaffById,
  findStaffByUsername,
  recordStaffFailedLogin,
  recordStaffLogin,
  STAFF_ACTIVE,
  toStaffProfile,
  updateStaffRow,
} from '../staff/staffRepository.js';

// An unknown username still costs one argon2 verification, so timing does not tell which names exist.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword('decoy-password-never-valid-0'));

/**
 * Checks a staff member's password under the same lock rule as portal users (five wrong in a
 * row lock the account for fifteen minutes) and opens a session. The captcha was checked first.
 */
export async function loginStaff(
  db: Db,
  input: { username: string; password: string; ip: string },
): Promise<ConsoleSession> {
  const member = await findStaffByUsername(db, input.username);
  if (!member) {
    await verifyPassword(await decoy(), input.password);
    throw badRequest(consoleMessages.loginFailed);
  }
  if (isLocked(member)) throw tooManyRequests(lockedMessage(member));
  if (!(await verifyPassword(member.passwordHash, input.password))) {
    const now = new Date();
    const next = await recordStaffFailedLogin(db, member.id, now);
    throw isLocked(next, now) ? tooManyRequests(lockedMessage(next, now)) : badRequest(consoleMessages.loginFailed);
  }
  // Told only to someone who knows the password.
  if (member.status !== STAFF_ACTIVE) throw forbidden(consoleMessages.staffDisabled);

  const actor: AuditActor = { id: member.id, name: member.username, ip: input.ip };
  return withAudit(db, actor, { action: 'auth.login', targetType: 'staff', targetId: member.id }, async (tx) => {
    // Wrong passwords checked at the same time as this one may have closed the lock since the read.
    if (!(await recordStaffLogin(tx, member.id, new Date()))) {
      const locked = await findStaffById(tx, member.id);
      throw tooManyRequests(lockedMessage(locked ?? member));
    }
    const token = await new SessionStore(tx, 'staff').open(member.id, input.ip);
    return { before: null, after: null, result: { token, staff: toStaffProfile(member) } };
  });
}

export async function logoutStaff(db: Db, actor: AuditActor, token: string): Promise<void> {
  await withAudit(db, actor, { action: 'auth.logout', targetType: 'staff', targetId: actor.id ?? '' }, async (tx) => {
    await new SessionStore(tx, 'staff').revoke(token);
    return { before: null, after: null, result: undefined };
  });
}

/**
 * A staff member changes their own password: every session of theirs ends (a stolen token dies
 * with the old password) and this browser gets a new one.
 */
export async function changeOwnPassword(
  db: Db,
  actor: AuditActor & { id: number },
  input: { oldPassword: string; newPassword: string },
): Promise<{ token: string }> {
  const member = await findStaffById(db, actor.id);
  if (!member || !(await verifyPassword(member.passwordHash, input.oldPassword))) {
    throw badRequest(consoleMessages.oldPasswordWrong);
  }
  const passwordHash = await hashPassword(input.newPassword);
  return withAudit(
    db,
    actor,
    { action: 'auth.changePassword', targetType: 'staff', targetId: actor.id },
    async (tx) => {
      await updateStaffRow(tx, actor.id, { passwordHash, mustChangePassword: false });
      const sessions = new SessionStore(tx, 'staff');
      await sessions.revokeAll(actor.id);
      const token = await sessions.open(actor.id, actor.ip);
      return { before: null, after: null, result: { token } };
    },
  );
}
