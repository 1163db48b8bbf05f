import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { sessions } from '../db/schema.js';
import { newToken, sha256 } from './secrets.js';

/** A session ends after 7 days without use (DESIGN.md: tokens expire, revoked on logout). */
export const SESSION_IDLE_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
// Writing last-used on every request would make every read a write; a minute's precision is plenty.
const TOUCH_INTERVAL_MS = 60 * 1000;

export type SessionKind = 'user' | 'staff';

/**
 * Opaque bearer sessions for portal users and for staff, the same rules for both: a new random
 * token at each login, stored hashed, sliding expiry, revocation by logout or by disabling the
 * account.
 */
export class SessionStore {
  constructor(
    private readonly db: Db,
    private readonly kind: SessionKind,
  ) {}

  async open(ownerId: number, ip: string): Promise<string> {
    const token = newToken();
    await this.db.insert(sessions).values({
      kind: this.kind,
      ownerId,
      tokenHash: sha256(token),
      ip,
      expiresAt: new Date(Date.now() + SESSION_IDLE_LIFETIME_MS),
    });
    return token;
  }

  /** The owner of a live session, or undefined; extends the session's life on use. */
  async resolve(token: string | undefined): Promise<number | undefined> {
    if (!token || token.length > 200) return undefined;
    const now = new Date();
    const [session] = await this.db
      .select({ id: sessions.id, ownerId: sessions.ownerId, lastUsedAt: sessions.lastUsedAt })
      .from(sessions)
      .where(
        and(
          eq(sessions.tokenHash, sha256(token)),
          eq(sessions.kind, this.kind),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, now),
        ),
      );
    if (!session) return undefined;
    if (now.getTime() - session.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
      await this.db
        .update(sessions)
        .set({ lastUsedAt: now, expiresAt: new Date(now.getTime() + SESSION_IDLE_LIFETIME_MS) })
        .where(eq(sessions.id, session.id));
    }
    return session.ownerId;
  }

  async revoke(token: string): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.tokenHash, sha256(token)), eq(sessions.kind, this.kind), isNull(sessions.revokedAt)));
  }

  /** Ends every session of one owner at once (account disabled, password reset). */
  async revokeAll(ownerId: number): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.kind, this.kind), eq(sessions.ownerId, ownerId), isNull(sessions.revokedAt)));
  }
}
