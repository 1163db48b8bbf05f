import { apiRoutes } from '@jhy/contract';
import type { Db } from '../../../db/client.js';
import { serveRoute, type RouteServer } from '../../../infra/serveRoute.js';
import { listAuditActions, listAuditEntries } from './auditRepository.js';

export function consoleAuditRoutes(server: RouteServer, db: Db): void {
  serveRoute(server, apiRoutes.auditList, (query) => listAuditEntries(db, query));
  serveRoute(server, apiRoutes.auditActions, () => listAuditActions(db));
}
