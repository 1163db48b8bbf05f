import { apiRoutes } from '@jhy/contract';
import type { AppServices } from '../../../appServices.js';
import { serveRoute, type RouteServer } from '../../../infra/serveRoute.js';
import { savedAsStaff } from '../../staffActions/savedAsStaff.js';
import { actingStaff } from '../../staffActions/actingStaff.js';
import { createStaff, disableStaff, enableStaff, resetStaffPassword, staffPage, updateStaff } from './staffService.js';

/** Staff accounts: only an admin manages them (the table's `staff.manage`). */
export function consoleStaffRoutes(server: RouteServer, { db }: Pick<AppServices, 'db'>): void {
  serveRoute(server, apiRoutes.staffList, (page) => staffPage(db, page));
  serveRoute(server, apiRoutes.staffCreate, savedAsStaff(db, createStaff));
  serveRoute(server, apiRoutes.staffUpdate, savedAsStaff(db, updateStaff));
  serveRoute(server, apiRoutes.staffDisable, ({ id }, request) => disableStaff(db, actingStaff(request), id));
  serveRoute(server, apiRoutes.staffEnable, ({ id }, request) => enableStaff(db, actingStaff(request), id));
  serveRoute(server, apiRoutes.staffResetPassword, ({ id }, request) =>
    resetStaffPassword(db, actingStaff(request), id),
  );
}
