import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { screenshot } from './journey';

const serverLog = (port: string) => path.join(os.tmpdir(), `jhy-e2e-server-${port}.log`);
// The first admin's password after its forced change, for the journeys that log in later.
const changedPasswordFile = (port: string) => path.join(os.tmpdir(), `jhy-e2e-admin-${port}.json`);
const portOf = (baseURL: string | undefined) => new URL(baseURL ?? 'http://127.0.0.1:8091').port;

/** The messages of a server's log: every line is JSON (docs/deployment.md "Logs"), the notice one `msg`. */
function logMessages(file: string): string {
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => {
      try {
        return String((JSON.parse(line) as { msg?: unknown }).msg ?? '');
      } catch {
        return line;
      }
    })
    .join('\n');
}

/**
 * The console's first admin, as the server kept it at its first start in the file its log names (a
 * fresh DATA_DIR per run; serveForTests.mjs keeps a copy of the server's output) — or, once a
 * journey has made the forced first change, the password it chose. The file goes once the password
 * is changed, so the printed one is read before that (the journeys' first login) and remembered.
 */
export function firstAdmin(baseURL: string | undefined): { username: string; password: string } {
  const port = portOf(baseURL);
  // The log names the file that keeps the password (docs/security.md "The first admin's password").
  const file = / is kept in (?<file>\S+) /.exec(logMessages(serverLog(port)))?.groups?.file;
  if (!file) throw new Error('the server log names no first-admin password file');
  const kept = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const match = /用户名: (?<username>\S+)\s+密码: (?<printed>\S+)/.exec(kept);
  const changedFile = changedPasswordFile(port);
  const changed = existsSync(changedFile)
    ? (JSON.parse(readFileSync(changedFile, 'utf8')) as { printed: string; current: string })
    : undefined;
  const printed = match?.groups?.printed;
  // Only a change made on this run's server counts; the server removes the file at its next start.
  if (changed && (printed === undefined || changed.printed === printed))
    return { username: match?.groups?.username ?? 'admin', password: changed.current };
  if (!match?.groups?.username || !printed) throw new Error(`${file} holds no first-admin password`);
  return { username: match.groups.username, password: printed };
}

/**
 * Logs in to the console with the test server's fixed captcha answer. A password someone else saw
 * (the printed first one, one an admin issued) must be changed before anything else: when the
 * console asks for it, the password plus "x9" is set; the first admin's is kept for later journeys.
 */
export async function consoleLogin(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/#/console/login');
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码', { exact: true }).fill(password);
  // By its label: the captcha's label names its input (an unlabelled field fails here).
  await page.getByLabel('验证码', { exact: true }).fill('test');
  await page.getByRole('button', { name: /^登\s*录$/ }).click();
  const dashboard = page.getByRole('heading', { level: 3, name: '工作台' });
  const forcedChange = page.getByRole('dialog').filter({ hasText: '首次登录，请修改初始密码' });
  await expect(dashboard.or(forcedChange)).toBeVisible();
  if (await forcedChange.isVisible()) {
    // The dialog cannot be closed, but it can be left by logging out.
    await expect(forcedChange.getByRole('button', { name: '退出登录' })).toBeVisible();
    // A step the journey did not plan for (any issued password asks for it): give it its own time.
    test.info().setTimeout(test.info().timeout + 15_000);
    await page.screenshot({ path: screenshot('console-first-password-1280.png') });
    const current = `${password}x9`;
    await forcedChange.getByLabel('原密码').fill(password);
    await forcedChange.getByLabel('新密码', { exact: true }).fill(current);
    await forcedChange.getByLabel('确认新密码').fill(current);
    await forcedChange.getByRole('button', { name: /保\s*存/ }).click();
    const port = portOf(page.url());
    // Staff made by an admin change their issued password too; only the first admin's is kept.
    if (username === firstAdmin(page.url()).username) {
      writeFileSync(changedPasswordFile(port), JSON.stringify({ printed: password, current }));
    }
  }
  await expect(dashboard).toBeVisible();
}

/** Logs `page` in to the console as the first admin of the server at `baseURL`. */
export async function consoleLoginAsFirstAdmin(page: Page, baseURL: string | undefined): Promise<void> {
  const admin = firstAdmin(baseURL);
  await consoleLogin(page, admin.username, admin.password);
}

/**
 * A console token of the first admin through the API (as the login page calls it), after making
 * the forced first change of the printed password if no journey has made it yet on this run.
 */
export async function firstAdminToken(
  request: APIRequestContext,
  baseURL: string | undefined,
  headers: Record<string, string> = {},
): Promise<string> {
  const admin = firstAdmin(baseURL);
  await request.get('/console/api/auth/captcha', { headers });
  const login = await (
    await request.post('/console/api/auth/login', { data: { ...admin, code: 'test' }, headers })
  ).json();
  expect(login.code, login.msg).toBe(200);
  if (!login.data.staff.mustChangePassword) return login.data.token as string;
  const current = `${admin.password}x9`;
  const changed = await (
    await request.post('/console/api/auth/changePassword', {
      data: { oldPassword: admin.password, newPassword: current, confirmPassword: current },
      headers: { ...headers, 'x-staff-token': login.data.token },
    })
  ).json();
  expect(changed.code, changed.msg).toBe(200);
  writeFileSync(changedPasswordFile(portOf(baseURL)), JSON.stringify({ printed: admin.password, current }));
  return changed.data.token as string;
}

/**
 * A staff member made by the first admin through the console API (the staff page's call). The
 * admin saw the password the server chose, so the member must change it first; this does that
 * through the API, as the member would, and answers the member's own password.
 */
export async function createStaffMember(
  request: APIRequestContext,
  baseURL: string | undefined,
  member: { username: string; displayName: string; role: 'admin' | 'reviewer' | 'editor' },
  headers: Record<string, string> = {},
): Promise<{ username: string; password: string }> {
  const adminToken = await firstAdminToken(request, baseURL, headers);
  const created = await (
    await request.post('/console/api/staff/create', {
      data: member,
      headers: { ...headers, 'x-staff-token': adminToken },
    })
  ).json();
  expect(created.code, created.msg).toBe(200);
  const issued = created.data.password as string;
  await request.get('/console/api/auth/captcha', { headers });
  const login = await (
    await request.post('/console/api/auth/login', {
      data: { username: member.username, password: issued, code: 'test' },
      headers,
    })
  ).json();
  expect(login.code, login.msg).toBe(200);
  const own = `${issued}x9`;
  const changed = await (
    await request.post('/console/api/auth/changePassword', {
      data: { oldPassword: issued, newPassword: own, confirmPassword: own },
      headers: { ...headers, 'x-staff-token': login.data.token },
    })
  ).json();
  expect(changed.code, changed.msg).toBe(200);
  return { username: member.username, password: own };
}
