import { expect, test, type Browser, type Page } from '@playwright/test';
import { consoleLogin, firstAdmin } from './support/firstAdmin';
import { screenshot, watchForScriptErrors } from './support/journey';
import { keepSessionInBrowser, logInThroughApi, signUpThroughApi, type LoggedInUser } from './support/portalSession';
import { PIXEL_PNG, verifiedEnterprise } from './support/verifiedEnterprise';

/** A buyer's own browser (its own context: its own storage and session), at the given width. */
async function buyerPage(browser: Browser, user: LoggedInUser, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  await keepSessionInBrowser(page, user);
  return page;
}

/** 我要报名 on the listing's detail: the enterprise, a contact, the materials; then the buyer's state. */
async function registerThroughPage(page: Page, listingId: number, companyName: string, shot: string) {
  await page.goto(`/#/main/TradingDetailTwo?id=${listingId}`);
  const panel = page.getByRole('region', { name: '意向受让' });
  await panel.getByRole('button', { name: '我要报名' }).click();
  const dialog = page.getByRole('dialog', { name: '意向受让登记' });
  await expect(dialog.getByText(companyName)).toBeVisible();
  await dialog.getByLabel('联系人').fill('李青');
  await dialog.getByLabel('联系电话').fill('13997001234');
  await dialog.locator('input[type=file]').setInputFiles({
    name: '资格证明.png',
    mimeType: 'image/png',
    buffer: PIXEL_PNG,
  });
  await expect(dialog.getByRole('link', { name: '资格证明.png' })).toBeVisible();
  await dialog.getByRole('button', { name: /提交报名/ }).click();
  await expect(page.getByText('报名成功，请按要求交纳保证金并等待资格确认')).toBeVisible();
  await expect(panel.getByText('待资格确认')).toBeVisible();
  await expect(panel.getByText('保证金未到账')).toBeVisible();
  await page.screenshot({ path: screenshot(shot), fullPage: true });
}

test('two buyers register in their own browsers; staff record both deposits and qualify them', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const suffix = String(Date.now()).slice(-6);
  // One after the other: the request context keeps one captcha cookie at a time.
  const buyers: Array<{ user: LoggedInUser; companyName: string }> = [];
  for (const name of ['甲', '乙']) {
    const user = await logInThroughApi(request, await signUpThroughApi(request));
    const companyName = `三江源竞买${name}${suffix}有限公司`;
    await verifiedEnterprise(request, baseURL, user, companyName);
    buyers.push({ user, companyName });
  }

  // An enrolling project-form listing of the demo data.
  const list = await (
    await request.get('/index/Listingproject/index', { params: { enroll_status: 1, limit: 10, page: 1 } })
  ).json();
  const listing = (list.data.data as { id: number; form_type: number }[]).find((row) => row.form_type === 1)!;
  expect(listing).toBeDefined();

  const [first, second] = [buyers[0]!, buyers[1]!];
  const pageA = await buyerPage(browser, first.user, 1280);
  const pageB = await buyerPage(browser, second.user, 375);
  const errors = [watchForScriptErrors(pageA), watchForScriptErrors(pageB)];
  await registerThroughPage(pageA, listing.id, first.companyName, 'bidding-registered-1280.png');
  await registerThroughPage(pageB, listing.id, second.companyName, 'bidding-registered-375.png');
  // One registration per enterprise: the only enterprise is used, so no second 我要报名.
  await expect(pageA.getByRole('region', { name: '意向受让' }).getByRole('button', { name: '我要报名' })).toHaveCount(
    0,
  );

  // Staff: the qualification queue, a deposit for each, then qualification.
  const staffContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const staff = await staffContext.newPage();
  errors.push(watchForScriptErrors(staff));
  const admin = firstAdmin(baseURL);
  await consoleLogin(staff, admin.username, admin.password);
  await staff
    .getByRole('navigation', { name: '管理后台菜单' })
    .getByRole('menuitem', { name: '意向受让资格确认' })
    .click();
  for (const { companyName } of buyers) {
    await staff
      .getByRole('row', { name: new RegExp(companyName) })
      .getByRole('button', { name: /审\s*核/ })
      .click();
    const drawer = staff.getByRole('dialog', { name: /报名详情/ });
    await expect(drawer.getByText('资格证明.png').first()).toBeVisible();
    const deposit = drawer.getByRole('form', { name: '登记保证金到账' });
    await deposit.getByLabel('到账金额（万元）').fill('1000');
    await deposit.getByLabel('到账日期').click();
    await staff.locator('.ant-picker-dropdown').getByText('今天').click();
    await deposit.getByLabel('银行流水号').fill(`BOC${suffix}${companyName.length}`);
    await deposit.getByRole('button', { name: /登记到账/ }).click();
    // The notice of the previous buyer's deposit may still be fading out.
    await expect(staff.getByText('保证金到账已登记').first()).toBeVisible();
    await expect(drawer).toContainText('已到账');
    if (companyName === first.companyName) await staff.screenshot({ path: screenshot('bidding-console-1280.png') });
    await drawer.getByRole('button', { name: '资格通过' }).click();
    await staff.getByRole('button', { name: '确认资格通过' }).click();
    await expect(drawer).toContainText('资格已确认');
    await staff.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  }

  // Each buyer sees their own state: qualified, deposit received, a bidder code.
  for (const page of [pageA, pageB]) {
    await page.reload();
    const panel = page.getByRole('region', { name: '意向受让' });
    await expect(panel.getByText('资格已确认')).toBeVisible();
    await expect(panel.getByText('保证金已到账')).toBeVisible();
    await expect(panel.getByText(/竞价号 \d{6}/)).toBeVisible();
  }
  await pageB.screenshot({ path: screenshot('bidding-qualified-375.png'), fullPage: true });

  // The personal center's tab lists the registration and its deposit.
  await pageA.goto('/#/main/myAccount?tab=bidding');
  const mine = pageA.getByRole('region', { name: '我的报名与竞价' });
  await expect(mine.getByRole('row', { name: new RegExp(first.companyName) })).toContainText('保证金已到账');
  await pageA.screenshot({ path: screenshot('bidding-my-account-1280.png'), fullPage: true });
  for (const seen of errors) expect(seen).toEqual([]);
});
