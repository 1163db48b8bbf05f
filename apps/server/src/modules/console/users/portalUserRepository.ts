import { and, count, desc, eq, gt, ilike, isNull, or, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.js';
import { readPage } from '../../../db/paging.js';
import { sessions, users } from '../../../db/schema.js';
import { likeContains } from '../../../infra/likePattern.js';
import { asEdit } from '../../../db/edits.js';

export type UserRow = typeof users.$inferSelect;

/** Portal users found by any part of their mobile or nickname (the trigram indexes serve both), newest first. */
export function searchUserRows(
  db: Queryable,
  query: { page: number; limit: number; keyword?: string; status?: 0 | 1 },
): Promise<{ rows: UserRow[]; total: number }> {
  const filters: Array<SQL | undefined> = [query.status === undefined ? undefined : eq(users.status, query.status)];
  if (query.keyword) {
    const pattern = likeContains(query.keyword);
    filters.push(or(ilike(users.mobile, pattern), ilike(users.nickName, pattern)));
  }
  const where = and(...filters);
  const select = db.select().from(users).where(where).orderBy(desc(users.id));
  return readPage(select, db.$count(users, where), query);
}

/** `forUpdate`: the row stays locked for the rest of the caller's transaction. */
export async function findUserRow(db: Queryable, id: number, { forUpdate = false } = {}): Promise<UserRow | undefined> {
  const query = db.select().from(users).where(eq(users.id, id));
  const [row] = await (forUpdate ? query.for('update') : query);
  return row;
}

export async function setUserStatus(tx: Queryable, id: number, status: number): Promise<UserRow> {
  const [updated] = await tx.update(users).set(asEdit({ status })).where(eq(users.id, id)).returning();
  return updated!;
}

/** Sessions of the user that still open the portal at `now`. */
export async function countActiveUserSessions(db: Queryable, id: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(sessions)
    .where(
      and(eq(sessions.kind, 'user'), eq(sessions.ownerId, id), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)),
    );
  return row?.value ?? 0;
}

export async function countUsers(db: Queryable, status?: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(users)
    .where(status === undefined ? undefined : eq(users.status, status));
  return row?.value ?? 0;
}
