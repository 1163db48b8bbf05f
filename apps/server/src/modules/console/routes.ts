import { createStorage } from '../../infra/storage/createStorage.js';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { RouteServer } from '../../infra/serveRoute.js';
import type { PublicContentService } from '../content/contentService.js';
import { contentConsoleRoutes } from '../content/editor/consoleRoutes.js';
import { enterpriseConsoleRoutes } from '../enterprises/consoleRoutes.js';
import { listingConsoleRoutes } from '../listings/consoleRoutes.js';
import { certificationConsoleRoutes } from '../certification/consoleRoutes.js';
import { pilotConsoleRoutes } from '../pilot/consoleRoutes.js';
import { consoleMessageRoutes } from '../messages/consoleRoutes.js';
import { biddingConsoleRoutes } from '../bidding/consoleRoutes.js';
import type { PrivateUploads } from '../uploads/privateUploads.js';
import { consoleAuditRoutes } from './audit/routes.js';
import { consoleAuthRoutes } from './auth/routes.js';
import { consoleCategoryRoutes } from './categories/routes.js';
import { registerStaffRequest } from './consolePermissions.js';
import { consoleDashboardRoutes } from './dashboard/routes.js';
import { consoleSmsRoutes } from './sms/routes.js';
import { consoleStaffRoutes } from './staff/routes.js';
import { consoleSysConfigRoutes } from './sysconfig/routes.js';
import { consoleUserRoutes } from './users/routes.js';

/** The services that the console's feature routes share with the portal's routes of the same feature. */
export interface ConsoleFeatureServices {
  /** Editors' changes drop its public answers. */
  publicContent: PublicContentService;
  /** Signs the links to enterprises' private files that reviewers open. */
  privateUploads: PrivateUploads;
  /** The server's clock (tests set it): time-driven rules read it, never `new Date()` (docs/time.md). */
  clock: () => Date;
}

/**
 * The staff console's API under /console/api/: its own routes, and every feature's console routes
 * from the feature's own console file (review queues, editors), so the portal feature's route
 * function registers portal routes only.
 */
export function consoleRoutes(
  server: RouteServer,
  db: Db,
  config: AppConfig,
  { publicContent, privateUploads, clock }: ConsoleFeatureServices,
): void {
  registerStaffRequest(server.app);
  consoleAuthRoutes(server, db, config);
  consoleDashboardRoutes(server, db);
  consoleStaffRoutes(server, db);
  consoleUserRoutes(server, db);
  consoleMessageRoutes(server, db);
  consoleSysConfigRoutes(server, db);
  consoleCategoryRoutes(server, db);
  consoleSmsRoutes(server, db);
  consoleAuditRoutes(server, db, clock);
  enterpriseConsoleRoutes(server, db, privateUploads);
  listingConsoleRoutes(server, db, privateUploads, clock);
  certificationConsoleRoutes(server, db);
  pilotConsoleRoutes(server, db);
  biddingConsoleRoutes(server, db, privateUploads, clock, createStorage(config));
  contentConsoleRoutes(server, db, config, publicContent);
}
