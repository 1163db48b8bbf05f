/**
 * The lock rule shared by portal and staff logins: five wrong passwords in a row lock the account
 * for fifteen minutes. Pure functions over the two columns both account tables have, so that each
 * login service applies them to its own table in its own update.
 */
export const LOGIN_LOCK = { maxFailures: 5, lockMs: 15 * 60 * 1000 } as const;

export interface LockState {
  failedLogins: number;
  lockedUntil: Date | null;
}

export function isLocked(state: LockState, now = new Date()): boolean {
  return state.lockedUntil !== null && state.lockedUntil.getTime() > now.getTime();
}

/** The state after one more wrong password; the count restarts once a lock has passed. */
export function afterFailedLogin(state: LockState, now = new Date()): LockState {
  const lockExpired = state.lockedUntil !== null && state.lockedUntil.getTime() <= now.getTime();
  const failedLogins = (lockExpired ? 0 : state.failedLogins) + 1;
  return {
    failedLogins,
    lockedUntil: failedLogins >= LOGIN_LOCK.maxFailures ? new Date(now.getTime() + LOGIN_LOCK.lockMs) : null,
  };
}

export const afterSuccessfulLogin = (): LockState => ({ failedLogins: 0, lockedUntil: null });

export function lockedMessage(state: LockState, now = new Date()): string {
  const minutes = Math.max(1, Math.ceil(((state.lockedUntil?.getTime() ?? 0) - now.getTime()) / 60000));
  return `密码连续错误次数过多，账号已锁定，请 ${minutes} 分钟后再试`;
}
