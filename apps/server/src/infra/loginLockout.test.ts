import { describe, expect, it } from 'vitest';
import { afterFailedLogin, isLocked, LOGIN_LOCK } from './loginLockout.js';

describe('login lockout', () => {
  it('locks after five wrong passwords in a row, for fifteen minutes', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    let state = { failedLogins: 0, lockedUntil: null as Date | null };
    for (let i = 0; i < 4; i += 1) state = afterFailedLogin(state, now);
    expect(isLocked(state, now)).toBe(false);
    state = afterFailedLogin(state, now);
    expect(isLocked(state, now)).toBe(true);
    expect(isLocked(state, new Date(now.getTime() + LOGIN_LOCK.lockMs + 1))).toBe(false);
  });

  it('counts from zero again after a lock has passed', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    const expired = { failedLogins: 5, lockedUntil: new Date(now.getTime() - 1) };
    expect(afterFailedLogin(expired, now)).toEqual({ failedLogins: 1, lockedUntil: null });
  });
});
