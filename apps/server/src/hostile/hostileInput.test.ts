import fc from 'fast-check';
import { apiRoutes, commonMessages, CONSOLE_TOKEN_HEADER, type AnyRoute } from '@jhy/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStaff, staffToken } from '../test/consoleStaff.js';
import { RowWatch } from '../test/dbSnapshot.js';
import { FIXED_TEST_CODES, randomIp, signUpAndLogIn, type PortalUser } from '../test/portalUsers.js';
import { createTestApp, type TestApp } from '../test/testApp.js';
import {
  describeRequest,
  fieldNames,
  hostileRequest,
  LEAK_PATTERNS,
  toInject,
  type Caller,
  type HostileRequest,
} from './hostileRequests.js';

/**
 * The hostile-input suite (docs/security.md "Hostile input"): for every route of the table, requests
 * generated from its zod input by fast-check with a fixed seed. No answer may be a 5xx, none may
 * carry a stack frame, a path or SQL, and a refused request may change no row.
 *
 * `npm test` runs 24 requests per route (about 40 s on this project's machine); `HOSTILE_RUNS=400`
 * is the long run, `HOSTILE_SEED` replays another seed.
 */
const RUNS = Number(process.env.HOSTILE_RUNS ?? 24);
const SEED = Number(process.env.HOSTILE_SEED ?? 17);
const CALLERS: readonly Caller[] = ['anonymous', 'bogus', 'user', 'staff', 'userAndStaff'];

/**
 * Tables a refused request may legitimately change: a wrong password counts towards the lock
 * (docs/security.md "Logins") on the account's own row.
 */
const MAY_CHANGE_WHEN_REFUSED: Record<string, string[]> = {
  '/index/Login/doLogin': ['users'],
  '/console/api/auth/login': ['staff'],
};

/** Calls that end the caller's own session: after one succeeds, the suite logs in again. */
const SESSION_ENDING = new Set(['/index/Login/out', '/console/api/auth/logout', '/console/api/auth/changePassword']);

let t: TestApp;
let rows: RowWatch;
let user: PortalUser;
let admins = 0;
let staff: { username: string; password: string; token: string };

beforeAll(async () => {
  t = await createTestApp({ demo: true, env: { ...FIXED_TEST_CODES } });
  user = await signUpAndLogIn(t.app);
  const admin = await addStaff(t.db, 'hostileadmin', 'admin');
  staff = { ...admin, token: await staffToken(t.app, admin.username, admin.password) };
  rows = new RowWatch(t.db);
});
afterAll(() => t.close());

function headersOf(caller: Caller): Record<string, string> {
  switch (caller) {
    case 'anonymous':
      return {};
    case 'bogus':
      return { token: 'a'.repeat(64), [CONSOLE_TOKEN_HEADER]: "' OR 1=1 --" };
    case 'user':
      return { token: user.token };
    case 'staff':
      return { [CONSOLE_TOKEN_HEADER]: staff.token };
    case 'userAndStaff':
      return { token: user.token, [CONSOLE_TOKEN_HEADER]: staff.token };
  }
}

/** Logs in again when a hostile call ended a session (a logout with a valid token is a success). */
async function keepSessionsAlive(): Promise<void> {
  const me = await t.app.inject({ method: 'POST', url: apiRoutes.userInfo.path, headers: { token: user.token } });
  if (me.json().code !== 200) user = await signUpAndLogIn(t.app);
  const staffMe = await t.app.inject({
    method: 'POST',
    url: apiRoutes.consoleMe.path,
    headers: { [CONSOLE_TOKEN_HEADER]: staff.token },
  });
  if (staffMe.json().code === 200) return;
  try {
    staff.token = await staffToken(t.app, staff.username, staff.password, randomIp());
  } catch {
    // A hostile call may have reset or disabled the account itself: carry on with a new admin.
    const admin = await addStaff(t.db, `hostileadmin${++admins}`, 'admin');
    staff = { ...admin, token: await staffToken(t.app, admin.username, admin.password, randomIp()) };
  }
}

interface Finding {
  request: string;
  problem: string;
}

