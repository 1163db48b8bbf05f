import { and, asc, count, eq } from 'drizzle-orm';
import type { StaffProfile, StaffRole, StaffView } from '@jhy/contract';
import type { Db } from '../../../db/client.js';
import { readPage } from '../../../db/paging.js';
import { staff } from '../../../db/schema.js';

export const STAFF_ACTIVE = 1;
export const STAFF_DISABLED = 0;

export type StaffRow = typeof staff.$inferSelect;

export async function findStaffById(db: Db, id: number): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staff).where(eq(staff.id, id));
  return row;
}

/** The row locked until the transaction ends, so that two admins cannot act on it at once. */
export async function lockStaffById(tx: Db, id: number): Promise<StaffRow | undefined> {
  const [row] = await tx.select().from(staff).where(eq(staff.id, id)).for('update');
  return row;
}

export async function findStaffByUsername(db: Db, username: string): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staff).where(eq(staff.username, username));
  return row;
}

/** Ids of the enabled admins, locked: the "keep one admin" rule counts them inside its transaction. */
export async function lockActiveAdminIds(tx: Db): Promise<number[]> {
  const rows = await tx
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.role, 'admin'), eq(staff.status, STAFF_ACTIVE)))
    .orderBy(asc(staff.id))
    .for('update');
  return rows.map((row) => row.id);
}

export async function listStaff(db: Db, page: { page: number; limit: number }) {
  const { rows, total } = await readPage(db.select().from(staff).orderBy(asc(staff.id)), db.$count(staff), page);
  return { total, data: rows.map(toStaffView) };
}

export async function countStaff(db: Db, onlyActive = false): Promise<number> {
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
