import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './support/test';
import { buyerPage, enrollingProjectListings, qualifyInConsole, registerThroughPage } from './support/buyingJourney';
import { openConsoleBrowser } from './support/consoleTab';
import { firstAdmin, firstAdminToken } from './support/firstAdmin';
import { screenshot } from './support/journey';
import { chooseOption, tabTo, typeInto, uploadWithEnter } from './support/keyboard';
import {
  FIXED_CAPTCHA,
  FIXED_SMS_CODE,
  logInThroughApi,
  randomMobile,
  signUpThroughApi,
} from './support/portalSession';
import { createReviewer } from './support/staffMembers';
import { PIXEL_PNG, passEnterpriseThroughApi, verifiedEnterprise } from './support/verifiedEnterprise';

/**
 * With the keyboard alone (docs/accessibility.md "Keyboard"), on the server whose clock this journey
 * sets (playwright.config.ts, project 'clock'): a person registers, logs in, adds an enterprise,
 * publishes a listing, registers for another listing and, once staff have qualified them and the
 * window has closed into an auction, places a bid. Only the staff's steps (the enterprise's review,
 * the deposit and the qualification) go through the API and the console helpers; every step of the
 * user's own is Tab, Shift+Tab, typing, Enter, Space and the arrows.
 */
const setServerClock = async (request: APIRequestContext, at: Date) =>
  expect((await request.post('/__test__/clock', { data: { at: at.toISOString() } })).ok()).toBe(true);
const chinaInstant = (text: string) => new Date(`${text.replace(' ', 'T')}+08:00`);
/** The day in Beijing `days` after `instant` (yyyy-MM-dd). */
const chinaDayAfter = (instant: Date, days: number) =>
  new Date(instant.getTime() + days * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });
const PNG = (name: string) => ({ name, mimeType: 'image/png', buffer: PIXEL_PNG });

/** Enter on the control the focus is on, once Tab has reached `target`. */
async function press(page: Page, target: Parameters<typeof tabTo>[1], key = 'Enter') {
  await tabTo(page, target);
  await page.keyboard.press(key);
}

async function registerAndLogIn(page: Page, mobile: string, password: string) {
  await page.goto('/#/register');
  await expect(page.getByRole('heading', { name: '用户注册' })).toBeVisible();
  await typeInto(page, page.getByLabel('手机号码'), mobile);
  await typeInto(page, page.getByLabel('图形验证码'), FIXED_CAPTCHA);
  await press(page, page.getByRole('button', { name: '获取验证码' }));
  await expect(page.getByText('验证码已发送，5 分钟内有效')).toBeVisible();
  // The captcha is used up by the send: back to it for a new answer.
  await tabTo(page, page.getByLabel('图形验证码'), { backwards: true });
  await typeInto(page, page.getByLabel('图形验证码'), FIXED_CAPTCHA);
  await typeInto(page, page.getByLabel('短信验证码'), FIXED_SMS_CODE);
  await typeInto(page, page.locator('#password'), password);
  await typeInto(page, page.getByLabel('确认密码'), password);
  await press(page, page.getByRole('checkbox', { name: '我已阅读并同意' }), 'Space');
  await expect(page.getByRole('checkbox', { name: '我已阅读并同意' })).toBeChecked();
  await press(page, page.getByRole('button', { name: /^注\s?册$/ }));

  await expect(page).toHaveURL(/#\/login$/);
  await expect(page.getByRole('heading', { name: '用户登录' })).toBeVisible();
  await typeInto(page, page.getByLabel('手机号码'), mobile);
  await typeInto(page, page.getByLabel('密码', { exact: true }), password);
  await typeInto(page, page.getByLabel('图形验证码'), FIXED_CAPTCHA);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/main\/myAccount$/);
}