const tally = { requests: 0, serverErrors: 0, refused: 0, accepted: 0 };

async function attack(route: AnyRoute, request: HostileRequest, findings: Finding[]): Promise<void> {
  const shape = toInject(request);
  await rows.before();
  const res = await t.app.inject({
    method: shape.method,
    url: shape.url,
    headers: { ...shape.headers, ...headersOf(request.caller) },
    payload: shape.payload,
    remoteAddress: randomIp(),
  });
  tally.requests += 1;
  const report = (problem: string) => findings.push({ request: describeRequest(request), problem });
  if (res.statusCode >= 500) {
    tally.serverErrors += 1;
    report(`status ${res.statusCode}: ${res.body.slice(0, 200)}`);
  }
  const ok = res.statusCode === 200;
  if (ok) tally.accepted += 1;
  else tally.refused += 1;
  const patterns = ok ? LEAK_PATTERNS.slice(0, 3) : LEAK_PATTERNS;
  const leak = patterns.find((pattern) => pattern.test(res.body));
  if (leak) report(`answer matches ${leak}: ${res.body.slice(0, 300)}`);
  if (!ok && route.output !== null) {
    const body = res.json() as { code?: unknown; msg?: unknown };
    if (body.code !== res.statusCode || typeof body.msg !== 'string' || !/[\u4e00-\u9fa5]/.test(body.msg))
      report(`not a Chinese envelope: ${res.body.slice(0, 200)}`);
  }
  const changed = (await rows.after()).filter((table) => !(MAY_CHANGE_WHEN_REFUSED[route.path] ?? []).includes(table));
  if (!ok && changed.length) report(`refused with ${res.statusCode} but changed ${changed.join(', ')}`);
  if (ok && (SESSION_ENDING.has(route.path) || route.kind === 'write')) await keepSessionsAlive();
}

const routes = Object.values(apiRoutes as Record<string, AnyRoute>)
  .filter((route) => route.path.startsWith('/index/') || route.path.startsWith('/console/api/'))
  .sort((a, b) => a.path.localeCompare(b.path));

describe('hostile input on every route of the table', () => {
  it('covers every route of the table', () => {
    expect(routes.length).toBe(Object.keys(apiRoutes).length);
  });

  it('refuses a NUL byte in every declared field of every route with 400 and the message', async () => {
    const missed: string[] = [];
    for (const route of routes) {
      for (const field of fieldNames(route.input)) {
        await rows.before();
        const res = await t.app.inject({
          method: 'POST',
          url: route.path,
          headers: headersOf('userAndStaff'),
          payload: { [field]: 'a\u0000b' },
          remoteAddress: randomIp(),
        });
        tally.requests += 1;
        if (res.statusCode >= 500) tally.serverErrors += 1;
        const changed = await rows.after();
        if (res.statusCode !== 400 || res.json().msg !== commonMessages.controlCharacter || changed.length)
          missed.push(`${route.path} ${field}: ${res.statusCode} ${res.body.slice(0, 120)} ${changed.join(',')}`);
      }
    }
    expect(missed).toEqual([]);
  }, 300_000);

  it(`answers ${RUNS} hostile requests per route without a 5xx, a leak or a changed row (seed ${SEED})`, async () => {
    const findings: Finding[] = [];
    for (const [index, route] of routes.entries()) {
      const requests = fc.sample(hostileRequest(route, CALLERS), { seed: SEED + index, numRuns: RUNS });
      const started = performance.now();
      for (const request of requests) await attack(route, request, findings);
      if (process.env.HOSTILE_TIMING) console.info(route.path, Math.round(performance.now() - started));
    }
    console.info(
      `hostile input: ${tally.requests} requests on ${routes.length} routes (seed ${SEED}, ${RUNS} each): ` +
        `${tally.serverErrors} answers ≥ 500, ${tally.refused} refused, ${tally.accepted} accepted, ${findings.length} findings`,
    );
    expect(findings.slice(0, 20)).toEqual([]);
    expect(tally.serverErrors).toBe(0);
  }, 600_000);
});
