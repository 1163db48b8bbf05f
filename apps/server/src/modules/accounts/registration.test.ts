import { API } from '@jhy/contract';
import { desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { smsCodes, smsOutbox, users } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { captchaCookie, postWithCaptcha, randomIp, randomMobile } from '../../test/portalUsers.js';
import { SMS_CODE_RULES } from './smsCodeService.js';

// A fixed captcha answer, but real random SMS codes, read back from the console driver's outbox.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TEST_FIXED_CAPTCHA: 'AbCd' } });
});
afterAll(() => t.close());

const sendCode = (mobile: string, remoteAddress = randomIp(), answer = 'abcd') =>
  postWithCaptcha(t.app, API.sendSms, { mobile_type: 'reg', mobile }, { answer, remoteAddress });

async function codeSentTo(mobile: string): Promise<string> {
  const [row] = await t.db
    .select({ content: smsOutbox.content })
    .from(smsOutbox)
    .where(eq(smsOutbox.mobile, mobile))
    .orderBy(desc(smsOutbox.id))
    .limit(1);
  const code = row?.content.match(/\d{6}/)?.[0];
  if (!code) throw new Error(`no code in the outbox for ${mobile}`);
  return code;
}

const register = (fields: Record<string, unknown>, answer = 'abcd') =>
  postWithCaptcha(t.app, API.register, { password: 'green2024', confirmpwd: 'green2024', ...fields }, { answer });

describe('image captcha', () => {
  it('answers a PNG and binds the challenge to the browser with an httpOnly cookie', async () => {
    const res = await t.app.inject({ method: 'GET', url: API.captcha });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const cookie = res.cookies.find((c) => c.name === 'jhy_captcha');
    expect(cookie?.httpOnly).toBe(true);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('accepts the answer in any letter case', async () => {
    const res = await sendCode(randomMobile(), randomIp(), 'aBcD');
    expect(res.json()).toMatchObject({ code: 200 });
  });

  it('refuses a wrong answer', async () => {
    const res = await sendCode(randomMobile(), randomIp(), 'wxyz');
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('图形验证码错误或已过期，请重新输入');
  });

  it('refuses a captcha used once already, even with the right answer', async () => {
    const cookie = await captchaCookie(t.app);
    const sendWithThatCaptcha = () =>
      t.app.inject({
        method: 'POST',
        url: API.sendSms,
        payload: { mobile_type: 'reg', mobile: randomMobile(), code: 'abcd' },
        headers: { cookie },
        remoteAddress: randomIp(),
      });
    const first = await sendWithThatCaptcha();
    expect(first.json().code).toBe(200);
    const again = await sendWithThatCaptcha();
    expect(again.json()).toMatchObject({ code: 400, msg: '图形验证码错误或已过期，请重新输入' });
  });

  it('refuses a form without the captcha cookie', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: API.sendSms,
      payload: { mobile_type: 'reg', mobile: randomMobile(), code: 'abcd' },
    });
    expect(res.json().code).toBe(400);
  });
});

