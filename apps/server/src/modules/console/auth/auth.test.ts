import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_API } from '@jhy/contract';
import { staff } from '../../../db/schema.js';
import { addStaff, asStaff, consoleLogin, createConsoleTestApp, staffToken } from '../../../test/consoleStaff.js';
import type { TestApp } from '../../../test/testApp.js';

let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  t = await createConsoleTestApp();
  const admin = await addStaff(t.db, 'auth_admin', 'admin');
  adminToken = await staffToken(t.app, admin.username, admin.password);
});
afterAll(() => t.close());

describe('staff login', () => {
  it('logs in with the right password and captcha and answers the profile', async () => {
    const member = await addStaff(t.db, 'login_ok', 'reviewer');
    const res = await consoleLogin(t.app, 'LOGIN_OK', member.password);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.msg).toBe('登录成功');
    expect(body.data.staff).toEqual({
      id: member.id,
      username: 'login_ok',
      displayName: 'login_ok',
      role: 'reviewer',
      mustChangePassword: false,
    });
    const me = await asStaff(t.app, body.data.token)(CONSOLE_API.me);
    expect(me.json().data.username).toBe('login_ok');
  });

  it('refuses a wrong captcha before looking at the password, and a captcha used twice', async () => {
    const member = await addStaff(t.db, 'captcha_user', 'editor');
    const wrong = await consoleLogin(t.app, member.username, member.password, 'nope');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().msg).toBe('图形验证码错误或已过期，请重新输入');

    const captcha = await t.app.inject({ method: 'GET', url: CONSOLE_API.captcha });
    expect(captcha.headers['content-type']).toBe('image/png');
    const cookie = captcha.cookies.find((c) => c.name === 'jhy_captcha')!;
    const login = () =>
      t.app.inject({
        method: 'POST',
        url: CONSOLE_API.login,
        cookies: { jhy_captcha: cookie.value },
        payload: { username: member.username, password: member.password, code: 'test' },
      });
    expect((await login()).statusCode).toBe(200);
    expect((await login()).json().msg).toBe('图形验证码错误或已过期，请重新输入');
  });

  it('says the same for an unknown username and a wrong password', async () => {
    const member = await addStaff(t.db, 'same_words', 'editor');
    const unknown = await consoleLogin(t.app, 'nobody_here', 'Whatever123');
    const wrong = await consoleLogin(t.app, member.username, 'Wrong12345');
    expect(unknown.json()).toEqual({ code: 400, msg: '用户名或密码错误', data: null });
    expect(wrong.json()).toEqual({ code: 400, msg: '用户名或密码错误', data: null });
  });

  it('locks the account for 15 minutes after 5 wrong passwords in a row, even for the right one', async () => {
    const member = await addStaff(t.db, 'lock_me', 'reviewer');
    for (let i = 1; i <= 4; i += 1) {
      expect((await consoleLogin(t.app, member.username, `Wrong${i}2345`)).statusCode).toBe(400);
    }
    const fifth = await consoleLogin(t.app, member.username, 'Wrong52345');
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().msg).toBe('密码连续错误次数过多，账号已锁定，请 15 分钟后再试');
    const right = await consoleLogin(t.app, member.username, member.password);
    expect(right.statusCode).toBe(429);
    const [row] = await t.db.select().from(staff).where(eq(staff.id, member.id));
    expect(row!.failedLogins).toBe(5);
    expect(row!.lockedUntil!.getTime()).toBeGreaterThan(Date.now() + 14 * 60 * 1000);
  });

  it('lifts the lock when an admin resets the password', async () => {
    const member = await addStaff(t.db, 'lock_reset', 'reviewer');
    for (let i = 1; i <= 5; i += 1) await consoleLogin(t.app, member.username, `Wrong${i}2345`);
    const reset = await asStaff(t.app, adminToken)(CONSOLE_API.staffResetPassword, { id: member.id });
    const { password } = reset.json().data;
    expect((await consoleLogin(t.app, member.username, member.password)).statusCode).toBe(400);
    expect((await consoleLogin(t.app, member.username, password)).statusCode).toBe(200);
  });

  it('refuses a disabled member who knows the password', async () => {
    const member = await addStaff(t.db, 'gone_away', 'editor');
    await asStaff(t.app, adminToken)(CONSOLE_API.staffDisable, { id: member.id });
    const res = await consoleLogin(t.app, member.username, member.password);
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toBe('账号已停用，请联系管理员');
  });
});

