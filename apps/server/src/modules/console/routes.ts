import type { AppServices } from '../../appServices.js';
import type { RouteServer } from '../../infra/serveRoute.js';
import { contentConsoleRoutes } from '../content/editor/consoleRoutes.js';
import { enterpriseConsoleRoutes } from '../enterprises/consoleRoutes.js';
import { listingConsoleRoutes } from '../listings/consoleRoutes.js';
import { certificationConsoleRoutes } from '../certification/consoleRoutes.js';
import { pilotConsoleRoutes } from '../pilot/consoleRoutes.js';
import { consoleMessageRoutes } from '../messages/consoleRoutes.js';
import { biddingConsoleRoutes } from '../bidding/consoleRoutes.js';
import { consoleAuditRoutes } from '../audit/consoleRoutes.js';
import { consoleAuthRoutes } from './auth/routes.js';
import { consoleCategoryRoutes } from './categories/routes.js';
import { registerStaffRequest } from '../staffActions/actingStaff.js';
import { consoleDashboardRoutes } from './dashboard/routes.js';
import { consoleSmsRoutes } from './sms/routes.js';
import { consoleStaffRoutes } from './staff/routes.js';
import { consoleSysConfigRoutes } from './sysconfig/routes.js';
import { consoleUserRoutes } from './users/routes.js';

/**
 * The staff console's API under /console/api/: its own routes, and every feature's console routes
 * from the feature's own console file (review queues, editors), so the portal feature's route
 * function registers portal routes only.
 */
export function consoleRoutes(server: RouteServer, services: AppServices): void {
  registerStaffRequest(server.app);
  consoleAuthRoutes(server, services);
  consoleDashboardRoutes(server, services);
  consoleStaffRoutes(server, services);
  consoleUserRoutes(server, services);
  consoleMessageRoutes(server, services);
  consoleSysConfigRoutes(server, services);
  consoleCategoryRoutes(server, services);
  consoleSmsRoutes(server, services);
  consoleAuditRoutes(server, services);
  enterpriseConsoleRoutes(server, services);
  listingConsoleRoutes(server, services);
  certificationConsoleRoutes(server, services);
  pilotConsoleRoutes(server, services);
  biddingConsoleRoutes(server, services);
  contentConsoleRoutes(server, services);
}
