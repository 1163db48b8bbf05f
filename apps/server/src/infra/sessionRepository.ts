import { and, eq, gt, isNull, lt, ne, or, isNotNull } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { sessions, users } from '../db/schema.js';

export type SessionKind = 'user' | 'staff';

export async function insertSession(
  db: Queryable,
  values: { kind: SessionKind; ownerId: number; tokenHash: string; ip: string; expiresAt: Date },
): Promise<void> {
  await db.insert(sessions).values(values);
}

/** A session with this token hash, not revoked, not expired. */
const live = (kind: SessionKind, tokenHash: string, now: Date) =>
  and(
    eq(sessions.tokenHash, tokenHash),
    eq(sessions.kind, kind),
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, now),
  );

/** The live (not revoked, not expired) session with this token hash. */
export async function findLiveSession(db: Queryable, kind: SessionKind, tokenHash: string, now: Date) {
  const [session] = await db
    .select({ id: sessions.id, ownerId: sessions.ownerId, lastUsedAt: sessions.lastUsedAt })
    .from(sessions)
    .where(live(kind, tokenHash, now));
  return session;
}

/**
 * The live portal-user session with this token hash and its user's mobile and status, in one
 * query: what every request of a logged-in user asks first (requireUser), once instead of twice.
 */
export async function findLiveUserSession(db: Queryable, tokenHash: string, now: Date) {
  const [session] = await db
    .select({
      id: sessions.id,
      ownerId: sessions.ownerId,
      lastUsedAt: sessions.lastUsedAt,
      mobile: users.mobile,
      status: users.status,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.ownerId))
    .where(live('user', tokenHash, now));
  return session;
}

export async function touchSession(db: Queryable, id: number, now: Date, expiresAt: Date): Promise<void> {
  await db.update(sessions).set({ lastUsedAt: now, expiresAt }).where(eq(sessions.id, id));
}

export async function revokeSessionByHash(db: Queryable, kind: SessionKind, tokenHash: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.tokenHash, tokenHash), eq(sessions.kind, kind), isNull(sessions.revokedAt)));
}

/** Ends every live session of one owner, or every one but the session whose token hash is `keepHash`. */
export async function revokeSessionsOfOwner(
  db: Queryable,
  kind: SessionKind,
  ownerId: number,
  keepHash?: string,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.kind, kind),
        eq(sessions.ownerId, ownerId),
        isNull(sessions.revokedAt),
        keepHash === undefined ? undefined : ne(sessions.tokenHash, keepHash),
      ),
    );
}

/** Retention: sessions that ended (expired or revoked) before `before`; answers how many went. */
export async function deleteEndedSessions(db: Queryable, before: Date): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, before), and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, before))))
    .returning({ id: sessions.id });
  return rows.length;
}
