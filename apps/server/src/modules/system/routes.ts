import { apiRoutes, commonMessages } from '@jhy/contract';
import type { AppServices } from '../../appServices.js';
import { notFound } from '../../infra/errors.js';
import { serveRoute, type RouteServer } from '../../infra/serveRoute.js';
import { buildCategoryGroups } from './categoryTree.js';
import { findSysConfig, listCategories, listCategoryChildren, listSysConfig } from './systemRepository.js';

export function systemRoutes(server: RouteServer, { db }: Pick<AppServices, 'db'>): void {
  serveRoute(server, apiRoutes.sysConfig, async ({ key }) => {
    if (!key) return listSysConfig(db);
    const entry = await findSysConfig(db, key);
    if (!entry) throw notFound(commonMessages.sysConfigNotFound);
    return entry;
  });
  serveRoute(server, apiRoutes.getCategory, async () => buildCategoryGroups(await listCategories(db)));
  serveRoute(server, apiRoutes.getCategorySon, ({ id }) => listCategoryChildren(db, id));
}
