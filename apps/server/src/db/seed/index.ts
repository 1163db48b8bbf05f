import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { categories, sysConfig } from '../schema.js';
import { sanitizeHtml } from '../../infra/sanitizeHtml.js';
import { seedCertificationDemo } from '../../modules/certification/demo/seedCertificationDemo.js';
import { seedContentDemo } from '../../modules/content/demo/seedContentDemo.js';
import { seedTradingDemo } from '../../modules/trading/demo/seedTradingDemo.js';
import { seedPilotDemo } from '../../modules/pilot/demo/seedPilotDemo.js';
import { seedPilotZones } from '../../modules/pilot/reference/seedPilotZones.js';
import { categorySeeds } from './categories.js';
import { sysConfigSeeds } from './sysConfig.js';

/**
 * Fills an empty database with the reference data every install needs (categories with the product's
 * ids, system configuration) and, unless DEMO_SEED=0, realistic demo content. Runs in one
 * transaction: a failed seed leaves the database empty, so the next start tries again.
 */
export async function seedWhenEmpty(db: Db, options: { demo: boolean }): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(sysConfig);
  if ((row?.count ?? 0) > 0) {
    // A database seeded by an earlier version lacks the entries added since: add those. An entry
    // that exists keeps what staff wrote in it.
    await db.insert(sysConfig).values(sysConfigSeeds.map(seedRow)).onConflictDoNothing();
    await seedPilotZones(db);
    return false;
  }
  await db.transaction(async (tx) => {
    await tx.insert(categories).values(categorySeeds.map((c, index) => ({ ...c, sort: index })));
    await tx.insert(sysConfig).values(sysConfigSeeds.map(seedRow));
    // Rows were written with explicit ids; new rows must continue after the highest one.
    await tx.execute(sql`SELECT setval(pg_get_serial_sequence('categories', 'id'), (SELECT max(id) FROM categories))`);
    await tx.execute(sql`SELECT setval(pg_get_serial_sequence('sys_config', 'id'), (SELECT max(id) FROM sys_config))`);
    await seedPilotZones(tx);
    if (options.demo) await seedDemoContent(tx);
  });
  return true;
}

/** Demo content of the feature modules (news, listings, zones…); each feature adds its part here. */
async function seedDemoContent(db: Db): Promise<void> {
  await seedContentDemo(db);
  await seedTradingDemo(db);
  await seedCertificationDemo(db);
  await seedPilotDemo(db);
}

const seedRow = (entry: (typeof sysConfigSeeds)[number]) => ({
  ...entry,
  content: entry.format === 'html' ? sanitizeHtml(entry.content) : entry.content,
});
