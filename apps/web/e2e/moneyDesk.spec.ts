import ExcelJS from 'exceljs';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './support/test';
import {
  enrollingProjectListings,
  qualifyConfirmed,
  registeredBuyerPages,
  twoVerifiedBuyers,
} from './support/buyingJourney';
import { openConsoleBrowser, openFromConsoleMenu } from './support/consoleTab';
import { firstAdmin } from './support/firstAdmin';
import { screenshot } from './support/journey';
import { createReviewer } from './support/staffMembers';
import type { LoggedInUser } from './support/portalSession';

/**
 * The money desk (docs/bidding.md "Money desk", "Bank statements"), on the server whose clock this
 * journey sets: two buyers register; staff import the receiving account's statement (one line per
 * buyer by its transfer reference, one too small, one nobody's); a second staff member confirms the
 * arrivals and qualifies both; the auction runs and settles; staff record the loser's refund from
 * the 待退还 queue and the second confirms it; the ledger's totals are the listing's deposits, and
 * its export, read back with exceljs, holds the rows on screen.
 */
const HOUR = 3_600_000;
const setServerClock = async (request: APIRequestContext, at: Date) =>
  expect((await request.post('/__test__/clock', { data: { at: at.toISOString() } })).ok()).toBe(true);
const chinaInstant = (text: string) => new Date(`${text.replace(' ', 'T')}+08:00`);
const chinaDay = (at: Date) => new Date(at.getTime() + 8 * HOUR).toISOString().slice(0, 10);
const reference = (registrationId: number) => `BZJ${String(registrationId).padStart(8, '0')}`;

async function registrationOn(request: APIRequestContext, user: LoggedInUser, listingId: number) {
  const mine = await (await request.get('/index/Bidding/mine', { headers: { token: user.token } })).json();
  return (mine.data.data as Array<{ id: number; listing_id: number }>).find((r) => r.listing_id === listingId)!.id;
}

