import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { test } from './support/test';
import { openConsoleTab, openFromConsoleMenu } from './support/consoleTab';
import { createStaffMember, firstAdmin, firstAdminToken } from './support/firstAdmin';

type StaffRole = Parameters<typeof createStaffMember>[2]['role'];
import { addEnterpriseThroughApi } from './support/enterpriseSubmission';
import { fillByLabel, formItem, screenshot } from './support/journey';
import { sampleDocuments } from './support/sampleDocuments';
import { passEnterpriseThroughApi } from './support/verifiedEnterprise';
import { loggedInPortalUser, type LoggedInUser } from './support/portalSession';

/**
 * The exchange's main loop (issue 10): a user with a verified enterprise publishes a listing
 * through the three steps, two reviewers pass it, it is public and open for enrolment, an admin
 * records the deal, and an editor publishes the deal announcement.
 */

/** A page of the project's disclosure, as a person would scan it (sampleDocuments). */
const DISCLOSURE_HTML =
  '<body style="font:20px sans-serif;padding:24px;background:#e8f5e9">' +
  '<h1>林业碳汇项目开发权转让</h1><p>青海省果洛藏族自治州玛沁县 3000 亩</p></body>';

type Documents = Awaited<ReturnType<typeof sampleDocuments>>;

/** A day counted from today in China time, as the listing's date pickers take it (yyyy-MM-dd). */
function chinaDay(offsetDays: number): string {
  const day = new Date(Date.now() + offsetDays * 86_400_000);
  return day.toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });
}

async function staffToken(request: APIRequestContext, username: string, password: string, ip: string) {
  const headers = { 'x-forwarded-for': ip };
  await request.get('/console/api/auth/captcha', { headers });
  const login = await (
    await request.post('/console/api/auth/login', { data: { username, password, code: 'test' }, headers })
  ).json();
  expect(login.code, login.msg).toBe(200);
  return login.data.token as string;
}

/** A staff member made by the first admin, who has changed the password the admin was issued. */
const createStaff = (request: APIRequestContext, baseURL: string | undefined, username: string, role: StaffRole) =>
  createStaffMember(request, baseURL, { username, displayName: username, role }, { 'x-forwarded-for': '10.88.0.1' });

/** The user's enterprise, added through the API with a real scanned PDF and certified by the admin. */
async function verifiedEnterprise(request: APIRequestContext, user: LoggedInUser, adminToken: string, docs: Documents) {
  const id = await addEnterpriseThroughApi(
    request,
    user,
    { company_name: '玛沁雪山生态林业有限公司', id_type: 157, company_desc: '从事高原林业碳汇开发与生态修复。' },
    docs.pdf('营业执照.pdf'),
  );
  await passEnterpriseThroughApi(request, { 'x-staff-token': adminToken, 'x-forwarded-for': '10.88.0.1' }, id);
}

/** The console tabs of this journey (the reviewers', the admin's, the editor's) are laptop-sized. */
const STAFF_VIEWPORT = { width: 1280, height: 900 };

async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
}

async function pickDate(input: Locator, day: string) {
  await input.click();
  await input.fill(day);
  await input.press('Enter');
}

