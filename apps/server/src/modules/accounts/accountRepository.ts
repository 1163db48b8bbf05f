import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import type { LockState } from '../../infra/loginLockout.js';

const profileColumns = {
  id: users.id,
  mobile: users.mobile,
  nickName: users.nickName,
  email: users.email,
  userImage: users.userImage,
  userType: users.userType,
  wchat: users.wchat,
  status: users.status,
};
export type UserProfileRow = Awaited<ReturnType<typeof findUserProfile>>;

export async function findUserProfile(db: Db, userId: number) {
  const [row] = await db.select(profileColumns).from(users).where(eq(users.id, userId));
  return row;
}

/** What a login needs to decide: the password hash, the lock columns and the status. */
export async function findLoginCandidate(db: Db, mobile: string) {
  const [row] = await db
    .select({
      ...profileColumns,
      passwordHash: users.passwordHash,
      failedLogins: users.failedLogins,
      lockedUntil: users.lockedUntil,
    })
    .from(users)
    .where(eq(users.mobile, mobile));
  return row;
}

export async function isMobileRegistered(db: Db, mobile: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, mobile));
  return row !== undefined;
}

/** The new user's id, or undefined when the mobile was taken in the meantime (unique index). */
export async function insertUser(db: Db, values: { mobile: string; passwordHash: string }) {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning({ id: users.id });
  return row?.id;
}

export async function saveLockState(db: Db, userId: number, state: LockState): Promise<void> {
  await db.update(users).set(state).where(eq(users.id, userId));
}

export async function recordLogin(db: Db, userId: number, state: LockState): Promise<void> {
  await db
    .update(users)
    .set({ ...state, lastLoginAt: new Date() })
    .where(eq(users.id, userId));
}

export interface ProfileChanges {
  nickName?: string;
  email?: string;
  userImage?: string;
}

/** Changes only the profile fields of this user (the mobile is read-only, spec §2 myAccount). */
export async function updateOwnProfile(db: Db, userId: number, changes: ProfileChanges): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.status, 1)));
}
