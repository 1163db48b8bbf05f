import { apiRoutes } from '@jhy/contract';
import { chinaDate } from '../../infra/chinaTime.js';
import type { AppServices } from '../../appServices.js';
import { serveRoute, type RouteServer } from '../../infra/serveRoute.js';
import { sendWorkbook } from '../../infra/workbook.js';
import { auditWorkbook } from './auditExport.js';
import { auditActions, auditEntries } from './auditLogService.js';

export function consoleAuditRoutes(server: RouteServer, { db, clock }: Pick<AppServices, 'db' | 'clock'>): void {
  serveRoute(server, apiRoutes.auditList, (query) => auditEntries(db, query));
  serveRoute(server, apiRoutes.auditExport, async (query, _request, reply) =>
    sendWorkbook(reply, await auditWorkbook(db, query), `审计日志-${chinaDate(clock())}.xlsx`),
  );
  serveRoute(server, apiRoutes.auditActions, () => auditActions(db));
}
