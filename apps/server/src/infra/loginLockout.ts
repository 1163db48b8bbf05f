/**
 * The lock rule shared by portal and staff logins: five wrong passwords in a row lock the account
 * for fifteen minutes. The counting happens in the database (loginLockRepository), atomically, so
 * that concurrent wrong passwords cannot overwrite each other's count.
 */
export const LOGIN_LOCK = { maxFailures: 5, lockMs: 15 * 60 * 1000 } as const;

export interface LockState {
  failedLogins: number;
  lockedUntil: Date | null;
}

export function isLocked(state: Pick<LockState, 'lockedUntil'>, now = new Date()): boolean {
  return state.lockedUntil !== null && state.lockedUntil.getTime() > now.getTime();
}

export function lockedMessage(state: Pick<LockState, 'lockedUntil'>, now = new Date()): string {
  const minutes = Math.max(1, Math.ceil(((state.lockedUntil?.getTime() ?? 0) - now.getTime()) / 60000));
  return `密码连续错误次数过多，账号已锁定，请 ${minutes} 分钟后再试`;
}
