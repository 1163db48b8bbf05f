import { apiRoutes } from '@jhy/contract';
import type { AppServices } from '../../../appServices.js';
import { serveRoute, type RouteServer } from '../../../infra/serveRoute.js';
import { savedAsStaff } from '../../staffActions/savedAsStaff.js';
import { addCategory, categoryTreeForConsole, renameCategory } from './categoryEditor.js';

export function consoleCategoryRoutes(server: RouteServer, { db }: Pick<AppServices, 'db'>): void {
  serveRoute(server, apiRoutes.categoryTree, () => categoryTreeForConsole(db));
  serveRoute(server, apiRoutes.categoryAdd, savedAsStaff(db, addCategory));
  serveRoute(server, apiRoutes.categoryRename, savedAsStaff(db, renameCategory));
}
