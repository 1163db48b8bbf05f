import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { consoleMenu, openFromConsoleMenu } from './support/consoleTab';
import { consoleLogin, consoleLoginAsFirstAdmin, firstAdmin } from './support/firstAdmin';
import { submitEnterpriseThroughApi } from './support/enterpriseSubmission';
import { clickDialogButton, screenshot } from './support/journey';
import { logInThroughApi, signUpThroughApi } from './support/portalSession';

async function logout(page: Page) {
  await page.getByRole('button', { name: '账号菜单' }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/#\/console\/login$/);
}

test('the first admin adds a reviewer, who sees the dashboard but not the staff page', async ({ page, baseURL }) => {
  const admin = firstAdmin(baseURL);

  await page.goto('/#/console');
  await expect(page).toHaveURL(/#\/console\/login$/);
  await expect(page.getByRole('img', { name: '图形验证码，点击更换' })).toBeVisible();
  await page.screenshot({ path: screenshot('console-login.png') });

  await consoleLogin(page, admin.username, admin.password);
  await expect(consoleMenu(page).getByRole('menuitem', { name: '员工管理' })).toBeVisible();
  await page.screenshot({ path: screenshot('console-dashboard-admin.png'), fullPage: true });

  await openFromConsoleMenu(page, '员工管理');
  await expect(page.getByRole('heading', { level: 3, name: '员工管理' })).toBeVisible();
  await page.getByRole('button', { name: '新增员工' }).click();
  const form = page.getByRole('dialog', { name: '新增员工' });
  await form.getByLabel('用户名').fill('reviewer_li');
  await form.getByLabel('姓名').fill('李审核');
  await form.getByLabel('角色').click();
  // antd's listbox options are for screen readers; the visible item is what a person clicks.
  await page.locator('.ant-select-dropdown').getByTitle('审核员').click();
  await expect(form.getByLabel('角色').locator('..').locator('..')).toContainText('审核员');
  await form.getByRole('button', { name: /^保\s*存$/ }).click();

  const shown = page.getByRole('dialog', { name: '员工已创建' });
  await expect(shown).toBeVisible();
  await expect(form).toBeHidden();
  const password = (await shown.getByTestId('one-time-password').innerText()).trim();
  expect(password).toMatch(/^(?=.*[A-Za-z])(?=.*\d).{14}$/);
  await page.screenshot({ path: screenshot('console-staff-created.png') });
  await shown.getByRole('button', { name: '我已记下' }).click();
  await expect(page.getByRole('row', { name: /reviewer_li/ })).toContainText('审核员');
  await page.screenshot({ path: screenshot('console-staff.png'), fullPage: true });

  await logout(page);
  await consoleLogin(page, 'reviewer_li', password);
  await expect(page.getByRole('button', { name: '账号菜单' })).toContainText('李审核');
  await expect(consoleMenu(page).getByRole('menuitem', { name: '门户用户' })).toBeVisible();
  await expect(consoleMenu(page).getByRole('menuitem', { name: '员工管理' })).toHaveCount(0);
  await expect(consoleMenu(page).getByRole('menuitem', { name: '系统配置' })).toHaveCount(0);
  await expect(page.getByText('门户用户', { exact: true }).first()).toBeVisible();
  await page.screenshot({ path: screenshot('console-dashboard-reviewer.png'), fullPage: true });

  await page.goto('/#/console/staff');
  await expect(page.getByText('无权访问')).toBeVisible();
  await page.screenshot({ path: screenshot('console-staff-refused.png') });
});

test('the admin works through the system pages', async ({ page, baseURL }) => {
  await consoleLoginAsFirstAdmin(page, baseURL);

  await openFromConsoleMenu(page, '系统配置');
  await expect(page.getByRole('row', { name: /trading_notice/ })).toBeVisible();
  await page.screenshot({ path: screenshot('console-sysconfig.png') });
  await page.getByRole('button', { name: '编辑交易须知' }).click();
  const editor = page.getByRole('textbox', { name: '交易须知' });
  await expect(editor).toBeVisible();
  await editor.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type('六、本须知由交易中心负责解释。');
  await page.screenshot({ path: screenshot('console-sysconfig-editor.png') });
  await clickDialogButton(page, '保存');
  await expect(page.getByText('保存成功')).toBeVisible();
  await expect(page.getByRole('row', { name: /trading_notice/ })).toContainText('本须知由交易中心负责解释');

  await openFromConsoleMenu(page, '分类管理');
  await expect(page.getByText('177', { exact: true })).toBeVisible();
  await page.screenshot({ path: screenshot('console-categories.png') });

  await openFromConsoleMenu(page, '门户用户');
  await expect(page.getByRole('heading', { level: 3, name: '门户用户' })).toBeVisible();
  await page.screenshot({ path: screenshot('console-users.png') });

  await openFromConsoleMenu(page, '短信发件箱');
  await expect(page.getByRole('heading', { level: 3, name: '短信发件箱' })).toBeVisible();

  await openFromConsoleMenu(page, '审计日志');
  const latest = page.getByRole('row', { name: /修改系统配置/ }).first();
  // The audit log names the record (docs/lifecycles.md, its opening): the setting by its title.
  await expect(latest).toContainText('系统配置「交易须知」');
  await latest.getByRole('button', { name: /展开/ }).click();
  await expect(page.getByText('本须知由交易中心负责解释').first()).toBeVisible();
  await page.screenshot({ path: screenshot('console-audit.png'), fullPage: true });
});

test('each configuration dialog edits its own entry: open A, cancel, open B, save, the others stay', async ({
  page,
  baseURL,
}) => {
  await consoleLoginAsFirstAdmin(page, baseURL);
  const entries = async () => {
    const token = await page.evaluate(() => localStorage.getItem('consoleStaffToken'));
    const answer = await page.request.post('/console/api/sysConfig/list', {
      headers: { 'x-staff-token': token ?? '' },
    });
    const list = (await answer.json()).data as { name: string; content: string }[];
    return Object.fromEntries(list.map((entry) => [entry.name, entry.content]));
  };
  const before = await entries();

  await openFromConsoleMenu(page, '系统配置');
  await page.getByRole('button', { name: '编辑交易须知' }).click();
  await expect(page.getByRole('textbox', { name: '交易须知' })).toContainText('意向受让方');
  await clickDialogButton(page, '取消');
  await expect(page.getByRole('dialog')).toBeHidden();

  // A plain-text entry after a rich one holds its own text, not the previous entry's HTML.
  await page.getByRole('button', { name: '编辑联系电话' }).click();
  await expect(page.getByRole('dialog').getByRole('textbox')).toHaveValue(before.company_phone!);
  await page.screenshot({ path: screenshot('console-sysconfig-plain-1280.png') });
  await clickDialogButton(page, '取消');
  await expect(page.getByRole('dialog')).toBeHidden();

  await page.getByRole('button', { name: '编辑关于我们', exact: true }).click();
  const aboutUs = page.getByRole('textbox', { name: '关于我们', exact: true });
  await expect(page.getByRole('dialog', { name: '编辑：关于我们' })).toBeVisible();
  await expect(aboutUs).toContainText('经批准设立');
  await expect(aboutUs).not.toContainText('意向受让方');
  await aboutUs.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type('欢迎来访。');
  await clickDialogButton(page, '保存');
  await expect(page.getByText('保存成功')).toBeVisible();

  const after = await entries();
  expect(after.about_us).toContain('欢迎来访。');
  expect(after.about_us).not.toContain('意向受让方');
  for (const name of Object.keys(before).filter((key) => key !== 'about_us')) {
    expect(after[name], name).toBe(before[name]);
  }
});

/** What a person in China reads for an instant: UTC + 8 h, `yyyy-MM-dd HH:mm` (docs/time.md). */
const beijing = (iso: string) => new Date(Date.parse(iso) + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');

test('every console page shows times in Beijing time, written one way', async ({ page, baseURL, request }) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 800 });
  const owner = await logInThroughApi(request, await signUpThroughApi(request));
  await submitEnterpriseThroughApi(request, owner, '玛多时区核对牧业有限公司');
  await consoleLoginAsFirstAdmin(page, baseURL);
  const listed = <T>(path: string) =>
    page
      .waitForResponse((response) => response.url().endsWith(path))
      .then(async (response) => (await response.json()).data as T);

  await openFromConsoleMenu(page, '企业认证');
  const queue = listed<{ data: { company_name: string; create_time: string; update_time: string }[] }>(
    '/console/api/enterprises/list',
  );
  await page.getByRole('radiogroup', { name: '按状态筛选' }).getByText('全部').click();
  const [first] = (await queue).data;
  expect(first).toBeDefined();
  const row = page.getByRole('row', { name: new RegExp(first!.company_name) }).first();
  await expect(row).toContainText(beijing(first!.update_time));
  await row.getByRole('button', { name: '审核' }).click();
  await expect(page.getByRole('dialog')).toContainText(beijing(first!.create_time));
  await page.screenshot({ path: screenshot('console-enterprise-drawer-1280.png') });
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /close|关闭/i })
    .click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.screenshot({ path: screenshot('console-enterprises-1280.png') });

  const staff = listed<{ data: { username: string; createdAt: string }[] }>('/console/api/staff/list');
  await openFromConsoleMenu(page, '员工管理');
  const [member] = (await staff).data;
  await expect(page.getByRole('row', { name: new RegExp(member!.username) })).toContainText(beijing(member!.createdAt));

  const audit = listed<{ data: { createdAt: string }[] }>('/console/api/audit/list');
  await openFromConsoleMenu(page, '审计日志');
  const [entry] = (await audit).data;
  await expect(page.getByRole('row').nth(1)).toContainText(beijing(entry!.createdAt));
  // The same way everywhere: no slashes, no seconds.
  await expect(page.getByRole('row').nth(1)).not.toContainText(/\d{4}\/\d{1,2}\/\d{1,2}/);
});

