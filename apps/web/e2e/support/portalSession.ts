import { randomInt } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';

/**
 * Portal users for browser journeys, made through the real API with the test server's fixed codes
 * (playwright.config.ts: TEST_FIXED_CAPTCHA=test, TEST_FIXED_SMS_CODE=123456).
 */
export const FIXED_CAPTCHA = 'test';
export const FIXED_SMS_CODE = '123456';

export interface PortalUser {
  mobile: string;
  password: string;
}

export interface LoggedInUser extends PortalUser {
  token: string;
  id: number;
}

export function randomMobile(): string {
  return `139${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

/**
 * A client address of its own for each helper call: the server limits logins, registrations and
 * SMS per IP, and one journey must not spend another's allowance (the server trusts the proxy header).
 */
function asAnotherClient(): Record<string, string> {
  return { 'x-forwarded-for': `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}` };
}

async function postWithCaptcha(
  request: APIRequestContext,
  path: string,
  form: Record<string, unknown>,
  headers: Record<string, string>,
) {
  // The captcha cookie lands in the request context's cookie jar and goes with the next call.
  await request.get('/index/common/verify', { headers });
  const answer = await request.post(path, { data: { ...form, code: FIXED_CAPTCHA }, headers });
  const body = (await answer.json()) as { code: number; msg: string; data: unknown };
  if (body.code !== 200) throw new Error(`${path} refused: ${body.msg}`);
  return body;
}

/** An SMS code sent for `purpose`, then spent at `path` to set the user's password (the test server's fixed code). */
async function setPasswordWithSmsCode(
  request: APIRequestContext,
  purpose: 'reg' | 'reset',
  path: string,
  user: PortalUser,
): Promise<PortalUser> {
  const headers = asAnotherClient();
  await postWithCaptcha(request, '/index/common/sendMsg', { mobile_type: purpose, mobile: user.mobile }, headers);
  await postWithCaptcha(
    request,
    path,
    { mobile: user.mobile, verification_code: FIXED_SMS_CODE, password: user.password, confirmpwd: user.password },
    headers,
  );
  return user;
}

export async function signUpThroughApi(
  request: APIRequestContext,
  user: PortalUser = { mobile: randomMobile(), password: 'green2024' },
): Promise<PortalUser> {
  return setPasswordWithSmsCode(request, 'reg', '/index/Register/doreg', user);
}

/** 忘记密码 through the API: the user's password becomes `user.password`. */
export async function resetPasswordThroughApi(request: APIRequestContext, user: PortalUser): Promise<PortalUser> {
  return setPasswordWithSmsCode(request, 'reset', '/index/Login/resetPwd', user);
}

export async function logInThroughApi(request: APIRequestContext, user: PortalUser): Promise<LoggedInUser> {
  const body = await postWithCaptcha(request, '/index/Login/doLogin', { ...user }, asAnotherClient());
  const { userinfo } = body.data as { userinfo: { token: string; id: number } };
  return { ...user, token: userinfo.token, id: userinfo.id };
}

/** Puts the session into the browser as the login page would keep it, before any page script runs. */
export async function keepSessionInBrowser(page: Page, user: LoggedInUser): Promise<void> {
  await page.addInitScript((session) => {
    if (localStorage.getItem('token')) return;
    localStorage.setItem('token', session.token);
    localStorage.setItem('user_id', String(session.id));
    localStorage.setItem('userProfile', JSON.stringify({ nickName: '', avatar: '', mobile: session.mobile }));
  }, user);
}

/** A new user, registered and logged in, whose session the browser already holds. */
export async function loggedInPortalUser(page: Page, request: APIRequestContext): Promise<LoggedInUser> {
  const user = await logInThroughApi(request, await signUpThroughApi(request));
  await keepSessionInBrowser(page, user);
  return user;
}

/**
 * Fills the login form once it is on screen. A navigation changes the address before the login page's
 * chunk has loaded, and until then the page it left (the register form has its own 密码 fields) stays
 * on screen: waiting for the heading keeps the fills off the old page.
 */
export async function fillLoginForm(page: Page, user: PortalUser, password = user.password): Promise<void> {
  await page.getByRole('heading', { name: '用户登录' }).waitFor();
  await page.getByLabel('手机号码').fill(user.mobile);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByLabel('图形验证码').fill(FIXED_CAPTCHA);
}
