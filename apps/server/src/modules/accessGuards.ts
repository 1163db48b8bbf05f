import type { onRequestAsyncHookHandler } from 'fastify';
import type { RouteAccess } from '@jhy/contract';
import type { Db } from '../db/client.js';
import type { GuardFor } from '../infra/serveRoute.js';
import { requireRecentUser, requireUser, requireUserWithMessage } from './accounts/requireUser.js';
import { staffGuard } from './console/consolePermissions.js';

/**
 * The one mapping from a route's declared access to the guard that enforces it. `clock` is the
 * server's (docs/time.md): it times how long a session found live counts as recent.
 */
export function accessGuards(db: Db, clock: () => Date): GuardFor {
  const user = requireUser(db);
  const recentUser = requireRecentUser(db, () => clock().getTime());
  const requireStaff = staffGuard(db);
  const staffGuards = new Map<string, onRequestAsyncHookHandler>();
  return (access: RouteAccess) => {
    switch (access.who) {
      case 'public':
        return undefined;
      case 'user':
        if (access.recentSession) return recentUser;
        return access.anonymousMessage ? requireUserWithMessage(db, access.anonymousMessage) : user;
      case 'staff': {
        const key = access.permission ?? '';
        let guard = staffGuards.get(key);
        if (!guard) {
          guard = requireStaff(access.permission) as onRequestAsyncHookHandler;
          staffGuards.set(key, guard);
        }
        return guard;
      }
    }
  };
}
