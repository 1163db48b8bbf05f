import { consoleMessages, type StaffCreateInput, type StaffRole, type StaffView } from '@jhy/contract';
import type { Db, Queryable } from '../../../db/client.js';
import { badRequest, conflict, notFound } from '../../../infra/errors.js';
import { clearedLock } from '../../../infra/loginLockRepository.js';
import { hashPassword } from '../../../infra/secrets.js';
import { SessionStore } from '../../../infra/sessions.js';
import { withAudit, type AuditActor } from '../../audit/withAudit.js';
import { generateStaffPassword } from './generatedPassword.js';
import {
  findStaffByUsername,
  insertStaff,
  lockActiveAdminIds,
  listStaff,
  lockStaffById,
  STAFF_ACTIVE,
  STAFF_DISABLED,
  staffSnapshot,
  toStaffView,
  updateStaffRow,
  type StaffChanges,
  type StaffRow,
} from './staffRepository.js';

/** A page of staff accounts, by id. */
export function staffPage(
  db: Queryable,
  page: { page: number; limit: number },
): Promise<{ total: number; data: StaffView[] }> {
  return listStaff(db, page);
}

/**
 * A new staff account with a password the server chose; the admin hands it over once. The admin has
 * seen it, so the new member must change it before doing anything else.
 */
export async function createStaff(
  db: Db,
  actor: AuditActor,
  input: StaffCreateInput,
): Promise<{ staff: StaffView; password: string }> {
  if (await findStaffByUsername(db, input.username)) throw conflict(consoleMessages.usernameTaken);
  const password = generateStaffPassword();
  const passwordHash = await hashPassword(password);
  return withAudit(db, actor, { action: 'staff.create', targetType: 'staff' }, async (tx) => {
    const row = await insertStaff(tx, {
      username: input.username,
      displayName: input.displayName,
      role: input.role,
      passwordHash,
      mustChangePassword: true,
    });
    // Another admin took the name between the check above and this insert.
    if (!row) throw conflict(consoleMessages.usernameTaken);
    return { before: null, after: staffSnapshot(row), targetId: row.id, result: { staff: toStaffView(row), password } };
  });
}

export function updateStaff(
  db: Db,
  actor: AuditActor,
  input: { id: number; displayName: string; role: StaffRole },
): Promise<StaffView> {
  return changeStaff(
    db,
    actor,
    input.id,
    'staff.update',
    async (tx, row) => {
      if (row.role === 'admin' && input.role !== 'admin') await keepOneAdmin(tx, row);
      return { displayName: input.displayName, role: input.role };
    },
    { touchesAdmins: true },
  );
}

/** Disabling ends every session of the person at once; they cannot log in until enabled. */
export function disableStaff(db: Db, actor: AuditActor, id: number): Promise<StaffView> {
  if (id === actor.id) throw badRequest(consoleMessages.cannotDisableSelf);
  return changeStaff(
    db,
    actor,
    id,
    'staff.disable',
    async (tx, row) => {
      if (row.role === 'admin') await keepOneAdmin(tx, row);
      await new SessionStore(tx, 'staff').revokeAll(id);
      return { status: STAFF_DISABLED };
    },
    { touchesAdmins: true },
  );
}

export function enableStaff(db: Db, actor: AuditActor, id: number): Promise<StaffView> {
  return changeStaff(db, actor, id, 'staff.enable', async () => ({ status: STAFF_ACTIVE, ...clearedLock }));
}

/**
 * A new server-chosen password; the old one and every session stop working, a lock is lifted. The
 * admin has seen the new one, so it must be changed at the next login.
 */
export async function resetStaffPassword(db: Db, actor: AuditActor, id: number): Promise<{ password: string }> {
  const password = generateStaffPassword();
  const passwordHash = await hashPassword(password);
  await changeStaff(db, actor, id, 'staff.resetPassword', async (tx) => {
    await new SessionStore(tx, 'staff').revokeAll(id);
    return { passwordHash, mustChangePassword: true, ...clearedLock };
  });
  return { password };
}

/**
 * Loads the staff row locked, applies the changes the action decides, and records before → after.
 * An action that may take away an admin locks the admins first, always in the same order, so two
 * admins disabling each other at once cannot deadlock: one waits, then finds the other gone.
 */
function changeStaff(
  db: Db,
  actor: AuditActor,
  id: number,
  action: string,
  decide: (tx: Db, row: StaffRow) => Promise<StaffChanges>,
  options: { touchesAdmins?: boolean } = {},
): Promise<StaffView> {
  return withAudit(db, actor, { action, targetType: 'staff', targetId: id }, async (tx) => {
    if (options.touchesAdmins) await lockActiveAdminIds(tx);
    const row = await lockStaffById(tx, id);
    if (!row) throw notFound(consoleMessages.staffNotFound);
    const changes = await decide(tx, row);
    const updated = await updateStaffRow(tx, id, changes);
    return { before: staffSnapshot(row), after: staffSnapshot(updated!), result: toStaffView(updated!) };
  });
}

/** Nobody could manage staff any more if the last enabled admin were disabled or demoted. */
async function keepOneAdmin(tx: Db, row: StaffRow): Promise<void> {
  if (row.status !== STAFF_ACTIVE) return;
  const others = (await lockActiveAdminIds(tx)).filter((adminId) => adminId !== row.id);
  if (others.length === 0) throw conflict(consoleMessages.lastAdmin);
}
