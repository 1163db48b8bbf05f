import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import type { staff, users } from '../db/schema.js';
import { LOGIN_LOCK, type LockState } from './loginLockout.js';

/** The two lock columns that both login tables (users, staff) have. */
export interface LockColumns {
  failedLogins: AnyColumn;
  lockedUntil: AnyColumn;
}

const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

/**
 * The SET clauses of one more wrong password, computed by the database from the row as it is at
 * the moment of the UPDATE. Forty wrong passwords checked at once all read the same old count; if
 * each wrote back "what I read + 1" the count would end at 1 and the lock never close. Here each
 * UPDATE waits for the previous one's row lock and adds to its result. The rule itself is the one
 * of LOGIN_LOCK: the count restarts once a lock has passed, and reaching the maximum locks.
 */
export function failedLoginChanges(columns: LockColumns, now: Date): { failedLogins: SQL; lockedUntil: SQL } {
  const failedLogins = sql`(CASE WHEN ${columns.lockedUntil} <= ${at(now)} THEN 1 ELSE ${columns.failedLogins} + 1 END)`;
  return {
    failedLogins,
    lockedUntil: sql`(CASE WHEN ${failedLogins} >= ${sql.raw(String(LOGIN_LOCK.maxFailures))} THEN ${at(
      new Date(now.getTime() + LOGIN_LOCK.lockMs),
    )} ELSE NULL END)`,
  };
}

/**
 * The condition under which a right password may log in: no lock in force at this instant. Put in
 * the WHERE of the success UPDATE, so that a lock closed by a concurrent wrong password since the
 * row was read still holds.
 */
export function notLockedAt(columns: LockColumns, now: Date): SQL {
  return sql`(${columns.lockedUntil} IS NULL OR ${columns.lockedUntil} <= ${at(now)})`;
}

/** The SET clauses of a successful login: the count and any passed lock are cleared. */
export const clearedLock = { failedLogins: 0, lockedUntil: null } as const;

/** The two login tables: portal users and staff keep the same lock columns (loginAccountColumns). */
type LoginTable = typeof users | typeof staff;

/** One more wrong password on the account `id` of `table`, counted by failedLoginChanges; the new lock state. */
export async function recordFailedLoginIn(db: Queryable, table: LoginTable, id: number, now: Date): Promise<LockState> {
  const [row] = await db
    .update(table)
    .set(failedLoginChanges(table, now))
    .where(eq(table.id, id))
    .returning({ failedLogins: table.failedLogins, lockedUntil: table.lockedUntil });
  return row ?? { failedLogins: 0, lockedUntil: null };
}

/**
 * A right password on the account `id` of `table`: clears the count and records the login unless a
 * lock closed meanwhile (a concurrent wrong password); false then, and the login must be refused.
 */
export async function clearLockOnLogin(db: Queryable, table: LoginTable, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(table)
    .set({ ...clearedLock, lastLoginAt: now })
    .where(and(eq(table.id, id), notLockedAt(table, now)))
    .returning({ id: table.id });
  return rows.length === 1;
}
