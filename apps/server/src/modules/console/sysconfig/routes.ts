import { apiRoutes } from '@jhy/contract';
import type { Db } from '../../../db/client.js';
import { serveRoute, type RouteServer } from '../../../infra/serveRoute.js';
import { savedAsStaff } from '../savedAsStaff.js';
import { listSysConfigForConsole, updateSysConfig } from './sysConfigEditor.js';

export function consoleSysConfigRoutes(server: RouteServer, db: Db): void {
  serveRoute(server, apiRoutes.sysConfigList, () => listSysConfigForConsole(db));
  serveRoute(server, apiRoutes.sysConfigUpdate, savedAsStaff(db, updateSysConfig));
}
