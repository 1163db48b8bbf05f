import { expect, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { openFromConsoleMenu } from './consoleTab';
import { screenshot, watchForScriptErrors } from './journey';
import { keepSessionInBrowser, logInThroughApi, signUpThroughApi, type LoggedInUser } from './portalSession';
import { PIXEL_PNG, verifiedEnterprise } from './verifiedEnterprise';

/** A listing of the trading center's list, with what the buying journeys read of it. */
export interface EnrollingListing {
  id: number;
  form_type: number;
  product_name: string;
  end_time: string;
}

/**
 * The demo data's project-form listings (form_type 1) open for enrolment, in the trading center's
 * order (newest first): the listings a buyer can register for.
 */
export async function enrollingProjectListings(request: APIRequestContext): Promise<EnrollingListing[]> {
  const list = await (
    await request.get('/index/Listingproject/index', { params: { enroll_status: 1, limit: 10, page: 1 } })
  ).json();
  return (list.data.data as EnrollingListing[]).filter((row) => row.form_type === 1);
}

/** A buyer's own browser (its own context: its own storage and session), at the given width. */
export async function buyerPage(browser: Browser, user: LoggedInUser, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  await keepSessionInBrowser(page, user);
  return page;
}

/** 我要报名 on the listing's detail: the enterprise, a contact, the materials; then the buyer's state. */
export async function registerThroughPage(page: Page, listingId: number, companyName: string, shot: string) {
  await page.goto(`/#/main/TradingDetailTwo?id=${listingId}`);
  const panel = page.getByRole('region', { name: '意向受让' });
  await panel.getByRole('button', { name: '我要报名' }).click();
  const dialog = page.getByRole('dialog', { name: '意向受让登记' });
  await expect(dialog.getByText(companyName)).toBeVisible();
  // The contact comes from the enterprise's record (SAMPLE_ENTERPRISE_FIELDS) and stays editable.
  await expect(dialog.getByLabel('联系人')).toHaveValue('李青');
  await expect(dialog.getByLabel('联系电话')).toHaveValue('18997005678');
  await dialog.getByLabel('联系电话').fill('13997001234');
  await dialog.locator('input[type=file]').setInputFiles({
    name: '资格证明.png',
    mimeType: 'image/png',
    buffer: PIXEL_PNG,
  });
  await expect(dialog.getByRole('link', { name: '资格证明.png' })).toBeVisible();
  // The 竞买须知 must be accepted: without the tick the form says so and sends nothing.
  const notice = dialog.getByRole('region', { name: '竞买须知' });
  await expect(notice).toContainText('意向受让方');
  await dialog.getByRole('button', { name: /提交报名/ }).click();
  await expect(dialog.getByText('请阅读竞买须知并勾选“我已阅读并同意”')).toBeVisible();
  await notice.getByLabel('我已阅读并同意《竞买须知》').check();
  await page.screenshot({ path: screenshot(shot.replace('registered', 'registering')), fullPage: true });
  await dialog.getByRole('button', { name: /提交报名/ }).click();
  await expect(page.getByText('报名成功，请按要求交纳保证金并等待资格确认')).toBeVisible();
  await expect(panel.getByText('待资格确认')).toBeVisible();
  await expect(panel.getByText('保证金未到账')).toBeVisible();
  // Where to pay: the exchange's account (system settings) and this registration's reference.
  const payment = panel.getByRole('definition').filter({ hasText: /^BZJ\d{8}/ });
  await expect(payment).toBeVisible();
  await expect(panel.getByText('收款账号')).toBeVisible();
  await expect(panel.getByText('28100104000088666')).toBeVisible();
  await page.screenshot({ path: screenshot(shot), fullPage: true });
}

/**
 * Two buyers (twoVerifiedBuyers), each in a browser of their own — 甲 on a laptop (1280), 乙 on a
 * phone (375) — registered for `listingId` through its detail page, pictured as
 * `${shotPrefix}-registered-<width>.png`. `errors` collects both pages' script errors.
 */
export async function registeredBuyerPages(
  browser: Browser,
  buyers: Array<{ user: LoggedInUser; companyName: string }>,
  listingId: number,
  shotPrefix: string,
) {
  const [first, second] = [buyers[0]!, buyers[1]!];
  const pageA = await buyerPage(browser, first.user, 1280);
  const pageB = await buyerPage(browser, second.user, 375);
  const errors = [watchForScriptErrors(pageA), watchForScriptErrors(pageB)];
  await registerThroughPage(pageA, listingId, first.companyName, `${shotPrefix}-registered-1280.png`);
  await registerThroughPage(pageB, listingId, second.companyName, `${shotPrefix}-registered-375.png`);
  return { pageA, pageB, errors };
}

/**
 * Staff, logged in to the console on `staff`: the qualification queue, each buyer's deposit
 * recorded from the bank statement (asked again before it is sent); then `checker`, a second staff
 * member on a console of their own, confirms the arrival (four eyes, docs/bidding.md "Money desk")
 * and the qualification. `shot` is taken at the first buyer's recorded deposit, awaiting confirmation.
 */
export async function qualifyInConsole(
  staff: Page,
  checker: Page,
  buyers: Array<{ companyName: string }>,
  reference: string,
  shot?: string,
) {
  await openFromConsoleMenu(staff, '意向受让资格确认');
  await openFromConsoleMenu(checker, '意向受让资格确认');
  for (const [index, { companyName }] of buyers.entries()) {
    const drawer = await openRegistration(staff, companyName);
    await expect(drawer.getByText('资格证明.png').first()).toBeVisible();
    const deposit = drawer.getByRole('form', { name: '登记保证金到账' });
    await deposit.getByLabel('到账金额（万元）').fill('1000');
    // Today in the exchange's time zone, typed: a click on the calendar's 今天 was once lost while
    // the drawer settled, leaving the date empty. The server refuses a day after its own today.
    const today = await staff.evaluate(() => new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' }));
    await deposit.getByLabel('到账日期').fill(today);
    await deposit.getByLabel('到账日期').press('Enter');
    await expect(deposit.getByLabel('到账日期')).toHaveValue(today);
    await deposit.getByLabel('银行流水号').fill(`${reference}${index}`);
    await deposit.getByRole('button', { name: /登记到账/ }).click();
    await staff.getByRole('tooltip').getByRole('button', { name: '确认登记' }).click();
    // The notice of the previous buyer's deposit may still be fading out.
    await expect(staff.getByText('保证金到账已登记，待另一名工作人员确认').first()).toBeVisible();
    await expect(drawer).toContainText('待确认到账');
    await expect(drawer.getByRole('region', { name: '确认保证金到账' })).toContainText('须由两名不同的工作人员进行');
    if (index === 0 && shot) await staff.screenshot({ path: screenshot(shot) });
    // Its close button, pressed from the keyboard: the focus was on the confirmation that has gone,
    // and the notice above sits over the button at this width; a pointer resting on a notice keeps
    // it open (antd pauses it on hover), so a click could wait on it for ever.
    await drawer.locator('.ant-drawer-close').focus();
    await staff.keyboard.press('Enter');
    await expect(drawer).toBeHidden();

    await confirmArrivalAndQualify(checker, companyName);
  }
}

/** The registration's drawer of the qualification queue (it reads the registration as it is now). */
async function openRegistration(page: Page, companyName: string) {
  await page
    .getByRole('row', { name: new RegExp(companyName) })
    .getByRole('button', { name: /审\s*核/ })
    .click();
  return page.getByRole('dialog', { name: /报名详情/ });
}

/** A second staff member confirms a recorded arrival, then passes the qualification. */
export async function confirmArrivalAndQualify(checker: Page, companyName: string) {
  const drawer = await openRegistration(checker, companyName);
  const confirmation = drawer.getByRole('region', { name: '确认保证金到账' });
  await confirmation.getByRole('button', { name: '确认到账' }).click();
  await checker
    .getByRole('tooltip')
    .getByRole('button', { name: /^确\s*认$/ })
    .click();
  await passQualification(checker, drawer);
}

/**
 * The qualification queue's step for a buyer whose arrival is already confirmed (已到账, e.g. from a
 * bank statement): the registration's drawer, 资格通过, confirmed, the drawer closed.
 */
export async function qualifyConfirmed(checker: Page, companyName: string) {
  await passQualification(checker, await openRegistration(checker, companyName));
}

async function passQualification(checker: Page, drawer: Locator) {
  await expect(drawer).toContainText('已到账');
  await drawer.getByRole('button', { name: '资格通过' }).click();
  await checker.getByRole('button', { name: '确认资格通过' }).click();
  await expect(drawer).toContainText('资格已确认');
  await checker.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
}

/**
 * Two buyers (甲, 乙), each a logged-in user with a verified enterprise named `${prefix}甲${suffix}有限公司`,
 * `suffix` being this run's own (the journey reuses it for what else must not clash with another run).
 * One after the other: the request context keeps one captcha cookie at a time.
 */
export async function twoVerifiedBuyers(
  request: APIRequestContext,
  baseURL: string | undefined,
  prefix: string,
): Promise<{ buyers: Array<{ user: LoggedInUser; companyName: string }>; suffix: string }> {
  const suffix = String(Date.now()).slice(-6);
  const buyers: Array<{ user: LoggedInUser; companyName: string }> = [];
  for (const name of ['甲', '乙']) {
    const user = await logInThroughApi(request, await signUpThroughApi(request));
    const companyName = `${prefix}${name}${suffix}有限公司`;
    await verifiedEnterprise(request, baseURL, user, companyName);
    buyers.push({ user, companyName });
  }
  return { buyers, suffix };
}
