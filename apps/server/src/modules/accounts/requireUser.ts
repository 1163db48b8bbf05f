import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Db } from '../../db/client.js';
import { unauthorized } from '../../infra/errors.js';
import { sha256 } from '../../infra/secrets.js';
import { SessionStore } from '../../infra/sessions.js';
import { TtlCache } from '../../infra/ttlCache.js';

/** The portal user a request acts for, taken from its token and never from its fields. */
export interface AuthenticatedUser {
  id: number;
  mobile: string;
  /** The session's token, for logout. */
  token: string;
}

/**
 * A user whose session was found live moments ago but not looked up for this request
 * (requireRecentUser): enough to refuse something that changes nothing, never to act.
 */
export interface RecentUser {
  id: number;
  /** Looks the session up now: the user, or 401 when it has ended since. */
  confirm(): Promise<AuthenticatedUser>;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthenticatedUser | null;
    recentUser: RecentUser | null;
  }
}

/** Called once by the accounts routes, so that every request has the properties from the start. */
export function decorateUser(app: FastifyInstance): void {
  if (!app.hasRequestDecorator('user')) app.decorateRequest('user', null);
  if (!app.hasRequestDecorator('recentUser')) app.decorateRequest('recentUser', null);
}

/** The `token` header of docs/product.md §6 (a client that repeats the header gets the first value). */
export function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.token;
  const token = Array.isArray(header) ? header[0] : header;
  return token?.trim() || undefined;
}

/**
 * The guard of every owner-scoped endpoint (`guards: [requireUser(db)]`): a live session of an
 * active user, or 401 with '您的登录状态已过期，请重新登录' — no token, an expired or revoked one,
 * or a user that staff disabled (status 0). Sets `request.user`.
 */
export function requireUser(db: Db): onRequestAsyncHookHandler {
  const lookUp = sessionLookup(db);
  return async function requireUserGuard(request: FastifyRequest) {
    request.user = await lookUp(tokenOf(request));
  };
}

/** The live session of `token` and its active user, in one query; else 401. */
function sessionLookup(db: Db): (token: string | undefined) => Promise<AuthenticatedUser> {
  const sessions = new SessionStore(db, 'user');
  return async (token) => {
    const user = await sessions.resolveUser(token);
    if (!user || token === undefined || user.status !== 1) throw unauthorized();
    return { id: user.id, mobile: user.mobile, token };
  };
}

/**
 * How long a session found live may answer, without being looked up again, a call that ends in a
 * refusal changing nothing (docs/security.md "Logins").
 */
export const RECENT_SESSION_MS = 2_000;
const RECENT_SESSIONS_KEPT = 20_000;

/**
 * The guard of a call whose usual answer is a refusal that changes nothing — a bid under the price
 * (docs/bidding.md "Bidding"): a token this guard found live within RECENT_SESSION_MS passes without
 * a query, as `request.recentUser`; any other is looked up as by requireUser. The handler may refuse
 * for a recent user; before it acts, `recentUser(request).confirm()` looks the session up again.
 * `clock` is the server's, in milliseconds; set back, it finds the sessions kept in its future, and
 * looks them up again (TtlCache).
 */
export function requireRecentUser(db: Db, clock: () => number): onRequestAsyncHookHandler {
  const lookUp = sessionLookup(db);
  // Keyed by the token's hash: no bearer token outlives its request in this process's memory.
  const found = new TtlCache<AuthenticatedUser>({ ttlMs: RECENT_SESSION_MS, maxEntries: RECENT_SESSIONS_KEPT, clock });
  return async function requireRecentUserGuard(request: FastifyRequest) {
    const token = tokenOf(request);
    if (token === undefined || token.length > 200) throw unauthorized();
    let lookedUp = false;
    const user = await found.get(sha256(token), () => {
      lookedUp = true;
      return lookUp(token);
    });
    if (lookedUp) request.user = user;
    else request.recentUser = { id: user.id, confirm: async () => (request.user = await lookUp(token)) };
  };
}

/** The user set by requireUser; a handler without the guard gets 401 rather than someone else. */
export function currentUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/**
 * The caller of a route guarded by requireRecentUser: the user looked up for this request, or one
 * found live moments ago, who must be confirmed before anything is done for them.
 */
export function recentUser(request: FastifyRequest): RecentUser {
  const user = request.user;
  if (user) return { id: user.id, confirm: async () => user };
  if (request.recentUser) return request.recentUser;
  throw unauthorized();
}

/**
 * requireUser with a message of its own for a visitor who sent no token at all (e.g. the product's
 * '需登录后下载或查看相关附件'); an expired token still gets the session-expired answer.
 */
export function requireUserWithMessage(db: Db, anonymousMessage: string): onRequestAsyncHookHandler {
  const guard = requireUser(db);
  return async function requireUserOrSay(this: FastifyInstance, request: FastifyRequest, reply) {
    if (!tokenOf(request)) throw unauthorized(anonymousMessage);
    return guard.call(this, request, reply);
  };
}