describe('staff sessions', () => {
  it('stops a disabled member’s token at once, and enabling does not bring it back', async () => {
    const member = await addStaff(t.db, 'disable_now', 'reviewer');
    const token = await staffToken(t.app, member.username, member.password);
    expect((await asStaff(t.app, token)(CONSOLE_API.dashboard)).statusCode).toBe(200);

    await asStaff(t.app, adminToken)(CONSOLE_API.staffDisable, { id: member.id });
    const after = await asStaff(t.app, token)(CONSOLE_API.dashboard);
    expect(after.statusCode).toBe(401);

    await asStaff(t.app, adminToken)(CONSOLE_API.staffEnable, { id: member.id });
    expect((await asStaff(t.app, token)(CONSOLE_API.dashboard)).statusCode).toBe(401);
    expect((await consoleLogin(t.app, member.username, member.password)).statusCode).toBe(200);
  });

  it('refuses a token whose member was disabled by a direct database change (status read per request)', async () => {
    const member = await addStaff(t.db, 'disable_db', 'editor');
    const token = await staffToken(t.app, member.username, member.password);
    await t.db.update(staff).set({ status: 0 }).where(eq(staff.id, member.id));
    const res = await asStaff(t.app, token)(CONSOLE_API.me);
    expect(res.json()).toEqual({ code: 401, msg: '账号已停用，请联系管理员', data: null });
  });

  it('applies a role change on the next call', async () => {
    const member = await addStaff(t.db, 'promote_me', 'editor');
    const token = await staffToken(t.app, member.username, member.password);
    expect((await asStaff(t.app, token)(CONSOLE_API.userList)).statusCode).toBe(403);
    await asStaff(t.app, adminToken)(CONSOLE_API.staffUpdate, {
      id: member.id,
      displayName: '审核员乙',
      role: 'reviewer',
    });
    expect((await asStaff(t.app, token)(CONSOLE_API.userList)).statusCode).toBe(200);
    expect((await asStaff(t.app, token)(CONSOLE_API.sysConfigList)).statusCode).toBe(403);
  });

  it('ends the session on logout', async () => {
    const member = await addStaff(t.db, 'log_out', 'editor');
    const token = await staffToken(t.app, member.username, member.password);
    const out = await asStaff(t.app, token)(CONSOLE_API.logout);
    expect(out.json().msg).toBe('已退出登录');
    expect((await asStaff(t.app, token)(CONSOLE_API.me)).statusCode).toBe(401);
  });

  it('changes the own password: old sessions end, the answer carries a new token', async () => {
    const member = await addStaff(t.db, 'own_pwd', 'reviewer');
    const first = await staffToken(t.app, member.username, member.password);
    const second = await staffToken(t.app, member.username, member.password);

    /** The change-password form sent with the first session; the new password typed twice unless said. */
    const changeFromFirst = (oldPassword: string, newPassword: string, confirmPassword = newPassword) =>
      asStaff(t.app, first)(CONSOLE_API.changePassword, { oldPassword, newPassword, confirmPassword });

    const wrongOld = await changeFromFirst('Nope12345', 'NewPass2026');
    expect(wrongOld.json().msg).toBe('原密码不正确');
    const mismatch = await changeFromFirst(member.password, 'NewPass2026', 'NewPass2027');
    expect(mismatch.json().msg).toBe('两次输入密码不一致!');
    const weak = await changeFromFirst(member.password, 'short');
    expect(weak.statusCode).toBe(400);

    const res = await changeFromFirst(member.password, 'NewPass2026');
    expect(res.statusCode).toBe(200);
    const fresh = res.json().data.token as string;
    expect((await asStaff(t.app, first)(CONSOLE_API.me)).statusCode).toBe(401);
    expect((await asStaff(t.app, second)(CONSOLE_API.me)).statusCode).toBe(401);
    expect((await asStaff(t.app, fresh)(CONSOLE_API.me)).statusCode).toBe(200);
    expect((await consoleLogin(t.app, member.username, 'NewPass2026')).statusCode).toBe(200);
  });
});
