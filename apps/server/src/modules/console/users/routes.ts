import { apiRoutes } from '@jhy/contract';
import type { AppServices } from '../../../appServices.js';
import { serveRoute, type RouteServer } from '../../../infra/serveRoute.js';
import { actingStaff } from '../../staffActions/actingStaff.js';
import { portalUserDetail, searchPortalUsers, setPortalUserStatus } from './portalUsers.js';

/** Portal users: reviewers look them up, only an admin disables or enables them. */
export function consoleUserRoutes(server: RouteServer, { db }: Pick<AppServices, 'db'>): void {
  serveRoute(server, apiRoutes.userList, (query) => searchPortalUsers(db, query));
  serveRoute(server, apiRoutes.userDetail, ({ id }) => portalUserDetail(db, id));
  serveRoute(server, apiRoutes.userDisable, ({ id }, request) =>
    setPortalUserStatus(db, actingStaff(request), id, false),
  );
  serveRoute(server, apiRoutes.userEnable, ({ id }, request) =>
    setPortalUserStatus(db, actingStaff(request), id, true),
  );
}
