import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { StaffProfile, StaffRole, StaffView } from '@jhy/contract';
import type { Queryable } from '../../../db/client.js';
import { readPage } from '../../../db/paging.js';
import { staff } from '../../../db/schema.js';
import { clearLockOnLogin, recordFailedLoginIn } from '../../../infra/loginLockRepository.js';
import type { LockState } from '../../../infra/loginLockout.js';
import { asEdit } from '../../../db/edits.js';

export const STAFF_ACTIVE = 1;
export const STAFF_DISABLED = 0;

export type StaffRow = typeof staff.$inferSelect;
/** The columns an admin action may change (never the id or the username). */
export type StaffChanges = Partial<Omit<typeof staff.$inferInsert, 'id' | 'username'>>;

export async function findStaffById(db: Queryable, id: number): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staff).where(eq(staff.id, id));
  return row;
}

/** The row locked until the transaction ends, so that two admins cannot act on it at once. */
export async function lockStaffById(tx: Queryable, id: number): Promise<StaffRow | undefined> {
  const [row] = await tx.select().from(staff).where(eq(staff.id, id)).for('update');
  return row;
}

export async function findStaffByUsername(db: Queryable, username: string): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staff).where(eq(staff.username, username));
  return row;
}

/** Ids of the enabled admins, locked: the "keep one admin" rule counts them inside its transaction. */
export async function lockActiveAdminIds(tx: Queryable): Promise<number[]> {
  const rows = await tx
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.role, 'admin'), eq(staff.status, STAFF_ACTIVE)))
    .orderBy(asc(staff.id))
    .for('update');
  return rows.map((row) => row.id);
}

export async function listStaff(db: Queryable, page: { page: number; limit: number }) {
  const { rows, total } = await readPage(db.select().from(staff).orderBy(asc(staff.id)), db.$count(staff), page);
  return { total, data: rows.map(toStaffView) };
}

export async function countStaff(db: Queryable, onlyActive = false): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(staff)
    .where(onlyActive ? eq(staff.status, STAFF_ACTIVE) : undefined);
  return row?.value ?? 0;
}

export function toStaffProfile(row: StaffRow): StaffProfile {
  return {
    id: row.id,
    username: row.username,
    displayName: row.displayName,
    role: row.role as StaffRole,
    mustChangePassword: row.mustChangePassword,
  };
}

export function toStaffView(row: StaffRow): StaffView {
  return {
    ...toStaffProfile(row),
    status: row.status,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What the audit log records of a staff member: never the password hash. */
export function staffSnapshot(row: StaffRow) {
  return { username: row.username, displayName: row.displayName, role: row.role, status: row.status };
}

/** One more wrong password of a staff member; the new lock state. */
export const recordStaffFailedLogin = (db: Queryable, id: number, now: Date): Promise<LockState> =>
  recordFailedLoginIn(db, staff, id, now);

/** A right password of a staff member: false when a lock closed meanwhile, and the login must be refused. */
export const recordStaffLogin = (db: Queryable, id: number, now: Date): Promise<boolean> =>
  clearLockOnLogin(db, staff, id, now);

export async function insertStaff(db: Queryable, values: typeof staff.$inferInsert): Promise<StaffRow | undefined> {
  const [row] = await db.insert(staff).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateStaffRow(db: Queryable, id: number, changes: StaffChanges): Promise<StaffRow | undefined> {
  const [row] = await db.update(staff).set(asEdit(changes)).where(eq(staff.id, id)).returning();
  return row;
}

export async function lockStaffByUsername(tx: Queryable, username: string): Promise<StaffRow | undefined> {
  const [row] = await tx.select().from(staff).where(eq(staff.username, username)).for('update');
  return row;
}

/** Two processes starting on one empty PostgreSQL database: the second waits, then sees a row. */
export async function lockStaffTable(tx: Queryable): Promise<void> {
  await tx.execute(sql`LOCK TABLE staff IN SHARE ROW EXCLUSIVE MODE`);
}
