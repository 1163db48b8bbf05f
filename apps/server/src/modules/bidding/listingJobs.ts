import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '../../db/client.js';
import { clearJobFailure, recordJobFailure, type TransactionJob } from './jobFailureRepository.js';

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
        const reason = error instanceof Error ? error.message : String(error);
        job.log?.error(
          { err: error, listingId, job: job.job },
          `listing ${listingId}: its ${job.job === 'close' ? 'window close' : 'settlement'} failed (${reason}); it is listed in the console for staff and tried again in a minute`,
        );
        await recordJobFailure(db, listingId, job.job, reason, job.now);
      }
    }
  }
}
