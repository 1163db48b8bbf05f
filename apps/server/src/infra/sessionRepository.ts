import { and, eq, gt, isNull, lt, ne, or, isNotNull, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { PreparedQueries } from '../db/preparedQueries.js';
import { sessions, users } from '../db/schema.js';

export type SessionKind = 'user' | 'staff';

export async function insertSession(
  db: Queryable,
  values: { kind: SessionKind; ownerId: number; tokenHash: string; ip: string; expiresAt: Date },
): Promise<void> {
  await db.insert(sessions).values(values);
}

/** A session of `kind` with this token hash, not revoked, not expired: by placeholders, prepared once. */
const live = (kind: SessionKind) =>
  and(
    eq(sessions.tokenHash, sql.placeholder('tokenHash')),
    eq(sessions.kind, kind),
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, sql.placeholder('now')),
  );

const liveSessionQuery = (db: Queryable, kind: SessionKind) =>
  db
    .select({ id: sessions.id, ownerId: sessions.ownerId, lastUsedAt: sessions.lastUsedAt })
    .from(sessions)
    .where(live(kind))
    .prepare(`live_session_${kind}`);
const liveSessionQueries = new PreparedQueries<ReturnType<typeof liveSessionQuery>>();

/**
 * The live (not revoked, not expired) session with this token hash. Asked by every logged-in call,
 * so prepared (db/preparedQueries.ts): built, it cost about three times the CPU (docs/performance.md
 * "Prepared queries").
 */
export async function findLiveSession(db: Queryable, kind: SessionKind, tokenHash: string, now: Date) {
  const query = liveSessionQueries.get(db, kind, () => liveSessionQuery(db, kind));
  const [session] = await query.execute({ tokenHash, now: now.toISOString() });
  return session;
}

const liveUserSessionQuery = (db: Queryable) =>
  db
    .select({
      id: sessions.id,
      ownerId: sessions.ownerId,
      lastUsedAt: sessions.lastUsedAt,
      mobile: users.mobile,
      status: users.status,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.ownerId))
    .where(live('user'))
    .prepare('live_user_session');
const liveUserSessionQueries = new PreparedQueries<ReturnType<typeof liveUserSessionQuery>>();

/**
 * The live portal-user session with this token hash and its user's mobile and status, in one
 * query: what every request of a logged-in user asks first (requireUser), once instead of twice.
 * Prepared, as findLiveSession.
 */
export async function findLiveUserSession(db: Queryable, tokenHash: string, now: Date) {
  const query = liveUserSessionQueries.get(db, 'user', () => liveUserSessionQuery(db));
  const [session] = await query.execute({ tokenHash, now: now.toISOString() });
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
