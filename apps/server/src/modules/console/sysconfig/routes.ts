import { apiRoutes } from '@jhy/contract';
import type { AppServices } from '../../../appServices.js';
import { serveRoute, type RouteServer } from '../../../infra/serveRoute.js';
import { savedAsStaff } from '../../staffActions/savedAsStaff.js';
import { listSysConfigForConsole, updateSysConfig } from './sysConfigEditor.js';

export function consoleSysConfigRoutes(server: RouteServer, { db }: Pick<AppServices, 'db'>): void {
  serveRoute(server, apiRoutes.sysConfigList, () => listSysConfigForConsole(db));
  serveRoute(server, apiRoutes.sysConfigUpdate, savedAsStaff(db, updateSysConfig));
}
