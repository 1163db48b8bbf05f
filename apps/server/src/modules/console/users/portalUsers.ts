import { consoleMessages, type PortalUserDetail, type PortalUserView } from '@jhy/contract';
import type { Db } from '../../../db/client.js';
import { notFound } from '../../../infra/errors.js';
import { SessionStore } from '../../../infra/sessions.js';
import { listAuditEntries } from '../../audit/auditRepository.js';
import { withAudit, type AuditActor } from '../../audit/withAudit.js';
import {
  countActiveUserSessions,
  countUsers,
  findUserRow,
  searchUserRows,
  setUserStatus,
  type UserRow,
} from './portalUserRepository.js';

const USER_ACTIVE = 1;
const USER_DISABLED = 0;

/** Portal users found by any part of their mobile or nickname (the trigram indexes serve both). */
export async function searchPortalUsers(
  db: Db,
  query: { page: number; limit: number; keyword?: string; status?: 0 | 1 },
): Promise<{ total: number; data: PortalUserView[] }> {
  const { rows, total } = await searchUserRows(db, query);
  return { total, data: rows.map(toPortalUserView) };
}

export async function portalUserDetail(db: Db, id: number): Promise<PortalUserDetail> {
  const row = await findUserRow(db, id);
  if (!row) throw notFound(consoleMessages.userNotFound);
  const [activeSessions, history] = await Promise.all([
    countActiveUserSessions(db, id, new Date()),
    listAuditEntries(db, { page: 1, limit: 20, targetType: 'user', targetId: String(id) }),
  ]);
  return { ...toPortalUserView(row), wchat: row.wchat, activeSessions, history: history.data };
}

/** Disabling ends every session of the user at once; enabling lets them log in again. */
export function setPortalUserStatus(db: Db, actor: AuditActor, id: number, enabled: boolean): Promise<PortalUserView> {
  const action = enabled ? 'user.enable' : 'user.disable';
  return withAudit(db, actor, { action, targetType: 'user', targetId: id }, async (tx) => {
    const row = await findUserRow(tx, id, { forUpdate: true });
    if (!row) throw notFound(consoleMessages.userNotFound);
    const updated = await setUserStatus(tx, id, enabled ? USER_ACTIVE : USER_DISABLED);
    if (!enabled) await new SessionStore(tx, 'user').revokeAll(id);
    return { before: { status: row.status }, after: { status: updated.status }, result: toPortalUserView(updated) };
  });
}

export async function countPortalUsers(db: Db): Promise<{ all: number; active: number }> {
  const [all, active] = await Promise.all([countUsers(db), countUsers(db, USER_ACTIVE)]);
  return { all, active };
}

function toPortalUserView(row: UserRow): PortalUserView {
  return {
    id: row.id,
    mobile: row.mobile,
    nickName: row.nickName,
    email: row.email,
    userImage: row.userImage,
    userType: row.userType,
    status: row.status,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    demo: row.demo,
  };
}
