import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '../../db/client.js';
import type { ReadGauge } from '../../infra/metrics.js';
import {
  clearJobFailure,
  countJobFailures,
  listJobFailures,
  recordJobFailure,
  type TransactionJob,
} from './jobFailureRepository.js';

/** `/metrics`: how many listings' transaction jobs are failing now (docs/lifecycles.md "Jobs"; alert when above 0). */
export const transactionAttentionGauge = (db: Db): ReadGauge => ({
  name: 'listing_transactions_needing_attention',
  help: 'Listings whose window close or settlement failed and is not yet done (console: 需要处理的交易)',
  read: () => countJobFailures(db),
});

/** The console's 需要处理的交易: each listing whose window close or settlement is failing now. */
export async function transactionsNeedingAttention(db: Queryable) {
  return (await listJobFailures(db)).map((row) => ({
    ...row,
    job: row.job === 'settle' ? ('settle' as const) : ('close' as const),
    firstFailedAt: row.firstFailedAt.toISOString(),
    lastFailedAt: row.lastFailedAt.toISOString(),
  }));
}

export interface JobRun<T> {
  done: T[];
  /** Listings whose transaction failed in this run (recorded for staff). */
  failed: number[];
}

/**
 * Works a job through listings one transaction each (docs/lifecycles.md "Jobs"): `nextIds` names
 * the next listings due, less those this run already tried; `act` does one in its own transaction
 * and answers undefined when there was nothing to do (another runner holds it, or it moved). A
 * listing whose transaction fails is rolled back alone, logged, and recorded as needing attention —
 * the run goes on with the next; its first success clears the record.
 */
export async function runPerListing<T>(
  db: Db,
  job: {
    job: TransactionJob;
    now: Date;
    log?: FastifyBaseLogger;
    nextIds: (exclude: number[]) => Promise<number[]>;
    act: (tx: Queryable, listingId: number) => Promise<T | undefined>;
  },
): Promise<JobRun<T>> {
  const tried = new Set<number>();
  const done: T[] = [];
  const failed: number[] = [];
  for (;;) {
    const ids = await job.nextIds([...tried]);
    if (ids.length === 0) return { done, failed };
    for (const listingId of ids) {
      tried.add(listingId);
      try {
        const result = await db.transaction((tx) => job.act(tx, listingId));
        if (result !== undefined) {
          done.push(result);
          await clearJobFailure(db, listingId, job.job);
        }
      } catch (error) {
        failed.push(listingId);
        const reason = failureReason(error);
        job.log?.error(
          { err: error, listingId, job: job.job },
          `listing ${listingId}: its ${job.job === 'close' ? 'window close' : 'settlement'} failed (${reason}); it is listed in the console for staff and tried again in a minute`,
        );
        await recordJobFailure(db, listingId, job.job, reason, job.now);
      }
    }
  }
}

/**
 * What went wrong in the database's (or the code's) own words: the innermost cause, not drizzle's
 * "Failed query: … params: …" wrapper, whose values staff need not read.
 */
export function failureReason(error: unknown): string {
  let innermost = error;
  while (innermost instanceof Error && innermost.cause instanceof Error) innermost = innermost.cause;
  return innermost instanceof Error ? innermost.message : String(innermost);
}