describe('sending the registration SMS code', () => {
  it('sends a 6-digit code from the generator, kept hashed, with the console driver', async () => {
    const mobile = randomMobile();
    const res = await sendCode(mobile);
    expect(res.json()).toEqual({ code: 200, msg: '验证码已发送，5 分钟内有效', data: null });
    const code = await codeSentTo(mobile);
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await t.db.select().from(smsCodes).where(eq(smsCodes.mobile, mobile));
    expect(row!.codeHash).not.toContain(code);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(5 * 60 * 1000);
  });

  it.each([
    ['', '请输入手机号码'],
    ['12345678901', '手机号码格式不正确'],
    ['1380013800', '手机号码格式不正确'],
  ])('refuses the mobile %j with %s', async (mobile, message) => {
    const res = await sendCode(mobile);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(message);
  });

  it('refuses a purpose other than registration', async () => {
    const res = await postWithCaptcha(
      t.app,
      API.sendSms,
      { mobile_type: 'login', mobile: randomMobile() },
      { answer: 'abcd' },
    );
    expect(res.json()).toMatchObject({ code: 400, msg: '不支持的短信类型' });
  });

  it('refuses a mobile that is already registered', async () => {
    const mobile = randomMobile();
    await sendCode(mobile);
    expect((await register({ mobile, verification_code: await codeSentTo(mobile) })).json().code).toBe(200);
    const res = await sendCode(mobile);
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('该手机号已注册，请直接登录');
  });

  it('refuses a second code to the same mobile inside 60 seconds', async () => {
    const mobile = randomMobile();
    expect((await sendCode(mobile)).json().code).toBe(200);
    const again = await sendCode(mobile);
    expect(again.statusCode).toBe(429);
    expect(again.json().msg).toMatch(/^发送过于频繁，请 (59|60) 秒后再试$/);
    // A minute later it goes.
    await t.db
      .update(smsCodes)
      .set({ createdAt: new Date(Date.now() - 61_000) })
      .where(eq(smsCodes.mobile, mobile));
    expect((await sendCode(mobile)).json().code).toBe(200);
  });

  describe('daily caps', () => {
    // The caps count codes of the China day. Two minutes before "now" may be yesterday there (just
    // after 16:00 UTC), so these tests run at a fixed noon in China.
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-06-15T04:00:00Z'));
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('stops at the daily cap of one mobile', async () => {
      const mobile = randomMobile();
      const earlier = new Date(Date.now() - 2 * 60_000);
      await t.db.insert(smsCodes).values(
        Array.from({ length: SMS_CODE_RULES.dailyPerMobile }, () => ({
          mobile,
          purpose: 'reg',
          codeHash: 'x'.repeat(64),
          ip: randomIp(),
          createdAt: earlier,
          expiresAt: earlier,
        })),
      );
      const res = await sendCode(mobile);
      expect(res.statusCode).toBe(429);
      expect(res.json().msg).toBe('该手机号今日获取验证码次数已达上限，请明天再试');
    });

    it('stops at the daily cap of one IP address', async () => {
      const ip = randomIp();
      const earlier = new Date(Date.now() - 2 * 60_000);
      await t.db.insert(smsCodes).values(
        Array.from({ length: SMS_CODE_RULES.dailyPerIp }, () => ({
          mobile: randomMobile(),
          purpose: 'reg',
          codeHash: 'x'.repeat(64),
          ip,
          createdAt: earlier,
          expiresAt: earlier,
        })),
      );
      const res = await sendCode(randomMobile(), ip);
      expect(res.statusCode).toBe(429);
      expect(res.json().msg).toBe('今日获取验证码次数已达上限，请明天再试');
    });
  });
});

