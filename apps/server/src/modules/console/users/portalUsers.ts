import { and, count, desc, eq, gt, ilike, isNull, or, type SQL } from 'drizzle-orm';
import { consoleMessages, type PortalUserDetail, type PortalUserView } from '@jhy/contract';
import type { Db } from '../../../db/client.js';
import { readPage } from '../../../db/paging.js';
import { sessions, users } from '../../../db/schema.js';
import { notFound } from '../../../infra/errors.js';
import { likeContains } from '../../../infra/likePattern.js';
import { SessionStore } from '../../../infra/sessions.js';
import { withAudit, type AuditActor } from '../audit/withAudit.js';
import { listAuditEntries } from '../audit/auditRepository.js';

type UserRow = typeof users.$inferSelect;

const USER_ACTIVE = 1;
const USER_DISABLED = 0;

/** Portal users found by any part of their mobile or nickname (the trigram indexes serve both). */
export async function searchPortalUsers(
  db: Db,
  query: { page: number; limit: number; keyword?: string; status?: 0 | 1 },
): Promise<{ total: number; data: PortalUserView[] }> {
  const filters: Array<SQL | undefined> = [query.status === undefined ? undefined : eq(users.status, query.status)];
  if (query.keyword) {
    const pattern = likeContains(query.keyword);
    filters.push(or(ilike(users.mobile, pattern), ilike(users.nickName, pattern)));
  }
  const where = and(...filters);
  const select = db.select().from(users).where(where).orderBy(desc(users.id));
  const { rows, total } = await readPage(select, db.$count(users, where), query);
  return { total, data: rows.map(toPortalUserView) };
}

export async function portalUserDetail(db: Db, id: number): Promise<PortalUserDetail> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw notFound(consoleMessages.userNotFound);
  const [[active], history] = await Promise.all([
    db
      .select({ value: count() })
      .from(sessions)
      .where(
        and(
          eq(sessions.kind, 'user'),
          eq(sessions.ownerId, id),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, new Date()),
        ),
      ),
    listAuditEntries(db, { page: 1, limit: 20, targetType: 'user', targetId: String(id) }),
  ]);
  return { ...toPortalUserView(row), wchat: row.wchat, activeSessions: active?.value ?? 0, history: history.data };
}

/** Disabling ends every session of the user at once; enabling lets them log in again. */
export function setPortalUserStatus(db: Db, actor: AuditActor, id: number, enabled: boolean): Promise<PortalUserView> {
  const action = enabled ? 'user.enable' : 'user.disable';
  return withAudit(db, actor, { action, targetType: 'user', targetId: id }, async (tx) => {
    const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (!row) throw notFound(consoleMessages.userNotFound);
    const [updated] = await tx
      .update(users)
      .set({ status: enabled ? USER_ACTIVE : USER_DISABLED, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    if (!enabled) await new SessionStore(tx, 'user').revokeAll(id);
    return { before: { status: row.status }, after: { status: updated!.status }, result: toPortalUserView(updated!) };
  });
}

export async function countPortalUsers(db: Db): Promise<{ all: number; active: number }> {
  const [[all], [active]] = await Promise.all([
    db.select({ value: count() }).from(users),
    db.select({ value: count() }).from(users).where(eq(users.status, USER_ACTIVE)),
  ]);
  return { all: all?.value ?? 0, active: active?.value ?? 0 };
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
  };
}
