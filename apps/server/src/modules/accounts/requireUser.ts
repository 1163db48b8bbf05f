import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Db } from '../../db/client.js';
import { unauthorized } from '../../infra/errors.js';
import { SessionStore } from '../../infra/sessions.js';

/** The portal user a request acts for, taken from its token and never from its fields. */
export interface AuthenticatedUser {
  id: number;
  mobile: string;
  /** The session's token, for logout. */
  token: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthenticatedUser | null;
  }
}

/** Called once by the accounts routes, so that every request has the property from the start. */
export function decorateUser(app: FastifyInstance): void {
  if (!app.hasRequestDecorator('user')) app.decorateRequest('user', null);
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
  const sessions = new SessionStore(db, 'user');
  return async function requireUserGuard(request: FastifyRequest) {
    const token = tokenOf(request);
    // The session and its user in one query: the first thing of every logged-in request.
    const user = await sessions.resolveUser(token);
    if (!user || token === undefined || user.status !== 1) throw unauthorized();
    request.user = { id: user.id, mobile: user.mobile, token };
  };
}

/** The user set by requireUser; a handler without the guard gets 401 rather than someone else. */
export function currentUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw unauthorized();
  return request.user;
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
