import type { DashboardView, StaffRole } from '@jhy/contract';
import type { Db } from '../../../db/client.js';
import { startOfChinaDay } from '../../../infra/chinaTime.js';
import { countAuditEntriesSince } from '../../audit/auditRepository.js';
import { pendingCounts } from '../../review/reviewQueues.js';
import { countStaff } from '../staff/staffRepository.js';
import { countPortalUsers } from '../users/portalUsers.js';

/** The queues this role may work with their pending counts, and the console's totals as of `now`. */
export async function dashboardFor(db: Db, role: StaffRole, now: Date): Promise<DashboardView> {
  const [queues, users, staff, auditToday] = await Promise.all([
    pendingCounts(db, role),
    countPortalUsers(db),
    countStaff(db, true),
    countAuditEntriesSince(db, startOfChinaDay(now)),
  ]);
  return { queues, totals: { users: users.all, activeUsers: users.active, staff, auditToday } };
}
