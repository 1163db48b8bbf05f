import { randomInt } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { API } from '@jhy/contract';

/** Give these to createTestApp({ env }) to register and log in through the real endpoints. */
export const FIXED_TEST_CODES = { TEST_FIXED_CAPTCHA: 'test', TEST_FIXED_SMS_CODE: '123456' } as const;

export interface PortalUser {
  id: number;
  mobile: string;
  password: string;
  token: string;
}

/** A fresh mobile number that passes the product's pattern. */
export function randomMobile(): string {
  return `139${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

/** A fresh client address, so that one test's per-IP limits never touch another's. */
export function randomIp(): string {
  return `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

/**
 * The `data` of an answer the server accepted (code 200); any other answer fails the test with an
 * error naming `step` and carrying the body.
 */
export function acceptedData(res: LightMyRequestResponse, step: string) {
  if (res.json().code !== 200) throw new Error(`${step} failed: ${res.body}`);
  return res.json().data;
}

/** The id of the record a save call answered, as acceptedData checks it. */
export function savedId(res: LightMyRequestResponse, step: string): number {
  return acceptedData(res, step).id;
}

/** A portal call: POSTs `payload` to `url` with the user's token, or anonymously without a user. */
export function postAs(
  app: FastifyInstance,
  user: Pick<PortalUser, 'token'> | undefined,
  url: string,
  payload: Record<string, unknown> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url, payload, headers: user ? { token: user.token } : {} });
}

/**
 * A test file's portal calls, `call(user, url, payload)` as postAs makes them. It reads `t.app` at
 * each call, so a file may make it beside suiteApp, before the app is built.
 */
export function portalCalls(t: { app: FastifyInstance }) {
  return (user: Pick<PortalUser, 'token'> | undefined, url: string, payload?: Record<string, unknown>) =>
    postAs(t.app, user, url, payload);
}

/** The captcha cookie of a fresh challenge, as a browser would keep it. */
export async function captchaCookie(app: FastifyInstance, remoteAddress = randomIp()): Promise<string> {
  const res = await app.inject({ method: 'GET', url: API.captcha, remoteAddress });
  const cookie = res.cookies.find((c) => c.name === 'jhy_captcha');
  if (!cookie) throw new Error(`no captcha cookie (status ${res.statusCode})`);
  return `jhy_captcha=${cookie.value}`;
}

/** Posts a form that carries an image captcha, with a fresh challenge answered `answer`. */
export async function postWithCaptcha(
  app: FastifyInstance,
  url: string,
  payload: Record<string, unknown>,
  options: { answer?: string; remoteAddress?: string } = {},
): Promise<LightMyRequestResponse> {
  const remoteAddress = options.remoteAddress ?? randomIp();
  const cookie = await captchaCookie(app, remoteAddress);
  return app.inject({
    method: 'POST',
    url,
    payload: { ...payload, code: options.answer ?? FIXED_TEST_CODES.TEST_FIXED_CAPTCHA },
    headers: { cookie },
    remoteAddress,
  });
}

/** Registers (SMS code included) and logs in through the API, as the pages do. Needs FIXED_TEST_CODES. */
export async function signUpAndLogIn(
  app: FastifyInstance,
  mobile = randomMobile(),
  password = 'green2024',
): Promise<PortalUser> {
  const remoteAddress = randomIp();
  acceptedData(await postWithCaptcha(app, API.sendSms, { mobile_type: 'reg', mobile }, { remoteAddress }), 'sendMsg');
  acceptedData(
    await postWithCaptcha(
      app,
      API.register,
      { mobile, verification_code: FIXED_TEST_CODES.TEST_FIXED_SMS_CODE, password, confirmpwd: password },
      { remoteAddress },
    ),
    'doreg',
  );
  const login = acceptedData(await postWithCaptcha(app, API.login, { mobile, password }, { remoteAddress }), 'doLogin');
  return { id: login.userinfo.id, mobile, password, token: login.userinfo.token };
}