test('the console works on a phone', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  // The login, sent blank: each field says what it needs, and nothing runs off the screen.
  await page.goto('/#/console/login');
  await expect(page.getByRole('img', { name: '图形验证码，点击更换' })).toBeVisible();
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '请输入用户名' })).toBeVisible();
  await expect(page.getByLabel('用户名')).toBeFocused();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: screenshot('console-login-blank-375.png') });
  await consoleLoginAsFirstAdmin(page, baseURL);
  await expect(page.getByText('在岗员工')).toBeVisible();
  await page.screenshot({ path: screenshot('console-dashboard-375.png'), fullPage: true });
  // The menu is folded away on a phone and opens from its toggle.
  await page.locator('.ant-layout-sider-zero-width-trigger').click();
  await expect(consoleMenu(page).getByRole('menuitem', { name: '员工管理' })).toBeVisible();
  await expect(page.locator('.jhy-console__sider')).toHaveCSS('width', '220px');
  await page.screenshot({ path: screenshot('console-menu-375.png') });
  await openFromConsoleMenu(page, '员工管理');
  await expect(page.getByRole('heading', { level: 3, name: '员工管理' })).toBeVisible();
  await expect(consoleMenu(page).getByRole('menuitem', { name: '员工管理' })).toBeHidden();
  await page.screenshot({ path: screenshot('console-staff-375.png'), fullPage: true });
  // The pages with the longest status filters still fit the phone: the filter scrolls in its own box.
  for (const path of ['listings/operations', 'review/registrations']) {
    await page.goto(`/#/console/${path}`);
    await expect(page.locator('.ant-segmented')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
  }
  await page.screenshot({ path: screenshot('console-operations-375.png'), fullPage: true });
});

