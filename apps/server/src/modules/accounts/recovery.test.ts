import { accountMessages, API, ruleMessages } from '@jhy/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { smsCodes, smsOutbox } from '../../db/schema.js';
import {
  FIXED_TEST_CODES,
  postWithCaptcha,
  randomIp,
  randomMobile,
  signUpAndLogIn,
  type PortalUser,
} from '../../test/portalUsers.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { SMS_CODE_RULES } from './smsCodeService.js';

// Password recovery and change (docs/messages.md). The SMS code is the fixed test code: a wrong
// code is any other, a reused one is the same code again.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: FIXED_TEST_CODES });
});
afterAll(() => t.close());

const CODE = FIXED_TEST_CODES.TEST_FIXED_SMS_CODE;
const NEW_PASSWORD = 'river2025';

const askCode = (mobile: string, remoteAddress = randomIp(), answer?: string) =>
  postWithCaptcha(t.app, API.sendSms, { mobile_type: 'reset', mobile }, { remoteAddress, answer });

const reset = (mobile: string, verification_code: string, password = NEW_PASSWORD, confirmpwd = password) =>
  postWithCaptcha(t.app, API.resetPassword, { mobile, verification_code, password, confirmpwd });

const logIn = (mobile: string, password: string) => postWithCaptcha(t.app, API.login, { mobile, password });

const userInfo = (token: string) =>
  t.app.inject({ method: 'POST', url: API.userInfo, headers: { token }, payload: {} });

const outboxOf = (mobile: string) =>
  t.db.select({ content: smsOutbox.content }).from(smsOutbox).where(eq(smsOutbox.mobile, mobile));

describe('asking for a recovery code', () => {
  it('sends a recovery code to a registered mobile, with its own wording', async () => {
    const user = await signUpAndLogIn(t.app);
    const res = await askCode(user.mobile);
    expect(res.json()).toEqual({ code: 200, msg: accountMessages.smsSent, data: null });
    const texts = (await outboxOf(user.mobile)).map((row) => row.content);
    expect(texts.filter((text) => text.includes('找回密码验证码'))).toHaveLength(1);
  });

  it('answers an unregistered mobile exactly as a registered one, and sends it nothing', async () => {
    const registered = await signUpAndLogIn(t.app);
    const stranger = randomMobile();
    const forRegistered = await askCode(registered.mobile);
    const forStranger = await askCode(stranger);
    expect(forStranger.statusCode).toBe(forRegistered.statusCode);
    expect(forStranger.json()).toEqual(forRegistered.json());
    expect(await outboxOf(stranger)).toEqual([]);
    // The code is counted all the same: the 60 seconds hold for both.
    const again = [await askCode(registered.mobile), await askCode(stranger)];
    expect(again.map((r) => r.statusCode)).toEqual([429, 429]);
    for (const res of again) expect(res.json().msg).toMatch(/^发送过于频繁，请 (59|60) 秒后再试$/);
  });

  it('checks the image captcha before anything is issued', async () => {
    const user = await signUpAndLogIn(t.app);
    const res = await askCode(user.mobile, randomIp(), 'wrong');
    expect(res.json()).toMatchObject({ code: 400, msg: accountMessages.captchaWrong });
    const rows = await t.db
      .select()
      .from(smsCodes)
      .where(and(eq(smsCodes.mobile, user.mobile), eq(smsCodes.purpose, 'reset')));
    expect(rows).toEqual([]);
  });

  describe('daily caps, shared with registration', () => {
    // The caps count codes of the China day: a fixed noon in China (docs/time.md).
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-06-15T04:00:00Z'));
    });
    afterEach(() => vi.useRealTimers());

    const earlierCodes = (count: number, values: { mobile?: string; ip?: string }) => {
      const earlier = new Date(Date.now() - 2 * 60_000);
      return t.db.insert(smsCodes).values(
        Array.from({ length: count }, () => ({
          mobile: values.mobile ?? randomMobile(),
          purpose: 'reg',
          codeHash: 'x'.repeat(64),
          ip: values.ip ?? randomIp(),
          createdAt: earlier,
          expiresAt: earlier,
        })),
      );
    };

    it('stops at the cap of one mobile, registered or not', async () => {
      const stranger = randomMobile();
      await earlierCodes(SMS_CODE_RULES.dailyPerMobile, { mobile: stranger });
      const res = await askCode(stranger);
      expect(res.json()).toMatchObject({ code: 429, msg: accountMessages.smsDailyCapMobile });
    });

    it('stops at the cap of one IP address', async () => {
      const ip = randomIp();
      await earlierCodes(SMS_CODE_RULES.dailyPerIp, { ip });
      const res = await askCode(randomMobile(), ip);
      expect(res.json()).toMatchObject({ code: 429, msg: accountMessages.smsDailyCapIp });
    });
  });
});