async function addEnterprise(page: Page, companyName: string) {
  await page.goto('/#/main/addCompany');
  await typeInto(page, page.getByLabel('企业名称'), companyName);
  await typeInto(page, page.getByLabel('统一社会信用代码'), '91632621MA7XY1234K');
  await chooseOption(page, page.getByLabel('证件类型'), '营业执照');
  // The place: typed into the cascader's search, the first match taken with the arrows.
  await tabTo(page, page.getByLabel('经营所在地'));
  await page.keyboard.type('玛沁县');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.locator('.ant-form-item', { has: page.getByLabel('经营所在地') })).toContainText('玛沁县');
  for (const [label, value] of Object.entries({
    详细地址: '大武镇雪山路 8 号',
    企业简介: '高原生态牦牛乳制品',
    法人姓名: '才让多杰',
    法人身份证号: '11010519491231002X',
    法人手机号: '13997001234',
    联系人姓名: '李青',
    联系人身份证号: '110105491231002',
    联系人手机号: '18997005678',
  })) {
    await typeInto(page, page.getByLabel(label), value);
  }
  for (const group of ['营业执照', '法人身份证照片', '经办人身份证照片', '授权委托书']) {
    const item = page.locator('.ant-form-item').filter({ has: page.locator(`label:text-is("${group}")`) });
    await uploadWithEnter(page, item.getByRole('button').first(), PNG(`${group}.png`));
    await expect(item.getByRole('link', { name: `${group}.png` })).toBeVisible();
  }
  await press(page, page.getByRole('checkbox', { name: /企业承诺函/ }), 'Space');
  await press(page, page.getByRole('button', { name: /^提\s?交$/ }));
  await expect(page).toHaveURL(/#\/main\/myAccount\?comeFrom=addCompany$/);
  await expect(page.getByRole('region', { name: '我的企业' })).toContainText(companyName);
}

/**
 * `after`: an instant the clock server has not reached and will not be moved past in this run; the
 * listing's deadline is 30 days after it. Not the wall clock: auctionResult has already moved this
 * server's clock ahead of it, and the server refuses a deadline in its past (挂牌结束时间应晚于当前时间).
 */
