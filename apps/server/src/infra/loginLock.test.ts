import { API, CONSOLE_API } from '@jhy/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordFailedLogin } from '../modules/accounts/accountRepository.js';
import { addStaff, createConsoleTestApp, TEST_CAPTCHA } from '../test/consoleStaff.js';
import { postWithCaptcha, randomIp, signUpAndLogIn } from '../test/portalUsers.js';
import type { TestApp } from '../test/testApp.js';
import { LOGIN_LOCK } from './loginLockout.js';

// Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set: the count must be atomic on both.
let t: TestApp;
beforeAll(async () => {
  t = await createConsoleTestApp({ TEST_FIXED_SMS_CODE: '123456' });
});
afterAll(() => t.close());

const ATTEMPTS = 40;

async function consoleLoginFrom(remoteAddress: string, username: string, password: string) {
  const captcha = await t.app.inject({ method: 'GET', url: CONSOLE_API.captcha, remoteAddress });
  const cookie = captcha.cookies.find((c) => c.name === 'jhy_captcha')!;
  return t.app.inject({
    method: 'POST',
    url: CONSOLE_API.login,
    cookies: { jhy_captcha: cookie.value },
    payload: { username, password, code: TEST_CAPTCHA },
    remoteAddress,
  });
}

describe('the login lock, counted by the database', () => {
  it('locks a console account when 40 wrong passwords arrive at once from 40 addresses', async () => {
    const member = await addStaff(t.db, 'raced_staff', 'editor');
    const answers = await Promise.all(
      Array.from({ length: ATTEMPTS }, (_, i) => consoleLoginFrom(randomIp(), member.username, `Wrong${i}pass`)),
    );
    expect(answers.every((res) => res.statusCode === 400 || res.statusCode === 429)).toBe(true);

    const right = await consoleLoginFrom(randomIp(), member.username, member.password);
    expect(right.statusCode).toBe(429);
    expect(right.json().msg).toMatch(/^密码连续错误次数过多，账号已锁定/);
  });

  it('locks a portal account when 40 wrong passwords arrive at once from 40 addresses', async () => {
    const user = await signUpAndLogIn(t.app);
    await Promise.all(
      Array.from({ length: ATTEMPTS }, (_, i) =>
        postWithCaptcha(t.app, API.login, { mobile: user.mobile, password: `wrong${i}pass` }),
      ),
    );
    const right = await postWithCaptcha(t.app, API.login, { mobile: user.mobile, password: user.password });
    expect(right.statusCode).toBe(429);
    expect(right.json().msg).toMatch(/^密码连续错误次数过多，账号已锁定/);
  });

  it('locks at the fifth wrong password in a row and counts from one again once the lock has passed', async () => {
    const user = await signUpAndLogIn(t.app);
    const now = new Date('2031-01-01T00:00:00Z');
    for (let i = 1; i < LOGIN_LOCK.maxFailures; i += 1) {
      expect(await recordFailedLogin(t.db, user.id, now)).toEqual({ failedLogins: i, lockedUntil: null });
    }
    const lockEnds = new Date(now.getTime() + LOGIN_LOCK.lockMs);
    expect(await recordFailedLogin(t.db, user.id, now)).toEqual({ failedLogins: 5, lockedUntil: lockEnds });
    const afterLock = new Date(lockEnds.getTime() + 1);
    expect(await recordFailedLogin(t.db, user.id, afterLock)).toEqual({ failedLogins: 1, lockedUntil: null });
  });
});
