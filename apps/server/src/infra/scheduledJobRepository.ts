import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { rowsOf } from '../db/rows.js';
import { scheduledJobRuns } from '../db/schema.js';

/**
 * Takes the PostgreSQL advisory lock named `name` for the rest of the transaction `tx`, if no other
 * session holds it; answers whether it did. The lock goes with the transaction — committed, rolled
 * back, or its connection lost — so a crashed instance never keeps it.
 */
export async function tryTransactionLock(tx: Queryable, name: string): Promise<boolean> {
  const rows = await rowsOf<{ locked: boolean }>(
    tx,
    sql`SELECT pg_try_advisory_xact_lock(hashtextextended(${`job:${name}`}, 0)) AS locked`,
  );
  return rows[0]?.locked === true;
}

export async function lastJobStart(db: Queryable, name: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: scheduledJobRuns.lastStartedAt })
    .from(scheduledJobRuns)
    .where(eq(scheduledJobRuns.name, name));
  return row?.at;
}

export async function recordJobStart(db: Queryable, name: string, at: Date): Promise<void> {
  await db
    .insert(scheduledJobRuns)
    .values({ name, lastStartedAt: at, lastFinishedAt: null })
    .onConflictDoUpdate({ target: scheduledJobRuns.name, set: { lastStartedAt: at, lastFinishedAt: null } });
}

export async function recordJobFinish(db: Queryable, name: string, at: Date): Promise<void> {
  await db.update(scheduledJobRuns).set({ lastFinishedAt: at }).where(eq(scheduledJobRuns.name, name));
}
