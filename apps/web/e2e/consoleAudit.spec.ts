import ExcelJS from 'exceljs';
import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { openFromConsoleMenu } from './support/consoleTab';
import { consoleLogin, firstAdmin } from './support/firstAdmin';
import { screenshot } from './support/journey';
import { signUpThroughApi } from './support/portalSession';

const openPage = async (page: Page, name: string) => {
  await openFromConsoleMenu(page, name);
  await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();
};

/** The list's table shows every column without sideways scrolling, its 操作 column inside the window. */
async function expectTableFits(page: Page, lastColumn: string) {
  const scroller = page.locator('.ant-table-content').first();
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  expect(await scroller.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(1);
  const header = await page.getByRole('columnheader', { name: lastColumn }).boundingBox();
  expect(header!.x + header!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

/** Picks an option of a searchable antd select as a person would: types its label, clicks it. */
async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label).click();
  await page.getByLabel(label).fill(option);
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
}

test('staff lists fit at 1280 and mark demo rows, taking news down is confirmed, the audit log reads in words', async ({
  page,
  baseURL,
  request,
}) => {
  // Four password hashes (registration, a wrong and a right login, the forced change) on a shared CI machine.
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const admin = firstAdmin(baseURL);
  // An SMS in the outbox: a registration sends one.
  const registered = await signUpThroughApi(request);

  // Someone elsewhere guesses at the admin's password (through the API, as a script would).
  const guesser = { 'x-forwarded-for': '10.66.0.9' };
  await request.get('/console/api/auth/captcha', { headers: guesser });
  const guess = await request.post('/console/api/auth/login', {
    data: { username: admin.username, password: 'Guess12345', code: 'test' },
    headers: guesser,
  });
  expect((await guess.json()).msg).toBe('用户名或密码错误');

  await consoleLogin(page, admin.username, admin.password);

  await openPage(page, '门户用户');
  await expectTableFits(page, '操作');
  // The demo seed's owner is marked as such; a person who registered is not.
  await expect(page.getByRole('row', { name: /13997100088/ })).toContainText('演示');
  await expect(page.getByRole('row', { name: new RegExp(registered.mobile) })).not.toContainText('演示');
  await expect(page.getByRole('columnheader', { name: '最后登录' })).toBeVisible();
  await page.screenshot({ path: screenshot('console-users-1280.png') });

  await openPage(page, '短信发件箱');
  await expectTableFits(page, '驱动');
  await page.screenshot({ path: screenshot('console-sms-1280.png') });

  await openPage(page, '资讯管理');
  const rows = page.locator('.ant-table-tbody .ant-table-row');
  await expect(rows.first()).toBeVisible();
  const before = await rows.locator('td:first-child').allInnerTexts();
  const target = rows.filter({ has: page.getByRole('button', { name: /^下线 / }) }).nth(1);
  const title = (await target.getByRole('button', { name: /^下线 / }).getAttribute('aria-label'))!.slice(3);
  await target.getByRole('button', { name: /^下线 / }).click();
  const confirm = page.locator('.ant-popconfirm:visible');
  await expect(confirm).toContainText('确定要下线吗');
  await page.screenshot({ path: screenshot('console-news-unpublish-confirm-1280.png') });
  await confirm.getByRole('button', { name: /^下\s*线$/ }).click();
  await expect(page.getByText('已下线').first()).toBeVisible();
  await expect(page.getByRole('button', { name: `发布 ${title}`, exact: true })).toBeVisible();
  expect(await rows.locator('td:first-child').allInnerTexts()).toEqual(before);

  await openPage(page, '审计日志');
  await choose(page, '对象类型', '资讯');
  await page.getByRole('button', { name: /^查\s*询$/ }).click();
  const takenDown = page.getByRole('row', { name: /下线资讯/ }).first();
  await expect(takenDown).toBeVisible();
  // Who did it by name, the record by its title, the time to the second in Beijing time: no codes.
  await expect(takenDown).toContainText(`资讯「${title}」`);
  await expect(takenDown).toContainText(`（${admin.username}）`);
  await expect(takenDown).not.toContainText('#');
  expect(await takenDown.locator('td').nth(1).innerText()).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  await takenDown.getByRole('button', { name: /展开/ }).click();
  const change = page.locator('.jhy-console-change').first();
  await expect(change.getByRole('rowheader', { name: '发布状态' })).toBeVisible();
  await expect(change).toContainText('已发布');
  await expect(change).toContainText('未发布');
  await expect(change).not.toContainText('published');
  await page.screenshot({ path: screenshot('console-audit-labels-1280.png') });

  // The search's entries as .xlsx, read back with exceljs: the rows on screen, in the same words.
  const onScreen = await page
    .locator('.ant-table-tbody .ant-table-row')
    .evaluateAll((rows) => rows.map((row) => Array.from(row.querySelectorAll('td'), (cell) => cell.innerText.trim())));
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: /导出 Excel/ }).click();
  const path = test.info().outputPath('audit.xlsx');
  await (await downloading).saveAs(path);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const sheet = workbook.getWorksheet('审计日志')!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  expect(header).toEqual(['时间', '员工', '操作', '对象', '变更', '备注', 'IP']);
  const exported = (name: string, r: number) => sheet.getRow(r).getCell(header.indexOf(name) + 1).value;
  // Time, staff, action, object of the first rows on screen (columns 2–5: the first is the expander).
  for (const [index, cells] of onScreen.slice(0, 5).entries()) {
    const at = exported('时间', index + 2) as Date;
    expect(at.toISOString().slice(0, 19).replace('T', ' ')).toBe(cells[1]);
    expect([exported('员工', index + 2), exported('操作', index + 2), exported('对象', index + 2)]).toEqual(
      cells.slice(2, 5),
    );
  }
  expect(sheet.rowCount - 1).toBeGreaterThanOrEqual(onScreen.length);

  await choose(page, '对象类型', '员工');
  await page.getByRole('button', { name: /^查\s*询$/ }).click();
  const refused = page.getByRole('row', { name: /登录失败/ }).first();
  await expect(refused).toContainText(admin.username);
  await expect(refused).toContainText('用户名或密码错误');
  await page.screenshot({ path: screenshot('console-audit-login-failed-1280.png') });

  // The same pages on a phone.
  await page.setViewportSize({ width: 375, height: 812 });
  for (const [name, file] of [
    ['门户用户', 'console-users-375.png'],
    ['短信发件箱', 'console-sms-375.png'],
    ['资讯管理', 'console-news-375.png'],
    ['审计日志', 'console-audit-375.png'],
    ['企业认证', 'console-enterprises-375.png'],
    ['系统配置', 'console-sysconfig-375.png'],
  ] as const) {
    await page.locator('.ant-layout-sider-zero-width-trigger').click();
    await openPage(page, name);
    await page.screenshot({ path: screenshot(file), fullPage: true });
  }
});
