import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { submitEnterpriseThroughApi } from './support/enterpriseSubmission';
import { openConsoleTab, openFromConsoleMenu } from './support/consoleTab';
import { expectNoAntdDrawn, screenshot } from './support/journey';
import { FIXED_CAPTCHA, FIXED_SMS_CODE, fillLoginForm, loggedInPortalUser } from './support/portalSession';
import { createReviewer } from './support/staffMembers';

const COMPANY = '班玛红军沟生态农牧有限公司';
const REMARK = '营业执照照片不清晰，请上传加盖公章的清晰副本';

/** The message center (docs/messages.md), opened afresh as a user coming back would. */
async function openMessageCenter(page: Page) {
  await page.goto('/#/main/myAccount?tab=messages');
  await page.reload();
  return page.getByRole('region', { name: '消息中心' });
}

test('a rejected enterprise reaches its user as a message; the user fixes it, later recovers a forgotten password', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const user = await loggedInPortalUser(page, request);
  await submitEnterpriseThroughApi(request, user, COMPANY);

  // A reviewer rejects it with a remark, in the console.
  const reviewer = await createReviewer(request, baseURL);
  const { page: staffPage } = await openConsoleTab(page, reviewer);
  await openFromConsoleMenu(staffPage, '企业认证');
  await staffPage
    .getByRole('row', { name: new RegExp(COMPANY) })
    .getByRole('button', { name: /审\s*核/ })
    .click();
  const drawer = staffPage.getByRole('dialog', { name: /企业详情/ });
  await drawer.getByRole('button', { name: /^驳\s*回$/ }).click();
  await staffPage.getByLabel('驳回原因（申请人可见）').fill(REMARK);
  await staffPage.getByRole('button', { name: '确认驳回' }).click();
  await expect(drawer).toContainText('未通过');
  await staffPage.close();

  // The header shows one unread message beside the nickname.
  await page.goto('/#/main/aboutUs');
  const me = page.getByRole('button', { name: /未读消息 1 条，打开用户菜单/ });
  await expect(me).toBeVisible();
  await expect(me.getByTestId('unread-badge')).toHaveText('1');
  // The menu opens on a click, also after the pointer rested on the name: were it opened by hovering
  // as well, it would be open by now (antd's hover delay is 150 ms) and the click would close it.
  await me.hover();
  await page.waitForTimeout(400);
  await me.click();
  await page.getByRole('menuitem', { name: /消息中心（1）/ }).click();

  // The message center: the decision, the remark, a link to the record.
  const center = page.getByRole('region', { name: '消息中心' });
  const unread = center.getByRole('listitem', { name: /^未读消息：/ });
  await expect(unread).toContainText(`您的企业“${COMPANY.slice(0, 19)}`);
  await expect(unread).toContainText('认证未通过');
  await expect(unread).toContainText(`审核意见：${REMARK}`);
  await expect(center.getByTestId('unread-in-tab')).toHaveText('1');
  // The header's menu closed with the choice; the pictures show the page alone.
  await page.mouse.move(600, 700);
  await expect(page.getByRole('menu')).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: screenshot('messages-center-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByTestId('unread-badge')).toBeVisible();
  await page.screenshot({ path: screenshot('messages-center-375.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // Following the link reads the message and opens the enterprise; the user fixes it.
  await unread.getByRole('link', { name: '查看详情' }).click();
  await expect(page).toHaveURL(/tab=enterprises/);
  const mine = page.getByRole('region', { name: '我的企业' });
  const row = mine.getByRole('row', { name: new RegExp(COMPANY) });
  await expect(row).toContainText(REMARK);
  await row.getByRole('button', { name: /编\s*辑/ }).click();
  const dialog = page.getByRole('dialog', { name: '编辑企业' });
  await dialog.getByLabel('详细地址').fill('班玛县赛来塘镇红军沟路 2 号');
  await dialog.getByRole('button', { name: /^保\s*存$/ }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('待认证')).toBeVisible();
  await expect(page.getByTestId('unread-badge')).toHaveCount(0);
  const read = await openMessageCenter(page);
  await expect(read.getByRole('listitem', { name: /^已读消息：/ })).toContainText('认证未通过');
  await expect(read.getByTestId('unread-in-tab')).toHaveText('0');
  // The message center with the header's user menu draws no antd (docs/performance.md "The pages a bidder opens").
  await expectNoAntdDrawn(page);

  // Later, logged out, the user has forgotten the password: 忘记密码？ on /login.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/#/login');
  await page.getByRole('link', { name: '忘记密码？' }).click();
  await expect(page).toHaveURL(/#\/forgetPwd$/);
  // The address changes before the new page is drawn, and the login page has a 手机号码 field too.
  await expect(page.getByRole('heading', { name: '找回密码' })).toBeVisible();
  await page.getByLabel('手机号码').fill(user.mobile);
  await page.getByLabel('图形验证码').fill(FIXED_CAPTCHA);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.locator('.ant-message')).toContainText('验证码已发送');
  await expect(page.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
  // The send used the captcha up: the next picture's answer.
  await page.getByLabel('图形验证码').fill(FIXED_CAPTCHA);
  await page.getByLabel('短信验证码').fill(FIXED_SMS_CODE);
  await page.getByLabel('新密码', { exact: true }).fill('short');
  await page.getByLabel('确认新密码').fill('short');
  await page.getByRole('button', { name: /重设密码/ }).click();
  await expect(page.getByText('密码格式不正确，至少 8 位且同时包含字母和数字')).toBeVisible();
  await page.getByLabel('新密码', { exact: true }).fill('riverSource2026');
  await page.getByLabel('确认新密码').fill('riverSource2026');
  await page.screenshot({ path: screenshot('messages-forget-password-1280.png'), fullPage: true });
  await page.getByRole('button', { name: /重设密码/ }).click();
  await expect(page).toHaveURL(/#\/login$/);
  await expect(page.locator('.ant-message')).toContainText('密码已重置，请使用新密码登录');

  // The old password no longer opens the account (asked as another client would: a wrong and then a
  // right password typed in one login page once left the second login pending in a full run, which is
  // still being looked into — docs/portal-errors.md); the new one does.
  const otherClient = { 'x-forwarded-for': '10.66.0.9' };
  await request.get('/index/common/verify', { headers: otherClient });
  const refused = await (
    await request.post('/index/Login/doLogin', {
      data: { mobile: user.mobile, password: user.password, code: FIXED_CAPTCHA },
      headers: otherClient,
    })
  ).json();
  expect(refused.msg).toBe('手机号或密码错误');
  // Waits for the login page itself: the recovery page, with its own 手机号码, can still be on screen.
  await fillLoginForm(page, user, 'riverSource2026');
  await page.getByRole('button', { name: /^登\s*录$/ }).click();
  await expect(page).toHaveURL(/#\/main\/myAccount/);
  await expect(page.getByRole('region', { name: '我的账户' })).toBeVisible();
});
