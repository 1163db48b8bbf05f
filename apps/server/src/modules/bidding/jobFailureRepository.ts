import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { listings, transactionJobFailures } from '../../db/schema.js';

export type TransactionJob = 'close' | 'settle';

/** A failed attempt: a new row, or one more on the listing's row for this job. */
export async function recordJobFailure(
  db: Queryable,
  listingId: number,
  job: TransactionJob,
  error: string,
  now: Date,
) {
  await db
    .insert(transactionJobFailures)
    .values({ listingId, job, error: error.slice(0, 500), firstFailedAt: now, lastFailedAt: now })
    .onConflictDoUpdate({
      target: [transactionJobFailures.listingId, transactionJobFailures.job],
      set: { error: error.slice(0, 500), lastFailedAt: now, attempts: sql`${transactionJobFailures.attempts} + 1` },
    });
}

/** The first success after failures: the listing no longer needs attention for this job. */
export async function clearJobFailure(db: Queryable, listingId: number, job: TransactionJob) {
  await db
    .delete(transactionJobFailures)
    .where(and(eq(transactionJobFailures.listingId, listingId), eq(transactionJobFailures.job, job)));
}

/** Listings whose job failed after `since`: skipped until then, so one bad listing is not retried every few seconds. */
export function failedSince(job: TransactionJob, since: Date) {
  return sql`NOT EXISTS (SELECT 1 FROM ${transactionJobFailures} WHERE ${transactionJobFailures.listingId} = ${listings.id} AND ${transactionJobFailures.job} = ${job} AND ${transactionJobFailures.lastFailedAt} > ${since.toISOString()}::timestamptz)`;
}

/** For the console: every listing needing attention, the longest-failing first. */
export async function listJobFailures(db: Queryable) {
  return db
    .select({
      listingId: transactionJobFailures.listingId,
      productName: listings.productName,
      job: transactionJobFailures.job,
      error: transactionJobFailures.error,
      attempts: transactionJobFailures.attempts,
      firstFailedAt: transactionJobFailures.firstFailedAt,
      lastFailedAt: transactionJobFailures.lastFailedAt,
    })
    .from(transactionJobFailures)
    .innerJoin(listings, eq(listings.id, transactionJobFailures.listingId))
    .orderBy(
      asc(transactionJobFailures.firstFailedAt),
      asc(transactionJobFailures.listingId),
      desc(transactionJobFailures.job),
    );
}

/** How many listings need attention now (the metric). */
export async function countJobFailures(db: Queryable): Promise<number> {
  return db.$count(transactionJobFailures, gt(transactionJobFailures.attempts, 0));
}
