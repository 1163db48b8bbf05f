import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { consoleAuditRoutes } from './audit/routes.js';
import { consoleAuthRoutes } from './auth/routes.js';
import { consoleCategoryRoutes } from './categories/routes.js';
import { registerStaffRequest, staffGuard } from './consolePermissions.js';
import { consoleDashboardRoutes } from './dashboard/routes.js';
import { consoleSmsRoutes } from './sms/routes.js';
import { consoleStaffRoutes } from './staff/routes.js';
import { consoleSysConfigRoutes } from './sysconfig/routes.js';
import { consoleUserRoutes } from './users/routes.js';

/** The staff console's API under /console/api/; feature modules add their own review and editor routes. */
export function consoleRoutes(app: FastifyInstance, db: Db, config: AppConfig): void {
  registerStaffRequest(app);
  const requireStaff = staffGuard(db);
  consoleAuthRoutes(app, db, config, requireStaff);
  consoleDashboardRoutes(app, db, requireStaff);
  consoleStaffRoutes(app, db, requireStaff);
  consoleUserRoutes(app, db, requireStaff);
  consoleSysConfigRoutes(app, db, requireStaff);
  consoleCategoryRoutes(app, db, requireStaff);
  consoleSmsRoutes(app, db, requireStaff);
  consoleAuditRoutes(app, db, requireStaff);
}
