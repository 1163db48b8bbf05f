import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

/**
 * The console's first admin, as the server printed it at its first start (a fresh DATA_DIR per
 * run). serveForTests.mjs keeps a copy of the server's output for exactly this.
 */
export function firstAdmin(baseURL: string | undefined): { username: string; password: string } {
  const port = new URL(baseURL ?? 'http://127.0.0.1:8091').port;
  const log = readFileSync(path.join(os.tmpdir(), `jhy-e2e-server-${port}.log`), 'utf8');
  const match = /用户名: (\S+)\s+密码: (\S+)/.exec(log);
  if (!match) throw new Error('the server log holds no first-admin notice');
  return { username: match[1]!, password: match[2]! };
}

/** Logs in to the console with the test server's fixed captcha answer. */
export async function consoleLogin(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/#/console/login');
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByPlaceholder('请输入图形验证码').fill('test');
  await page.getByRole('button', { name: /^登\s*录$/ }).click();
  await expect(page.getByRole('heading', { level: 3, name: '工作台' })).toBeVisible();
}
