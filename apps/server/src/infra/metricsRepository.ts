import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { rowsOf } from '../db/rows.js';

/** How many auctions are in each state, as the database holds them (read at each scrape). */
export function auctionsByState(db: Queryable): Promise<{ state: string; count: number }[]> {
  return rowsOf<{ state: string; count: number }>(
    db,
    sql`SELECT state, count(*)::int AS count FROM auctions GROUP BY state ORDER BY state`,
  );
}