async function statement(lines: Array<[string, string, string, number, string]>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('账户明细');
  sheet.addRow(['交易日期', '付款人名称', '付款人账号', '金额', '附言']);
  for (const line of lines) sheet.addRow(line);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The ledger's work queue (its segmented control). */
const queue = (page: Page, name: string) => page.locator('.ant-segmented').getByText(name, { exact: true }).click();

async function openLedger(page: Page) {
  await openFromConsoleMenu(page, '保证金台账');
  return page.getByRole('table', { name: '保证金台账' }).or(page.getByLabel('保证金台账'));
}

test('a statement imported, confirmed by a second person, qualified, sold, refunds confirmed from the queue, exported', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(400_000);
  const { buyers, suffix } = await twoVerifiedBuyers(request, baseURL, '玉树保证金');
  const [first, second] = [buyers[0]!, buyers[1]!];
  // The enrolling project listing that closes last: another journey of this server may close the others.
  const listing = (await enrollingProjectListings(request)).sort((x, y) => y.end_time.localeCompare(x.end_time))[0]!;
  const end = chinaInstant(listing.end_time);
  await setServerClock(request, new Date(end.getTime() - 2 * HOUR));
  const today = chinaDay(new Date(end.getTime() - 2 * HOUR));

  const { errors } = await registeredBuyerPages(browser, buyers, listing.id, 'money');
  const [idA, idB] = [
    await registrationOn(request, first.user, listing.id),
    await registrationOn(request, second.user, listing.id),
  ];

  const { page: staff, errors: staffErrors } = await openConsoleBrowser(browser, firstAdmin(baseURL));
  const { page: checker, errors: checkerErrors } = await openConsoleBrowser(
    browser,
    await createReviewer(request, baseURL),
  );
  errors.push(staffErrors, checkerErrors);

  // Staff import the statement: 1000 万元 from each buyer by reference, one too small, one unknown.
  await openLedger(staff);
  const bytes = await statement([
    [today, first.companyName, `6222${suffix}01`, 10_000_000, `保证金 ${reference(idA)}`],
    [today, second.companyName, `6222${suffix}02`, 10, reference(idB)],
    [today, second.companyName, `6222${suffix}02`, 10_000_000, reference(idB)],
    [today, '路人甲', `6222${suffix}09`, 1234.5, '货款'],
  ]);
  await staff
    .getByRole('region', { name: '银行流水导入' })
    .locator('input[type=file]')
    .setInputFiles({ name: '收款账户流水.xlsx', mimeType: 'application/octet-stream', buffer: bytes });
  const importer = staff.getByRole('region', { name: '银行流水导入' });
  await expect(importer.getByText(/共 4 行，新增 4 行（已导入过的行不再登记），登记到账 2 笔/)).toBeVisible({
    timeout: 20_000,
  });
  const lines = importer.getByRole('table', { name: '银行流水明细' });
  await expect(lines.getByText('金额或状态不符')).toBeVisible();
  await expect(lines.getByText('未匹配')).toBeVisible();
  await staff.screenshot({ path: screenshot('money-statement-exceptions-1280.png'), fullPage: true });
  const batch = await importer.getByLabel('流水批次').inputValue();

  // The same statement again records nothing.
  await importer
    .locator('input[type=file]')
    .setInputFiles({ name: '收款账户流水.xlsx', mimeType: 'application/octet-stream', buffer: bytes });
  await expect(importer.getByText(/共 4 行，新增 0 行/)).toBeVisible({ timeout: 20_000 });

  // The importer cannot confirm; the second staff member confirms both arrivals in bulk.
  await openLedger(checker);
  const checkerImport = checker.getByRole('region', { name: '银行流水导入' });
  await checkerImport.getByLabel('流水批次').fill(batch);
  await checkerImport.getByRole('button', { name: '批量确认到账' }).click();
  await checker
    .getByRole('tooltip')
    .getByRole('button', { name: /^确\s*认$/ })
    .click();
  await expect(checker.getByText('已确认 2 笔到账')).toBeVisible();

  // Qualification, by the second staff member.
  await openFromConsoleMenu(checker, '意向受让资格确认');
  for (const { companyName } of buyers) await qualifyConfirmed(checker, companyName);

  // The window closes into an auction; 甲 bids once; it ends and is settled.
  await setServerClock(request, new Date(end.getTime() + 1_000));
  let room: {
    phase: string;
    opens_at: string;
    ends_at: string;
    next_minimum: string;
    auction_id?: number;
    id?: number;
  } = { phase: '', opens_at: '', ends_at: '', next_minimum: '' };
  await expect(async () => {
    const answer = await request.get('/index/Bidding/auction', {
      params: { listing_id: listing.id },
      headers: { token: first.user.token },
    });
    room = (await answer.json()).data;
    expect(room?.ends_at).toBeTruthy();
  }).toPass({ timeout: 45_000 });
  await setServerClock(request, new Date(Date.parse(room.opens_at) + 1_000));
  const bid = await (
    await request.post('/index/Bidding/bid', {
      data: { auction_id: room.auction_id ?? room.id, amount: room.next_minimum },
      headers: { token: first.user.token },
    })
  ).json();
  expect(bid.code, bid.msg).toBe(200);
  const settled = await (
    await request.get('/index/Bidding/auction', {
      params: { listing_id: listing.id },
      headers: { token: first.user.token },
    })
  ).json();
  await setServerClock(request, new Date(Date.parse(settled.data.ends_at) + 1_000));
  // Settled within a run of the job: the loser's deposit is to be refunded.
  await expect(async () => {
    const mine = await (await request.get('/index/Bidding/mine', { headers: { token: second.user.token } })).json();
    const row = (mine.data.data as Array<{ id: number; deposit_status: number }>).find((r) => r.id === idB);
    expect(row?.deposit_status).toBe(3);
  }).toPass({ timeout: 45_000 });

  // 待退还: staff record the loser's refund; the second staff member confirms it.
  await openFromConsoleMenu(staff, '保证金台账');
  await queue(staff, '待退还');
  const refundRow = staff.getByRole('row', { name: new RegExp(second.companyName) });
  await expect(refundRow).toBeVisible({ timeout: 30_000 });
  await refundRow.getByRole('button', { name: /处\s*理/ }).click();
  const drawer = staff.getByRole('dialog', { name: '保证金处理' });
  const refund = drawer.getByRole('form', { name: '登记保证金退还' });
  await refund.getByLabel('退还日期').fill(chinaDay(new Date(Date.parse(settled.data.ends_at) + 1_000)));
  await refund.getByLabel('退还日期').press('Enter');
  await refund.getByLabel('退款流水号').fill(`RF${suffix}`);
  await refund.getByRole('button', { name: /登记退还/ }).click();
  await staff.getByRole('tooltip').getByRole('button', { name: '确认退还' }).click();
  await expect(drawer).toContainText('待确认退还');
  await staff.keyboard.press('Escape');

  await openFromConsoleMenu(checker, '保证金台账');
  await queue(checker, '待退还');
  const toConfirm = checker.getByRole('row', { name: new RegExp(second.companyName) });
  await toConfirm.getByRole('button', { name: /处\s*理/ }).click();
  const checkerDrawer = checker.getByRole('dialog', { name: '保证金处理' });
  await checkerDrawer.getByRole('region', { name: '确认保证金退还' }).getByRole('button', { name: '确认退还' }).click();
  await checker
    .getByRole('tooltip')
    .getByRole('button', { name: /^确\s*认$/ })
    .click();
  await expect(checkerDrawer).toContainText('已退还');
  await checker.keyboard.press('Escape');

  // The ledger of the listing: its totals are its two deposits, the export holds the rows on screen.
  await queue(checker, '全部');
  await checker.getByLabel('项目编号').fill(String(listing.id));
  const totals = checker.getByRole('group', { name: '各状态合计' });
  await expect(totals).toContainText('已转为价款：1 笔');
  await expect(totals).toContainText('已退还：1 笔');
  const table = checker.getByRole('table').filter({ hasText: second.companyName }).first();
  await expect(table.getByRole('row')).toHaveCount(3);
  await checker.screenshot({ path: screenshot('money-ledger-1280.png'), fullPage: true });
  const onScreen = await table.getByRole('row').allInnerTexts();

  const downloading = checker.waitForEvent('download');
  await checker.getByRole('button', { name: /导出 Excel/ }).click();
  const download = await downloading;
  const path = test.info().outputPath('ledger.xlsx');
  await download.saveAs(path);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const sheet = workbook.getWorksheet('保证金台账')!;
  expect(sheet.rowCount).toBe(3);
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  const companies = [2, 3].map((r) => String(sheet.getRow(r).getCell(header.indexOf('受让方') + 1).value));
  expect(companies).toEqual([second.companyName, first.companyName]);
  expect(onScreen.slice(1).map((text) => text.includes(second.companyName))).toEqual([true, false]);
  expect(typeof sheet.getRow(2).getCell(header.indexOf('金额（万元）') + 1).value).toBe('number');

  // On a phone the ledger's table scrolls inside its own box; the page itself does not scroll sideways.
  await checker.setViewportSize({ width: 375, height: 812 });
  await expect(table).toBeVisible();
  const scroller = table.locator('xpath=ancestor::div[contains(@class, "ant-table-content")][1]');
  expect(await scroller.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);
  expect(await checker.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await checker.screenshot({ path: screenshot('money-ledger-375.png'), fullPage: true });

  // The audit log (an admin's page) names the money steps and the registration they were taken on.
  await openFromConsoleMenu(staff, '审计日志');
  const refundConfirmed = staff.getByRole('row', { name: /确认保证金退还/ }).first();
  await expect(refundConfirmed).toContainText(`意向受让报名「${second.companyName} · ${listing.product_name}」`);
  await refundConfirmed.getByRole('button', { name: /展开/ }).click();
  const change = staff.locator('.jhy-console-change').first();
  await expect(change.getByRole('row', { name: /保证金状态/ })).toContainText('待确认退还');
  await expect(change.getByRole('row', { name: /保证金状态/ })).toContainText('已退还');
  await staff.screenshot({ path: screenshot('money-audit-log-1280.png'), fullPage: true });

  for (const seen of errors) expect(seen).toEqual([]);
});
