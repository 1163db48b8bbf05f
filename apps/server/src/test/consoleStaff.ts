import { CONSOLE_API, CONSOLE_TOKEN_HEADER, type StaffRole } from '@jhy/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { systemActor } from '../modules/audit/withAudit.js';
import { changeOwnPassword } from '../modules/console/auth/staffLogin.js';
import { createStaff } from '../modules/console/staff/staffService.js';
import { createTestApp, type TestApp } from './testApp.js';

/** The captcha answer every console test app accepts (config.testFixedCaptcha). */
export const TEST_CAPTCHA = 'test';

/** A test app whose console captcha is TEST_CAPTCHA; `clock`: the controlled clock of docs/time.md. */
export function createConsoleTestApp(env: Record<string, string> = {}, clock?: () => Date): Promise<TestApp> {
  return createTestApp({ env: { TEST_FIXED_CAPTCHA: TEST_CAPTCHA, ...env }, clock });
}

/**
 * A staff member made the way an admin makes one, who has then replaced the server-chosen password
 * (which the admin saw) with their own, as the console makes them do first.
 */
export async function addStaff(db: Db, username: string, role: StaffRole) {
  const created = await createStaff(db, systemActor('system'), { username, displayName: username, role });
  const password = `Own${created.password}`;
  await changeOwnPassword(
    db,
    { id: created.staff.id, name: username, ip: '127.0.0.1' },
    { oldPassword: created.password, newPassword: password },
  );
  return { ...created.staff, mustChangePassword: false, password };
}

/** A staff member exactly as an admin creates one: with the password the admin was shown. */
export async function addStaffWithIssuedPassword(db: Db, username: string, role: StaffRole) {
  const { staff, password } = await createStaff(db, systemActor('system'), { username, displayName: username, role });
  return { ...staff, password };
}

/** Fetches a captcha (for its cookie) and logs in through the console's login route. */
export async function consoleLogin(
  app: FastifyInstance,
  username: string,
  password: string,
  code = TEST_CAPTCHA,
  remoteAddress?: string,
) {
  const captcha = await app.inject({ method: 'GET', url: CONSOLE_API.captcha, remoteAddress });
  const cookie = captcha.cookies.find((c) => c.name === 'jhy_captcha');
  return app.inject({
    method: 'POST',
    url: CONSOLE_API.login,
    cookies: cookie ? { jhy_captcha: cookie.value } : {},
    payload: { username, password, code },
    remoteAddress,
  });
}

/** `remoteAddress`: log in from another address, for suites that log in more often than the per-IP limit. */
export async function staffToken(
  app: FastifyInstance,
  username: string,
  password: string,
  remoteAddress?: string,
): Promise<string> {
  const res = await consoleLogin(app, username, password, TEST_CAPTCHA, remoteAddress);
  const body = res.json();
  if (body.code !== 200) throw new Error(`login of ${username} failed: ${body.msg}`);
  return body.data.token as string;
}

/** A console call as a staff member: POST with the staff token header. */
export function asStaff(app: FastifyInstance, token: string | undefined) {
  return (url: string, payload: Record<string, unknown> = {}) =>
    app.inject({
      method: 'POST',
      url,
      headers: token ? { [CONSOLE_TOKEN_HEADER]: token } : {},
      payload,
    });
}

/** The console calls of one staff member. */
export type StaffCaller = ReturnType<typeof asStaff>;

/** A staff member added with `role` (see addStaff) and logged in through the console: their calls. */
export async function signedInStaff(
  t: Pick<TestApp, 'app' | 'db'>,
  username: string,
  role: StaffRole,
): Promise<StaffCaller> {
  const member = await addStaff(t.db, username, role);
  return asStaff(t.app, await staffToken(t.app, member.username, member.password));
}

/**
 * A reviewer's decision as the console sends it: the row's detail first, for the version
 * (update_time) that the decision must carry.
 */
export async function decideInConsole(
  reviewer: StaffCaller,
  routes: { detail: string; decide: string },
  id: number,
  decision: string,
  remark = '',
) {
  const detail = (await reviewer(routes.detail, { id })).json().data;
  return reviewer(routes.decide, { id, decision, remark, version: detail.update_time });
}

/** One reviewer's decisions on one queue, by row id: `decideInConsole` with the reviewer and the routes given once. */
export function reviewerDecisions(reviewer: StaffCaller, routes: { detail: string; decide: string }) {
  return (id: number, decision: string, remark?: string) => decideInConsole(reviewer, routes, id, decision, remark);
}
