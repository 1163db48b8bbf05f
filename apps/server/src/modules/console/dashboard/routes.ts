import { apiRoutes } from '@jhy/contract';
import type { AppServices } from '../../../appServices.js';
import { unauthorized } from '../../../infra/errors.js';
import { serveRoute, type RouteServer } from '../../../infra/serveRoute.js';
import { dashboardFor } from './dashboard.js';

/** What waits for the person logged in: the queues they may work, and a few totals. */
export function consoleDashboardRoutes(server: RouteServer, { db, clock }: Pick<AppServices, 'db' | 'clock'>): void {
  serveRoute(server, apiRoutes.consoleDashboard, (_input, request) => {
    if (!request.staff) throw unauthorized();
    return dashboardFor(db, request.staff.role, clock());
  });
}
