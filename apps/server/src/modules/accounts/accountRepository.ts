import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { clearedLock, clearLockOnLogin, recordFailedLoginIn } from '../../infra/loginLockRepository.js';
import type { LockState } from '../../infra/loginLockout.js';
import { asEdit } from '../../db/edits.js';

const profileColumns = {
  id: users.id,
  mobile: users.mobile,
  nickName: users.nickName,
  email: users.email,
  userImage: users.userImage,
  userType: users.userType,
  wchat: users.wchat,
  smsNotice: users.smsNotice,
  auctionOpenNotice: users.auctionOpenNotice,
  outbidNotice: users.outbidNotice,
  status: users.status,
};
export type UserProfileRow = Awaited<ReturnType<typeof findUserProfile>>;

export async function findUserProfile(db: Queryable, userId: number) {
  const [row] = await db.select(profileColumns).from(users).where(eq(users.id, userId));
  return row;
}

/** What a login needs to decide: the password hash, the lock columns and the status. */
export async function findLoginCandidate(db: Queryable, mobile: string) {
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

export async function isMobileRegistered(db: Queryable, mobile: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, mobile));
  return row !== undefined;
}

/** The new user's id, or undefined when the mobile was taken in the meantime (unique index). */
export async function insertUser(db: Queryable, values: { mobile: string; passwordHash: string }) {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning({ id: users.id });
  return row?.id;
}

/** One more wrong password of a portal user; the new lock state. */
export const recordFailedLogin = (db: Queryable, userId: number, now: Date): Promise<LockState> =>
  recordFailedLoginIn(db, users, userId, now);

/**
 * A right password: clears the count unless a lock closed meanwhile (a concurrent wrong password);
 * the lock then, which the login must refuse with.
 */
export async function recordLogin(
  db: Queryable,
  userId: number,
  now: Date,
): Promise<{ lockedUntil: Date | null } | undefined> {
  if (await clearLockOnLogin(db, users, userId, now)) return undefined;
  const [row] = await db.select({ lockedUntil: users.lockedUntil }).from(users).where(eq(users.id, userId));
  return row ?? { lockedUntil: null };
}

export interface ProfileChanges {
  nickName?: string;
  email?: string;
  userImage?: string;
  smsNotice?: boolean;
  auctionOpenNotice?: boolean;
  outbidNotice?: boolean;
}

/** Changes only the profile fields of this user (the mobile is read-only, docs/product.md §2 myAccount). */
export async function updateOwnProfile(db: Queryable, userId: number, changes: ProfileChanges): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db
    .update(users)
    .set(asEdit(changes))
    .where(and(eq(users.id, userId), eq(users.status, 1)));
}

/** The password hash of one user, for a change that needs the old password. */
export async function findPasswordHash(db: Queryable, userId: number): Promise<string | undefined> {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  return row?.passwordHash;
}

/**
 * Sets a new password; a recovery by SMS code also lifts a wrong-password lock, since whoever holds
 * the phone has proved more than a password would. Answers the user's id, or undefined for none.
 */
export async function setPassword(
  db: Queryable,
  where: { id: number } | { mobile: string },
  passwordHash: string,
  options: { clearLock: boolean },
): Promise<number | undefined> {
  const [row] = await db
    .update(users)
    .set(asEdit({ passwordHash, ...(options.clearLock ? clearedLock : {}) }))
    .where('id' in where ? eq(users.id, where.id) : eq(users.mobile, where.mobile))
    .returning({ id: users.id });
  return row?.id;
}
