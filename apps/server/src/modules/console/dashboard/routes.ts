import type { FastifyInstance } from 'fastify';
import { CONSOLE_API, type DashboardView } from '@jhy/contract';
import type { Db } from '../../../db/client.js';
import { endpoint } from '../../../infra/endpoint.js';
import { startOfChinaDay } from '../../../infra/chinaTime.js';
import { countAuditEntriesSince } from '../audit/auditRepository.js';
import type { RequireStaff } from '../consolePermissions.js';
import { pendingCounts } from '../review/reviewQueues.js';
import { countStaff } from '../staff/staffRepository.js';
import { countPortalUsers } from '../users/portalUsers.js';

/** What waits for the person logged in: the queues they may work, and a few totals. */
export function consoleDashboardRoutes(app: FastifyInstance, db: Db, requireStaff: RequireStaff): void {
  endpoint(
    app,
    {
      path: CONSOLE_API.dashboard,
      kind: 'read',
      tags: ['console'],
      summary: '工作台：各审核队列待处理数与概况',
      guards: [requireStaff('dashboard.view')],
    },
    async (_input, request): Promise<DashboardView> => {
      const [queues, users, staff, auditToday] = await Promise.all([
        pendingCounts(db, request.staff!.role),
        countPortalUsers(db),
        countStaff(db, true),
        countAuditEntriesSince(db, startOfChinaDay(new Date())),
      ]);
      return { queues, totals: { users: users.all, activeUsers: users.active, staff, auditToday } };
    },
  );
}
