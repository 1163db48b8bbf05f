import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/client.js';
import { rowsOf } from '../db/rows.js';

/**
 * Opens a new embedded data directory (DATA_DIR) with the cluster template TEMPLATE and prints the
 * cluster's system identifier and this process's peak resident memory, as JSON
 * (db/pgliteCluster.test.ts).
 */
const database = await openDatabase({ dataDir: process.env.DATA_DIR!, template: process.env.TEMPLATE! });
const [row] = await rowsOf<{ id: string }>(
  database.db,
  sql`SELECT system_identifier::text AS id FROM pg_control_system()`,
);
await database.close();
console.log(JSON.stringify({ systemIdentifier: row!.id, peakMb: Math.round(process.resourceUsage().maxRSS / 1024) }));
