import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { screenshot } from './journey';

const serverLog = (port: string) => path.join(os.tmpdir(), `jhy-e2e-server-${port}.log`);
// The first admin's password after its forced change, for the journeys that log in later.
const changedPasswordFile = (port: string) => path.join(os.tmpdir(), `jhy-e2e-admin-${port}.json`);
const portOf = (baseURL: string | undefined) => new URL(baseURL ?? 'http://127.0.0.1:8091').port;

/**
 * The console's first admin, as the server printed it at its first start (a fresh DATA_DIR per
 * run; serveForTests.mjs keeps a copy of the server's output for exactly this) — or, once a
 * journey has made the forced first change, the password it chose.
 */
export function firstAdmin(baseURL: string | undefined): { username: string; password: string } {
  const port = portOf(baseURL);
  const match = /用户名: (\S+)\s+密码: (\S+)/.exec(readFileSync(serverLog(port), 'utf8'));
  if (!match) throw new Error('the server log holds no first-admin notice');
  const [, username, printed] = match as unknown as [string, string, string];
  const file = changedPasswordFile(port);
  if (existsSync(file)) {
    const changed = JSON.parse(readFileSync(file, 'utf8')) as { printed: string; current: string };
    // Only a change made on this run's server counts.
    if (changed.printed === printed) return { username, password: changed.current };
  }
  return { username, password: printed };
}

/**
 * Logs in to the console with the test server's fixed captcha answer. The printed first password
 * must be changed before anything else: when the console asks for it, a new one is set and kept.
 */
export async function consoleLogin(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/#/console/login');
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByPlaceholder('请输入图形验证码').fill('test');
  await page.getByRole('button', { name: /^登\s*录$/ }).click();
  const dashboard = page.getByRole('heading', { level: 3, name: '工作台' });
  const forcedChange = page.getByRole('dialog').filter({ hasText: '首次登录，请修改初始密码' });
  await expect(dashboard.or(forcedChange)).toBeVisible();
  if (await forcedChange.isVisible()) {
    await page.screenshot({ path: screenshot('console-first-password-1280.png') });
    const current = `${password}x9`;
    await forcedChange.getByLabel('原密码').fill(password);
    await forcedChange.getByLabel('新密码', { exact: true }).fill(current);
    await forcedChange.getByLabel('确认新密码').fill(current);
    await forcedChange.getByRole('button', { name: /保\s*存/ }).click();
    const port = portOf(page.url());
    writeFileSync(changedPasswordFile(port), JSON.stringify({ printed: password, current }));
  }
  await expect(dashboard).toBeVisible();
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