async function publishListing(page: Page, companyName: string, productName: string, after: Date) {
  await page.goto('/#/main/LaunchTradingGoods');
  await chooseOption(page, page.getByLabel('挂牌企业'), companyName);
  await chooseOption(page, page.getByLabel('产品类别'), '用能权');
  await typeInto(page, page.getByLabel('产品名称'), productName);
  await typeInto(page, page.getByLabel('数量/面积'), '5000 吨标准煤');
  await typeInto(page, page.getByLabel('挂牌截止时间'), chinaDayAfter(after, 30));
  await page.keyboard.press('Enter');
  await typeInto(page, page.getByLabel('挂牌价格（万元）'), '80');
  await typeInto(page, page.getByLabel('联系人'), '李青');
  await typeInto(page, page.getByLabel('联系电话'), '13997001234');
  await press(page, page.getByRole('button', { name: /^提\s?交$/ }));
  await expect(page).toHaveURL(/#\/main\/myAccount/);
  await expect(page.getByRole('region', { name: '产品挂牌信息' })).toContainText(productName);
}

/** 我要报名 on the listing's detail page, from the keyboard. */
async function registerForListing(page: Page, listingId: number, companyName: string) {
  await page.goto(`/#/main/TradingDetailTwo?id=${listingId}`);
  const panel = page.getByRole('region', { name: '意向受让' });
  await press(page, panel.getByRole('button', { name: '我要报名' }));
  const dialog = page.getByRole('dialog', { name: '意向受让登记' });
  await expect(dialog.getByText(companyName)).toBeVisible();
  await uploadWithEnter(page, dialog.getByRole('button', { name: /上传/ }).first(), PNG('资格证明.png'));
  await expect(dialog.getByRole('link', { name: '资格证明.png' })).toBeVisible();
  await press(page, dialog.getByLabel('我已阅读并同意《竞买须知》'), 'Space');
  await press(page, dialog.getByRole('button', { name: /提交报名/ }));
  await expect(panel.getByText('待资格确认')).toBeVisible();
}

test('with the keyboard alone: register, add an enterprise, publish a listing, register for another and bid', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(400_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const stamp = String(Date.now()).slice(-6);
  const companyName = `键盘牧业${stamp}有限公司`;
  // An enrolling listing no other journey of this server takes: not the first (auctionResult), not
  // the one that closes last (moneyDesk); of the rest, the one that closes first.
  const enrolling = await enrollingProjectListings(request);
  const firstId = Math.min(...enrolling.map((listing) => listing.id));
  const lastEnd = enrolling
    .map((listing) => listing.end_time)
    .sort()
    .at(-1);
  const listing = enrolling
    .filter((candidate) => candidate.id !== firstId && candidate.end_time !== lastEnd)
    .sort((x, y) => x.end_time.localeCompare(y.end_time))[0]!;
  expect(listing).toBeDefined();

  await registerAndLogIn(page, randomMobile(), 'green2024');
  await addEnterprise(page, companyName);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const mine = await (
    await request.post('/index/User/company', {
      headers: { token: token! },
      data: { page: 1, limit: 10, company_name: companyName },
    })
  ).json();
  expect(mine.code, mine.msg).toBe(200);
  const enterpriseId = (mine.data.rows as Array<{ id: number; company_name: string }>).find(
    (row) => row.company_name === companyName,
  )!.id;
  const staffHeaders = { 'x-forwarded-for': '10.77.0.9', 'x-staff-token': await firstAdminToken(request, baseURL) };
  await passEnterpriseThroughApi(request, staffHeaders, enterpriseId);

  await publishListing(page, companyName, `共和县光伏园区用能权转让${stamp}`, chinaInstant(lastEnd!));
  await registerForListing(page, listing.id, companyName);
  await page.screenshot({ path: screenshot('keyboard-registered-1280.png'), fullPage: true });

  // A second bidder (set up with the mouse: not the point): one qualified buyer closes into an
  // agreement, two into an auction.
  const other = await logInThroughApi(request, await signUpThroughApi(request));
  const otherCompany = `键盘对手${stamp}有限公司`;
  await verifiedEnterprise(request, baseURL, other, otherCompany);
  const otherPage = await buyerPage(browser, other, 1280);
  await registerThroughPage(otherPage, listing.id, otherCompany, 'keyboard-other-registered-1280.png');

  const { page: staff, errors } = await openConsoleBrowser(browser, firstAdmin(baseURL));
  const { page: checker, errors: checkerErrors } = await openConsoleBrowser(
    browser,
    await createReviewer(request, baseURL),
  );
  await qualifyInConsole(staff, checker, [{ companyName }, { companyName: otherCompany }], `KBD${stamp}`);

  // The window closes into the auction; the bidder goes to the room from the listing's panel.
  await setServerClock(request, new Date(chinaInstant(listing.end_time).getTime() + 1_000));
  // The close job (every 5 s) opens the auction; then the detail page, read afresh, leads to its room.
  await expect
    .poll(
      async () =>
        (
          await request.get('/index/Bidding/auction', {
            params: { listing_id: listing.id },
            headers: { token: token! },
          })
        ).status(),
      { timeout: 30_000 },
    )
    .toBe(200);
  await page.reload();
  const room = page.getByRole('region', { name: '意向受让' }).getByRole('link', { name: /^进入竞价室/ });
  await expect(room.first()).toBeVisible();
  await press(page, room.first());
  await expect(page).toHaveURL(/BiddingRoom/);
  await expect(page.getByText('自由报价期').first()).toBeVisible({ timeout: 30_000 });
  const board = page.getByRole('region', { name: '出价' });
  await press(page, board.getByRole('button', { name: /^出价 .+ 万元$/ }).first());
  await press(page, page.getByRole('button', { name: '确认出价' }));
  await expect(page.getByText('出价成功').first()).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: screenshot('keyboard-bid-1280.png'), fullPage: true });
  for (const seen of [errors, checkerErrors]) expect(seen).toEqual([]);
});
