import { API } from '@jhy/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { FIXED_TEST_CODES, postWithCaptcha, randomIp, signUpAndLogIn } from '../../test/portalUsers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: FIXED_TEST_CODES });
});
afterAll(() => t.close());

const login = (mobile: string, password: string, options: { answer?: string; remoteAddress?: string } = {}) =>
  postWithCaptcha(t.app, API.login, { mobile, password }, options);
const userinfo = (token: string) => t.app.inject({ method: 'POST', url: API.userInfo, headers: { token } });

describe('logging in', () => {
  it('answers data.userinfo with a token, id, nick_name, mobile and user_image', async () => {
    const user = await signUpAndLogIn(t.app);
    const res = await login(user.mobile, user.password);
    expect(res.json()).toMatchObject({ code: 200, msg: '登录成功' });
    const info = res.json().data.userinfo;
    expect(Object.keys(info).sort()).toEqual(['id', 'mobile', 'nick_name', 'token', 'user_image']);
    expect(info).toMatchObject({ id: user.id, mobile: user.mobile, nick_name: '', user_image: '' });
    // 32 random bytes, base64url.
    expect(info.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('gives a new token at each login and keeps only its hash', async () => {
    const user = await signUpAndLogIn(t.app);
    const second = (await login(user.mobile, user.password)).json().data.userinfo.token;
    expect(second).not.toBe(user.token);
    const rows = await t.db.select().from(sessions).where(eq(sessions.ownerId, user.id));
    expect(rows.length).toBe(2);
    for (const row of rows) expect([user.token, second]).not.toContain(row.tokenHash);
    // Both sessions work.
    expect((await userinfo(user.token)).json().code).toBe(200);
    expect((await userinfo(second)).json().code).toBe(200);
  });

  it('refuses a wrong captcha without looking at the password', async () => {
    const user = await signUpAndLogIn(t.app);
    const res = await login(user.mobile, user.password, { answer: 'nope' });
    expect(res.json()).toMatchObject({ code: 400, msg: '图形验证码错误或已过期，请重新输入' });
  });

  it('says the same thing for an unknown mobile and for a wrong password', async () => {
    const user = await signUpAndLogIn(t.app);
    const unknown = await login('13700000000', 'whatever1');
    const wrong = await login(user.mobile, 'wrongpass1');
    expect(unknown.statusCode).toBe(400);
    expect(wrong.statusCode).toBe(400);
    expect(unknown.json()).toEqual(wrong.json());
    expect(unknown.json().msg).toBe('手机号或密码错误');
  });

  it.each([
    [{ mobile: '' }, '请输入手机号码'],
    [{ mobile: '1380013800a' }, '手机号码格式不正确'],
    [{ password: '' }, '请输入密码'],
  ])('validates %o with %s', async (fields, message) => {
    const res = await postWithCaptcha(t.app, API.login, { mobile: '13800138000', password: 'green2024', ...fields });
    expect(res.json()).toMatchObject({ code: 400, msg: message });
  });

  it('locks the account for 15 minutes after 5 wrong passwords in a row, even against the right one', async () => {
    const user = await signUpAndLogIn(t.app);
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push(await login(user.mobile, `wrong${i}pass`));
    expect(answers.slice(0, 4).map((r) => r.statusCode)).toEqual([400, 400, 400, 400]);
    expect(answers[4]!.statusCode).toBe(429);
    expect(answers[4]!.json().msg).toBe('密码连续错误次数过多，账号已锁定，请 15 分钟后再试');

    const right = await login(user.mobile, user.password);
    expect(right.statusCode).toBe(429);
    expect(right.json().code).toBe(429);
    expect(right.json().msg).toContain('账号已锁定');

    // Fifteen minutes later the right password opens it again, and the count starts over.
    await t.db
      .update(users)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(users.id, user.id));
    expect((await login(user.mobile, user.password)).json().code).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ failedLogins: 0, lockedUntil: null });
  });

  it('starts the count again after a successful login', async () => {
    const user = await signUpAndLogIn(t.app);
    for (let i = 0; i < 4; i += 1) await login(user.mobile, 'wrongpass1');
    expect((await login(user.mobile, user.password)).json().code).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await login(user.mobile, 'wrongpass1')).statusCode).toBe(400);
  });

  it('limits login attempts per IP address', async () => {
    const ip = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1)
      statuses.push((await login('13700000001', 'whatever1', { remoteAddress: ip })).statusCode);
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
    // Another address is not affected.
    expect((await login('13700000001', 'whatever1', { remoteAddress: randomIp() })).statusCode).toBe(400);
  });

  it('tells a disabled user so only after the right password, and ends their sessions', async () => {
    const user = await signUpAndLogIn(t.app);
    await t.db.update(users).set({ status: 0 }).where(eq(users.id, user.id));
    expect((await login(user.mobile, 'wrongpass1')).json().msg).toBe('手机号或密码错误');
    const res = await login(user.mobile, user.password);
    expect(res.json()).toMatchObject({ code: 403, msg: '该账号已被停用，请联系平台客服' });
    expect((await userinfo(user.token)).json()).toMatchObject({ code: 401, msg: '您的登录状态已过期，请重新登录' });
  });
});

describe('sessions', () => {
  it('logout revokes the token: the next call is 401', async () => {
    const user = await signUpAndLogIn(t.app);
    expect((await userinfo(user.token)).json().code).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: API.logout, headers: { token: user.token } });
    expect(out.json()).toEqual({ code: 200, msg: '已退出登录', data: null });
    const after = await userinfo(user.token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ code: 401, msg: '您的登录状态已过期，请重新登录', data: null });
  });

  it('logout also takes the token as a field, and is harmless without one', async () => {
    const user = await signUpAndLogIn(t.app);
    await t.app.inject({ method: 'POST', url: API.logout, payload: { token: user.token } });
    expect((await userinfo(user.token)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: API.logout })).json().code).toBe(200);
  });

  it('answers 401 for a missing, unknown or expired token', async () => {
    const user = await signUpAndLogIn(t.app);
    expect((await t.app.inject({ method: 'POST', url: API.userInfo })).statusCode).toBe(401);
    expect((await userinfo('not-a-token')).statusCode).toBe(401);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.ownerId, user.id));
    const res = await userinfo(user.token);
    expect(res.statusCode).toBe(401);
    expect(res.json().msg).toBe('您的登录状态已过期，请重新登录');
  });

  it('one logout ends only that session', async () => {
    const user = await signUpAndLogIn(t.app);
    const other = (await login(user.mobile, user.password)).json().data.userinfo.token;
    await t.app.inject({ method: 'POST', url: API.logout, headers: { token: user.token } });
    expect((await userinfo(other)).json().code).toBe(200);
  });
});
