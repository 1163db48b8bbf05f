import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { EnrollStatus } from '@jhy/contract';
import { listings } from '../../db/schema.js';

/**
 * `enroll_status` of a public listing (docs/product.md §4, docs/lifecycles.md) is never stored: it is
 * computed on every read from the clock, so it can never be stale. A recorded deal (3) or end (4)
 * overrides the clock; otherwise 0 before `start_time`, 1 from `start_time` to `end_time`
 * inclusive, 2 after `end_time`.
 *
 * `now` is the server's clock passed as a parameter (not SQL `now()`), so one request sees one
 * instant across its queries and tests can set the clock; in a prepared query, a placeholder for it
 * (given as an ISO string).
 */
const at = (now: Date | Placeholder) => sql`${now instanceof Date ? now.toISOString() : now}::timestamptz`;

export function enrollStatusSql(now: Date | Placeholder): SQL<EnrollStatus> {
  return sql<EnrollStatus>`(CASE
    WHEN ${listings.closedStatus} IS NOT NULL THEN ${listings.closedStatus}
    WHEN ${listings.startTime} > ${at(now)} THEN 0
    WHEN ${listings.endTime} >= ${at(now)} THEN 1
    ELSE 2 END)::int`;
}

/**
 * The same rule as a filter that indexes can serve: the recorded states through
 * `listings_public_closed_idx`, the clock's windows through the partial indexes on open listings
 * (`closed_status IS NULL`) by start and end time.
 */
export function enrollStatusIs(status: EnrollStatus, now: Date | Placeholder): SQL {
  switch (status) {
    case 3:
    case 4:
      return sql`${listings.closedStatus} IS NOT NULL AND ${listings.closedStatus} = ${status}`;
    case 0:
      return sql`${listings.closedStatus} IS NULL AND ${listings.startTime} > ${at(now)}`;
    case 1:
      return sql`${listings.closedStatus} IS NULL AND ${listings.startTime} <= ${at(now)} AND ${listings.endTime} >= ${at(now)}`;
    case 2:
      return sql`${listings.closedStatus} IS NULL AND ${listings.endTime} < ${at(now)}`;
  }
}

/** The same rule for one row already read (the owner's and the console's lists). */
export function enrollStatusAt(
  row: { closedStatus: number | null; startTime: Date; endTime: Date },
  now: Date,
): EnrollStatus {
  if (row.closedStatus !== null) return row.closedStatus as EnrollStatus;
  if (row.startTime > now) return 0;
  return row.endTime >= now ? 1 : 2;
}
