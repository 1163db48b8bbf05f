import { apiRoutes, consoleMessages } from '@jhy/contract';
import type { Db } from '../../../db/client.js';
import { Answer } from '../../../infra/envelope.js';
import { serveRoute, type RouteServer } from '../../../infra/serveRoute.js';
import { actingStaff } from '../consolePermissions.js';
import { listSysConfigForConsole, updateSysConfig } from './sysConfigEditor.js';

export function consoleSysConfigRoutes(server: RouteServer, db: Db): void {
  serveRoute(server, apiRoutes.sysConfigList, () => listSysConfigForConsole(db));
  serveRoute(
    server,
    apiRoutes.sysConfigUpdate,
    async (input, request) => new Answer(await updateSysConfig(db, actingStaff(request), input), consoleMessages.saved),
  );
}
