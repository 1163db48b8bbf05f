import { staffCan, type ConsolePermission, type DashboardQueue, type StaffRole } from '@jhy/contract';
import type { Db } from '../../db/client.js';

/**
 * One queue of records waiting for staff (enterprises to verify, listings to review, display
 * products, certification applications). A feature module registers its queue once — from its
 * routes function — and the console's dashboard shows its pending count to whoever may work it.
 */
export interface ReviewQueue {
  /** Stable key, e.g. 'enterprises'. */
  key: string;
  /** As the dashboard names it, e.g. '企业认证'. */
  title: string;
  /** The console page of the queue (hash route), e.g. '/console/review/enterprises'. */
  path: string;
  /** Who works the queue; 'review.decide' unless said otherwise. */
  permission?: ConsolePermission;
  /** Records waiting for a decision; must be served by an index. */
  countPending(db: Db): Promise<number>;
}

// Keyed, so that registering again (each test app builds its routes anew) replaces, never duplicates.
const queues = new Map<string, ReviewQueue>();

export function registerReviewQueue(queue: ReviewQueue): void {
  queues.set(queue.key, queue);
}

export function unregisterReviewQueue(key: string): void {
  queues.delete(key);
}

export function reviewQueuesFor(role: StaffRole): ReviewQueue[] {
  return [...queues.values()].filter((queue) => staffCan(role, queue.permission ?? 'review.decide'));
}

/** The pending count of every queue this role may work, in registration order. */
export async function pendingCounts(db: Db, role: StaffRole): Promise<DashboardQueue[]> {
  return Promise.all(
    reviewQueuesFor(role).map(async (queue) => ({
      key: queue.key,
      title: queue.title,
      path: queue.path,
      pending: await queue.countPending(db),
    })),
  );
}
