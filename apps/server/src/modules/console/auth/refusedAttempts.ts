import type { Db } from '../../../db/client.js';
import { recordingRefusal, type AuditActor } from '../../audit/withAudit.js';
import { changeOwnPassword, loginStaff } from './staffLogin.js';

/**
 * A console login, its refusal (wrong password, locked, disabled) kept in the audit log under the
 * username that was tried: guessing at staff accounts must be visible to the admins.
 */
export function loginStaffAudited(db: Db, input: { username: string; password: string; ip: string }) {
  const actor: AuditActor = { id: null, name: input.username, ip: input.ip };
  return recordingRefusal(db, actor, { action: 'auth.loginFailed', targetType: 'staff' }, () => loginStaff(db, input));
}

/** A change of one's own password, its refusal (a wrong old password) kept in the audit log. */
export function changeOwnPasswordAudited(
  db: Db,
  actor: AuditActor & { id: number },
  input: { oldPassword: string; newPassword: string },
) {
  return recordingRefusal(
    db,
    actor,
    { action: 'auth.changePasswordFailed', targetType: 'staff', targetId: actor.id },
    () => changeOwnPassword(db, actor, input),
  );
}
