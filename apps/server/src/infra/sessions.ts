import type { Db } from '../db/client.js';
import { newToken, sha256 } from './secrets.js';
import {
  findLiveSession,
  findLiveUserSession,
  insertSession,
  revokeSessionByHash,
  revokeSessionsOfOwner,
  touchSession,
  type SessionKind,
} from './sessionRepository.js';

export type { SessionKind } from './sessionRepository.js';

/** A session ends after 7 days without use (docs/security.md: tokens expire, revoked on logout). */
export const SESSION_IDLE_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
// Writing last-used on every request would make every read a write; a minute's precision is plenty.
const TOUCH_INTERVAL_MS = 60 * 1000;

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
    await insertSession(this.db, {
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
    const session = await findLiveSession(this.db, this.kind, sha256(token), now);
    if (!session) return undefined;
    await this.touch(session, now);
    return session.ownerId;
  }

  /** A portal user's live session with the user's mobile and status, read in one query (requireUser). */
  async resolveUser(token: string | undefined) {
    if (this.kind !== 'user' || !token || token.length > 200) return undefined;
    const now = new Date();
    const session = await findLiveUserSession(this.db, sha256(token), now);
    if (!session) return undefined;
    await this.touch(session, now);
    return { id: session.ownerId, mobile: session.mobile, status: session.status };
  }

  private async touch(session: { id: number; lastUsedAt: Date }, now: Date): Promise<void> {
    if (now.getTime() - session.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
      await touchSession(this.db, session.id, now, new Date(now.getTime() + SESSION_IDLE_LIFETIME_MS));
    }
  }

  revoke(token: string): Promise<void> {
    return revokeSessionByHash(this.db, this.kind, sha256(token));
  }

  /** Ends every session of one owner at once (account disabled, password reset). */
  revokeAll(ownerId: number): Promise<void> {
    return revokeSessionsOfOwner(this.db, this.kind, ownerId);
  }

  /** Ends every session of one owner but the one of `keepToken` (a password changed from it). */
  revokeOthers(ownerId: number, keepToken: string): Promise<void> {
    return revokeSessionsOfOwner(this.db, this.kind, ownerId, sha256(keepToken));
  }
}
