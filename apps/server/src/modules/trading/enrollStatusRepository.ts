import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { ENROLL_CODE, type EnrollStatus } from '@jhy/contract';
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

/** A code written into the statement as it is (a constant, not a parameter: the plans stay as they were). */
const code = (value: EnrollStatus) => sql.raw(String(value));

export function enrollStatusSql(now: Date | Placeholder): SQL<EnrollStatus> {
  return sql<EnrollStatus>`(CASE
    WHEN ${listings.closedStatus} IS NOT NULL THEN ${listings.closedStatus}
    WHEN ${listings.startTime} > ${at(now)} THEN ${code(ENROLL_CODE.upcoming)}
    WHEN ${listings.endTime} >= ${at(now)} THEN ${code(ENROLL_CODE.enrolling)}
    ELSE ${code(ENROLL_CODE.closed)} END)::int`;
}

/**
 * The same rule as a filter that indexes can serve: the recorded states through
 * `listings_public_closed_idx`, the clock's windows through the partial indexes on open listings
 * (`closed_status IS NULL`) by start and end time.
 */
export function enrollStatusIs(status: EnrollStatus, now: Date | Placeholder): SQL {
  switch (status) {
    case ENROLL_CODE.dealt:
    case ENROLL_CODE.ended:
      return sql`${listings.closedStatus} IS NOT NULL AND ${listings.closedStatus} = ${status}`;
    case ENROLL_CODE.upcoming:
      return sql`${listings.closedStatus} IS NULL AND ${listings.startTime} > ${at(now)}`;
    case ENROLL_CODE.enrolling:
      return sql`${listings.closedStatus} IS NULL AND ${listings.startTime} <= ${at(now)} AND ${listings.endTime} >= ${at(now)}`;
    case ENROLL_CODE.closed:
      return sql`${listings.closedStatus} IS NULL AND ${listings.endTime} < ${at(now)}`;
  }
}

/** The same rule for one row already read (the owner's and the console's lists). */
export function enrollStatusAt(
  row: { closedStatus: number | null; startTime: Date; endTime: Date },
  now: Date,
): EnrollStatus {
  if (row.closedStatus !== null) return row.closedStatus as EnrollStatus;
  if (row.startTime > now) return ENROLL_CODE.upcoming;
  return row.endTime >= now ? ENROLL_CODE.enrolling : ENROLL_CODE.closed;
}