test('the home page loads none of the console, and its JS stays within the 200 KB gzip budget, sent compressed', async ({
  page,
}) => {
  const scripts: string[] = [];
  const sentAsTheyAre = new Set<string>();
  page.on('response', (response) => {
    if (!response.url().endsWith('.js')) return;
    scripts.push(response.url());
    if (response.headers()['content-encoding'] !== 'br') sentAsTheyAre.add(response.url());
  });
  await page.goto('/#/main/indexHome');
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  let gzipBytes = 0;
  for (const url of scripts) {
    const code = await (await page.request.get(url)).body();
    // docs/performance.md "Small files": the browser accepts br, so every script comes precompressed,
    // but for a chunk of a few dozen bytes that brotli would not make smaller.
    if (sentAsTheyAre.has(url)) {
      const brotli = brotliCompressSync(code, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } });
      expect(brotli.length, `${url} is sent uncompressed`).toBeGreaterThanOrEqual(code.length);
    }
    // Strings only the console's own modules contain.
    expect(code.toString(), url).not.toContain('管理后台菜单');
    expect(code.toString(), url).not.toContain('consoleStaffToken');
    gzipBytes += gzipSync(code, { level: 9 }).length;
  }
  // docs/performance.md: the home route's first-load JS ≤ 200 KB gzip (everything it loads, lazy parts too).
  test.info().annotations.push({
    type: 'home JS gzip',
    description: `${(gzipBytes / 1024).toFixed(1)} KB in ${scripts.length} files`,
  });
  console.log(`home page JS: ${(gzipBytes / 1024).toFixed(1)} KB gzip in ${scripts.length} files`);
  expect(gzipBytes).toBeLessThanOrEqual(200 * 1024);
});

test('the console’s login loads none of the console behind it, nor antd, and its JS stays within 400 KiB transferred', async ({
  page,
}) => {
  const scripts: Promise<{ url: string; code: string; transferred: number }>[] = [];
  page.on('response', (response) => {
    if (!response.url().endsWith('.js')) return;
    scripts.push(
      (async () => {
        const sizes = await response.request().sizes();
        const code = (await response.body()).toString();
        return { url: response.url(), code, transferred: sizes.responseBodySize + sizes.responseHeadersSize };
      })(),
    );
  });
  await page.goto('/#/console/login');
  await expect(page.getByRole('button', { name: /登\s*录/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  let transferred = 0;
  for (const { url, code, transferred: bytes } of await Promise.all(scripts)) {
    // The menu's name: the layout, the session gate and the pages' list come only after a login
    // (console/ConsoleWorkspace.tsx).
    expect(code.includes('管理后台菜单'), `${url} holds the console's menu`).toBe(false);
    // The login is plain markup: antd's core (its own chunk, vite.config.ts) waits for the workspace.
    expect(url, 'the login loads antd').not.toMatch(/\/vendor-antd-/);
    transferred += bytes;
  }
  // docs/performance.md "Budgets": the console's first load, JavaScript ≤ 400 KiB transferred.
  console.log(`console login JS: ${(transferred / 1024).toFixed(1)} KiB transferred in ${scripts.length} files`);
  expect(transferred).toBeLessThanOrEqual(400 * 1024);
});