describe('resetting the password', () => {
  let user: PortalUser;
  let otherSession: string;
  beforeAll(async () => {
    user = await signUpAndLogIn(t.app);
    otherSession = (await logIn(user.mobile, user.password)).json().data.userinfo.token;
    expect((await askCode(user.mobile)).json().code).toBe(200);
  });

  it('refuses a wrong code and a password outside the rules', async () => {
    expect((await reset(user.mobile, '000000')).json()).toMatchObject({ code: 400, msg: accountMessages.smsCodeWrong });
    expect((await reset(user.mobile, CODE, 'short')).json()).toMatchObject({
      code: 400,
      msg: ruleMessages.passwordInvalid,
    });
    expect((await reset(user.mobile, CODE, NEW_PASSWORD, 'other2025')).json()).toMatchObject({
      code: 400,
      msg: accountMessages.passwordMismatch,
    });
  });

  it('sets the new password and ends every session of the user', async () => {
    expect((await userInfo(user.token)).statusCode).toBe(200);
    const res = await reset(user.mobile, CODE);
    expect(res.json()).toEqual({ code: 200, msg: accountMessages.passwordReset, data: null });
    expect((await userInfo(user.token)).statusCode).toBe(401);
    expect((await userInfo(otherSession)).statusCode).toBe(401);
    expect((await logIn(user.mobile, user.password)).json().msg).toBe(accountMessages.loginFailed);
    expect((await logIn(user.mobile, NEW_PASSWORD)).json().code).toBe(200);
  });

  it('refuses the same code a second time', async () => {
    const res = await reset(user.mobile, CODE, 'again2025');
    expect(res.json()).toMatchObject({ code: 400, msg: accountMessages.smsCodeExpired });
    expect((await logIn(user.mobile, NEW_PASSWORD)).json().code).toBe(200);
  });

  it('answers an unregistered mobile as a registered one, and creates nothing', async () => {
    const stranger = randomMobile();
    await askCode(stranger);
    expect((await reset(stranger, '000000')).json()).toMatchObject({ code: 400, msg: accountMessages.smsCodeWrong });
    const res = await reset(stranger, CODE);
    expect(res.json()).toEqual({ code: 200, msg: accountMessages.passwordReset, data: null });
    expect((await logIn(stranger, NEW_PASSWORD)).json().msg).toBe(accountMessages.loginFailed);
  });

  it('does not take a registration code', async () => {
    const other = await signUpAndLogIn(t.app);
    // The registration code of signUpAndLogIn was used; a fresh one for 'reg' cannot reset.
    const res = await reset(other.mobile, CODE);
    expect(res.json()).toMatchObject({ code: 400, msg: accountMessages.smsCodeExpired });
  });
});

describe('changing the password in myAccount', () => {
  const change = (token: string, body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: API.changePassword, headers: { token }, payload: body });

  it('needs the old password, then ends the other sessions and keeps this one', async () => {
    const user = await signUpAndLogIn(t.app);
    const other = (await logIn(user.mobile, user.password)).json().data.userinfo.token;
    const wrong = await change(user.token, {
      old_password: 'nope1234',
      password: NEW_PASSWORD,
      confirmpwd: NEW_PASSWORD,
    });
    expect(wrong.json()).toMatchObject({ code: 400, msg: accountMessages.oldPasswordWrong });
    expect((await userInfo(other)).statusCode).toBe(200);

    const res = await change(user.token, {
      old_password: user.password,
      password: NEW_PASSWORD,
      confirmpwd: NEW_PASSWORD,
    });
    expect(res.json()).toEqual({ code: 200, msg: accountMessages.passwordChanged, data: null });
    expect((await userInfo(user.token)).statusCode).toBe(200);
    expect((await userInfo(other)).statusCode).toBe(401);
    expect((await logIn(user.mobile, NEW_PASSWORD)).json().code).toBe(200);
  });

  it('tells an empty new password apart from the old one, and changes nothing', async () => {
    const user = await signUpAndLogIn(t.app);
    const res = await change(user.token, { old_password: user.password, password: '', confirmpwd: '' });
    expect(res.json()).toMatchObject({ code: 400, msg: ruleMessages.newPasswordRequired });
    expect((await logIn(user.mobile, user.password)).json().code).toBe(200);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: API.changePassword, payload: {} });
    expect(res.statusCode).toBe(401);
  });
});
