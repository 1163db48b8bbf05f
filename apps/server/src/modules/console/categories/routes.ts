import { apiRoutes, consoleMessages } from '@jhy/contract';
import type { Db } from '../../../db/client.js';
import { Answer } from '../../../infra/envelope.js';
import { serveRoute, type RouteServer } from '../../../infra/serveRoute.js';
import { actingStaff } from '../consolePermissions.js';
import { addCategory, categoryTreeForConsole, renameCategory } from './categoryEditor.js';

export function consoleCategoryRoutes(server: RouteServer, db: Db): void {
  serveRoute(server, apiRoutes.categoryTree, () => categoryTreeForConsole(db));
  serveRoute(
    server,
    apiRoutes.categoryAdd,
    async (input, request) => new Answer(await addCategory(db, actingStaff(request), input), consoleMessages.saved),
  );
  serveRoute(
    server,
    apiRoutes.categoryRename,
    async (input, request) => new Answer(await renameCategory(db, actingStaff(request), input), consoleMessages.saved),
  );
}
