import type { Db } from '../../../db/client.js';
import { seedDemoDeals } from './demoDeals.js';
import { seedDemoEnterprises } from './demoEnterprises.js';
import { seedDemoListings } from './demoListings.js';

/**
 * The trading center's demo: a demo owner with certified enterprises in the eight prefectures,
 * listings of every class and enroll status (pictures and disclosure documents in
 * assets/demo/trading/), and two years of recorded deals for the statistics.
 */
export async function seedTradingDemo(db: Db, now = Date.now()): Promise<void> {
  const { ownerId, enterprises } = await seedDemoEnterprises(db);
  await seedDemoListings(db, ownerId, enterprises, now);
  await seedDemoDeals(db, now);
}