describe('registering', () => {
  it('creates the account with an argon2id hash and answers 200', async () => {
    const mobile = randomMobile();
    await sendCode(mobile);
    const res = await register({ mobile, verification_code: await codeSentTo(mobile) });
    expect(res.json()).toEqual({ code: 200, msg: '注册成功，请登录', data: null });
    const [user] = await t.db.select().from(users).where(eq(users.mobile, mobile));
    expect(user!.passwordHash.startsWith('$argon2id$')).toBe(true);
    expect(user!.passwordHash).not.toContain('green2024');
  });

  it.each([
    [{ password: 'abcdefgh', confirmpwd: 'abcdefgh' }, '密码格式不正确，至少 8 位且同时包含字母和数字'],
    [{ password: '12345678', confirmpwd: '12345678' }, '密码格式不正确，至少 8 位且同时包含字母和数字'],
    [{ password: 'ab12', confirmpwd: 'ab12' }, '密码格式不正确，至少 8 位且同时包含字母和数字'],
    [{ password: '', confirmpwd: '' }, '请输入密码'],
    [{ confirmpwd: 'green2025' }, '两次输入密码不一致!'],
    [{ confirmpwd: '' }, '请再次输入密码'],
    [{ verification_code: '' }, '请输入短信验证码'],
  ])('refuses %o with %s and creates nothing', async (fields, message) => {
    const mobile = randomMobile();
    await sendCode(mobile);
    const res = await register({ mobile, verification_code: await codeSentTo(mobile), ...fields });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(message);
    expect(await t.db.select().from(users).where(eq(users.mobile, mobile))).toHaveLength(0);
  });

  it('refuses a wrong captcha before looking at the SMS code', async () => {
    const mobile = randomMobile();
    await sendCode(mobile);
    const code = await codeSentTo(mobile);
    const res = await register({ mobile, verification_code: code }, 'zzzz');
    expect(res.json()).toMatchObject({ code: 400, msg: '图形验证码错误或已过期，请重新输入' });
    // The code is still good.
    expect((await register({ mobile, verification_code: code })).json().code).toBe(200);
  });

  it('refuses a wrong SMS code', async () => {
    const mobile = randomMobile();
    await sendCode(mobile);
    const right = await codeSentTo(mobile);
    const wrong = right === '000000' ? '111111' : '000000';
    const res = await register({ mobile, verification_code: wrong });
    expect(res.json()).toMatchObject({ code: 400, msg: '短信验证码错误' });
    expect(await t.db.select().from(users).where(eq(users.mobile, mobile))).toHaveLength(0);
  });

  it('refuses an expired SMS code', async () => {
    const mobile = randomMobile();
    await sendCode(mobile);
    await t.db
      .update(smsCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(smsCodes.mobile, mobile));
    const res = await register({ mobile, verification_code: await codeSentTo(mobile) });
    expect(res.json()).toMatchObject({ code: 400, msg: '短信验证码已失效，请重新获取' });
  });

  it('voids a code after 5 wrong tries, even when the right one comes next', async () => {
    const mobile = randomMobile();
    await sendCode(mobile);
    const right = await codeSentTo(mobile);
    const wrong = right === '000000' ? '111111' : '000000';
    const messages: string[] = [];
    for (let i = 0; i < 5; i += 1) messages.push((await register({ mobile, verification_code: wrong })).json().msg);
    expect(messages).toEqual([
      '短信验证码错误',
      '短信验证码错误',
      '短信验证码错误',
      '短信验证码错误',
      '短信验证码错误次数过多，请重新获取',
    ]);
    const res = await register({ mobile, verification_code: right });
    expect(res.json()).toMatchObject({ code: 400, msg: '短信验证码错误次数过多，请重新获取' });
  });

  it('ties a code to the mobile it was sent to', async () => {
    const mobileA = randomMobile();
    const mobileB = randomMobile();
    await sendCode(mobileA);
    await sendCode(mobileB);
    const codeOfA = await codeSentTo(mobileA);
    const codeOfB = await codeSentTo(mobileB);
    if (codeOfA === codeOfB) return; // one in a million: nothing to tell apart
    const res = await register({ mobile: mobileB, verification_code: codeOfA });
    expect(res.json()).toMatchObject({ code: 400, msg: '短信验证码错误' });
  });

  it('uses a code once: the same code cannot open a second account', async () => {
    const mobile = randomMobile();
    await sendCode(mobile);
    const code = await codeSentTo(mobile);
    expect((await register({ mobile, verification_code: code })).json().code).toBe(200);
    const again = await register({ mobile, verification_code: code });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('该手机号已注册，请直接登录');
    expect(await t.db.select().from(users).where(eq(users.mobile, mobile))).toHaveLength(1);
  });

  it('refuses a registration for which no code was ever sent', async () => {
    const res = await register({ mobile: randomMobile(), verification_code: '123456' });
    expect(res.json()).toMatchObject({ code: 400, msg: '短信验证码已失效，请重新获取' });
  });
});