test('a listing goes from the three-step form through two reviews to the trading center, a deal and its announcement', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const docs = await sampleDocuments(browser, DISCLOSURE_HTML);
  const adminToken = await firstAdminToken(request, baseURL, { 'x-forwarded-for': '10.88.0.1' });
  const user = await loggedInPortalUser(page, request);
  await verifiedEnterprise(request, user, adminToken, docs);
  const stamp = Date.now() % 100000;
  const first = await createStaff(request, baseURL, `first_${stamp}`, 'reviewer');
  const second = await createStaff(request, baseURL, `second_${stamp}`, 'reviewer');
  const productName = `玛沁县林业碳汇开发权转让${stamp}`;

  // The personal center's listing tab: nothing yet, and the way to publish.
  await page.goto('/#/main/myAccount');
  await page.getByRole('tab', { name: '产品挂牌信息' }).click();
  const tab = page.getByRole('region', { name: '产品挂牌信息' });
  await expect(tab.getByText('暂无数据...')).toBeVisible();
  await tab.getByRole('button', { name: '发布交易产品' }).click();
  await expect(page).toHaveURL(/#\/main\/hangingForm$/);
  await expect(page.getByRole('link', { name: '个人中心' })).toBeVisible();

  // Step 1, with one field left out: 下一步 stays and says what is missing, keeping what was typed.
  await choose(page, '挂牌企业', '玛沁雪山生态林业有限公司');
  await page.getByLabel('产品名称').fill(productName);
  await choose(page, '一级分类', '林业资源类');
  await choose(page, '项目类型', '林业碳汇开发');
  await page.getByLabel('产品所在地').fill('青海省果洛藏族自治州玛沁县');
  await page.getByLabel('挂牌价格', { exact: true }).fill('120');
  await page.getByLabel('挂牌价格单位').fill('万元');
  await page.getByLabel('挂牌数量', { exact: true }).fill('3000');
  await page.getByLabel('挂牌数量单位').fill('亩');
  await page.getByLabel('项目咨询联系人').fill('李青');
  await formItem(page, '产品图片')
    .locator('input[type=file]')
    .setInputFiles([docs.png('林地全景.png'), docs.png('样地.png')]);
  await expect(formItem(page, '产品图片').locator('.ant-upload-list-item-done, .ant-upload-list-item')).toHaveCount(2);
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(formItem(page, '联系电话')).toContainText('请输入联系电话');
  await expect(page.getByLabel('产品名称')).toHaveValue(productName);
  await page.screenshot({ path: screenshot('publishing-step1-error-1280.png'), fullPage: true });
  await page.getByLabel('联系电话').fill('0975-8381234');
  await page.getByRole('button', { name: '下一步' }).click();

  // Step 2: an individual transferor needs a valid ID number; an enterprise a credit code.
  await expect(page.getByLabel('转让方名称', { exact: true })).toHaveValue('玛沁雪山生态林业有限公司');
  await choose(page, '转让方类型', '自然人');
  await page.getByLabel('身份证号码').fill('110105194912310021');
  await page.getByLabel('价款支付方式').click();
  await expect(formItem(page, '身份证号码')).toContainText('身份证号码格式不正确');
  await choose(page, '转让方类型', '企业法人');
  await expect(page.getByLabel('身份证号码')).toHaveCount(0);
  await page.getByLabel('统一社会信用代码', { exact: true }).fill('91632621ma7xy1234k');
  await choose(page, '内部决策文件类型', '股东会决议');
  await fillByLabel(page, {
    价款支付方式: '一次性付款',
    价款支付期限: '合同签订后 5 个工作日内',
    价款支付说明: '受让方将价款转入交易中心结算账户',
    与交易相关其他条件: '无',
    重大事项及其他披露内容: '项目地块权属清晰，无抵押、无纠纷。',
    受让方资格条件: '依法设立并有效存续的企业法人',
  });
  await formItem(page, '报名提交材料')
    .locator('input[type=file]')
    .setInputFiles([docs.pdf('报名材料清单.pdf')]);
  await expect(formItem(page, '报名提交材料').getByRole('link', { name: '报名材料清单.pdf' })).toBeVisible();
  await page.getByRole('button', { name: '下一步' }).click();

  // Step 3: the percentage fills and locks the margin; the payee account is the exchange's own.
  await page.getByLabel('保证金比例').fill('10');
  await expect(page.getByLabel('保证金', { exact: true })).toHaveValue('12');
  await expect(page.getByLabel('保证金', { exact: true })).toBeDisabled();
  await page.getByLabel('保证金单位').fill('万元');
  await expect(page.getByLabel('收款账户名称')).toHaveValue('江河源生态环境交易中心有限公司');
  await expect(page.getByLabel('收款账号')).toBeDisabled();
  await formItem(page, '披露附件')
    .locator('input[type=file]')
    .setInputFiles([docs.pdf('项目披露说明.pdf')]);
  await expect(formItem(page, '披露附件').getByRole('link', { name: '项目披露说明.pdf' })).toBeVisible();
  await pickDate(page.getByLabel('挂牌开始时间'), chinaDay(0));
  await pickDate(page.getByLabel('挂牌结束时间'), chinaDay(30));
  const notice = formItem(page, '信息披露期').locator('input');
  await pickDate(notice.first(), chinaDay(0));
  await pickDate(notice.last(), chinaDay(20));
  await page.getByRole('radio', { name: '延长信息披露' }).check();
  await page.getByRole('button', { name: /^提\s*交$/ }).click();
  await expect(formItem(page, '延长信息披露的内容')).toContainText('请输入延长信息披露的内容');
  await page.getByLabel('延长信息披露的内容').fill('以 5 个工作日为一个周期延长，最多延长 6 个周期');
  await page.screenshot({ path: screenshot('publishing-step3-1280.png'), fullPage: true });
  await page.getByRole('button', { name: /^提\s*交$/ }).click();

  // Submitted: the personal center's listing tab shows it waiting for first review.
  await expect(page).toHaveURL(/#\/main\/myAccount\?comeFrom=productForm$/);
  const mine = page.getByRole('region', { name: '产品挂牌信息' });
  const row = mine.getByRole('row', { name: new RegExp(productName) });
  await expect(row).toContainText('待审核-初审');
  await expect(mine.getByTestId('listing-count')).toHaveText('1');
  await page.screenshot({ path: screenshot('publishing-my-listings-1280.png'), fullPage: true });
  await row.getByRole('button', { name: /查\s*看/ }).click();
  const viewing = page.getByRole('dialog', { name: '查看挂牌项目' });
  await expect(viewing.getByLabel('产品名称')).toHaveValue(productName);
  await expect(viewing.getByLabel('产品名称')).toBeDisabled();
  await expect(viewing.getByRole('button', { name: /^提\s*交$/ })).toHaveCount(0);
  await viewing.getByRole('button', { name: /^关\s闭$/ }).click();

  // The first reviewer passes it in the console; the re-review is not theirs to make.
  const { page: staffPage, errors: staffErrors } = await openConsoleTab(page, first, STAFF_VIEWPORT);
  await openFromConsoleMenu(staffPage, '挂牌项目审核');
  const queued = staffPage.getByRole('row', { name: new RegExp(productName) });
  await expect(queued).toContainText('待初审');
  await queued.getByRole('button', { name: /审\s*核/ }).click();
  const drawer = staffPage.getByRole('dialog', { name: /挂牌项目详情/ });
  for (const text of ['玛沁雪山生态林业有限公司', '91632621MA7XY1234K（公开）', '120 万元', '12 万元']) {
    await expect(drawer.getByText(text, { exact: true }).first()).toBeVisible();
  }
  await expect(drawer.getByRole('button', { name: /项目披露说明\.pdf/ })).toBeVisible();
  await expect(drawer.getByRole('img', { name: /产品图片1/ })).toBeVisible();
  await staffPage.screenshot({ path: screenshot('publishing-console-review-1280.png') });
  await drawer.getByRole('button', { name: '审核通过' }).click();
  await staffPage.getByRole('button', { name: '确认审核通过' }).click();
  await expect(drawer).toContainText('待复审');
  await expect(drawer.getByText('您已完成该项目的初审，复审须由其他审核员进行。')).toBeVisible();
  await expect(drawer.getByRole('button', { name: '审核通过' })).toHaveCount(0);
  await staffPage.setViewportSize({ width: 375, height: 812 });
  await staffPage.screenshot({ path: screenshot('publishing-console-review-375.png') });
  await staffPage.close();

  // The second reviewer passes the re-review (through the console API, as the drawer would).
  const secondToken = await staffToken(request, second.username, second.password, '10.88.0.2');
  const staffHeaders = { 'x-staff-token': secondToken, 'x-forwarded-for': '10.88.0.2' };
  const queue = await (
    await request.post('/console/api/listings/list', {
      data: { page: 1, limit: 20, audit_status: 0, audit_type: 2, product_name: productName },
      headers: staffHeaders,
    })
  ).json();
  const listing = queue.data.data[0] as { id: number; version: string };
  const passed = await (
    await request.post('/console/api/listings/decide', {
      data: { id: listing.id, decision: 'pass', remark: '', version: listing.version },
      headers: staffHeaders,
    })
  ).json();
  expect(passed.code, passed.msg).toBe(200);

  // Public: a visitor finds it open for enrolment; its attachment asks for a login.
  const visitor = await browser.newPage();
  await visitor.goto('/#/main/TradingCenter');
  await visitor.getByPlaceholder('请输入项目名称').fill(productName);
  await visitor.getByPlaceholder('请输入项目名称').press('Enter');
  // The card's link is its name; the card around it shows the status.
  const card = visitor.getByRole('link', { name: productName, exact: true });
  await expect(visitor.locator('.listing-card').filter({ has: card })).toContainText('正在报名中');
  await card.click();
  await expect(visitor.getByRole('heading', { name: productName })).toBeVisible();
  await visitor.getByRole('button', { name: '登录后查看 项目披露说明.pdf' }).click();
  await expect(visitor.locator('.ant-message')).toContainText('需登录后下载或查看相关附件');
  await expect(visitor).toHaveURL(/#\/login$/);
  await visitor.close();
  // The owner, logged in, opens it.
  await page.goto(`/#/main/TradingDetailTwo?id=${listing.id}`);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '查看/下载 项目披露说明.pdf' }).click();
  expect((await download).suggestedFilename()).toBe('项目披露说明.pdf');

  // An admin records the deal: the card gets its 成交 stamp.
  const { page: adminPage, errors: adminErrors } = await openConsoleTab(page, firstAdmin(baseURL), STAFF_VIEWPORT);
  await openFromConsoleMenu(adminPage, '挂牌项目运营');
  const operated = adminPage.getByRole('row', { name: new RegExp(productName) });
  await expect(operated).toContainText('正在报名中');
  await operated.getByRole('button', { name: '登记成交' }).click();
  const deal = adminPage.getByRole('dialog', { name: /登记成交/ });
  await deal.getByLabel('成交金额（万元）').fill('118.5');
  await deal.getByLabel('受让方名称').fill('青海三江源碳汇科技有限公司');
  await pickDate(deal.getByLabel('成交日期'), chinaDay(0));
  await deal.getByRole('button', { name: '确认登记成交' }).click();
  await expect(adminPage.getByRole('status')).toContainText('成交公告草稿已生成');
  await expect(operated).toContainText('已成交');
  await adminPage.screenshot({ path: screenshot('publishing-console-operations-1280.png') });
  await adminPage.close();

  await page.goto('/#/main/TradingCenter');
  await page.getByPlaceholder('请输入项目名称').fill(productName);
  await page.getByPlaceholder('请输入项目名称').press('Enter');
  const dealCard = page
    .locator('.listing-card')
    .filter({ has: page.getByRole('link', { name: productName, exact: true }) });
  await dealCard.scrollIntoViewIfNeeded();
  await expect(dealCard.getByLabel('已成交')).toBeVisible();
  await page.screenshot({ path: screenshot('publishing-deal-stamp-1280.png') });

  // An editor publishes the draft announcement; it shows under 成交公告.
  const editor = await createStaff(request, baseURL, `editor_${stamp}`, 'editor');
  const { page: editorPage, errors: editorErrors } = await openConsoleTab(page, editor, STAFF_VIEWPORT);
  await openFromConsoleMenu(editorPage, '资讯管理');
  const title = `${productName}成交公告`;
  const news = editorPage.getByRole('row', { name: new RegExp(title) });
  await expect(news).toContainText('未发布');
  await news.getByRole('button', { name: `发布 ${title}` }).click();
  await expect(news).toContainText('已发布');
  await editorPage.close();

  await page.goto('/#/main/informationCenter?type=22');
  await expect(page.getByRole('tab', { name: '成交公告' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('link', { name: title }).first()).toBeVisible();

  // The pages on a phone.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/#/main/myAccount?comeFrom=productForm');
  await page.getByRole('tab', { name: '产品挂牌信息' }).click();
  await expect(page.getByRole('region', { name: '产品挂牌信息' })).toContainText(productName);
  await page.screenshot({ path: screenshot('publishing-my-listings-375.png'), fullPage: true });
  await page.goto('/#/main/hangingForm');
  await expect(page.getByLabel('产品名称')).toBeVisible();
  await page.screenshot({ path: screenshot('publishing-form-375.png'), fullPage: true });

  expect(staffErrors).toEqual([]);
  expect(adminErrors).toEqual([]);
  expect(editorErrors).toEqual([]);
});
