import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * Descending order as drizzle writes a `.desc()` index: `DESC NULLS LAST`. Drizzle's `desc()`
 * in ORDER BY means PostgreSQL's default `DESC NULLS FIRST`, which such an index cannot serve, so
 * the planner sorts every matching row instead of reading five from the index (measured on
 * 100k news items: 21 ms against 0.1 ms). Use this wherever the ORDER BY should follow an index.
 */
export const descIndexed = (column: AnyColumn): SQL => sql`${column} desc nulls last`;
