import { apiRoutes } from '@jhy/contract';
import type { AppServices } from '../../appServices.js';
import { serveRoute, type RouteServer } from '../../infra/serveRoute.js';
import { categoryChildren, categoryGroups, sysConfigOf } from './systemService.js';

export function systemRoutes(server: RouteServer, { db }: Pick<AppServices, 'db'>): void {
  serveRoute(server, apiRoutes.sysConfig, ({ key }) => sysConfigOf(db, key));
  serveRoute(server, apiRoutes.getCategory, () => categoryGroups(db));
  serveRoute(server, apiRoutes.getCategorySon, ({ id }) => categoryChildren(db, id));
}
