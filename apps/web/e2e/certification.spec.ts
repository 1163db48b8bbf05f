import { expect } from '@playwright/test';
import { test } from './support/test';
import { openConsoleTab, openFromConsoleMenu } from './support/consoleTab';
import { chooseArea, confirmPopover, fillByLabel, formItem, screenshot } from './support/journey';
import { openPersonalCenterTab } from './support/personalCenter';
import { fillLoginForm, signUpThroughApi } from './support/portalSession';
import { createReviewer } from './support/staffMembers';

test('a visitor applies for certification through 我要认证, logging in on the way; a reviewer takes and accepts it', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const user = await signUpThroughApi(request);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The certification section: two panels, the national traceability platforms in new tabs.
  await page.goto('/#/main/ProductCertification');
  const trace = page.getByRole('region', { name: '产品溯源' });
  await expect(trace.getByRole('link', { name: /国家农产品质量安全追溯管理信息平台/ })).toHaveAttribute(
    'target',
    '_blank',
  );
  await page.screenshot({ path: screenshot('certification-home-1280.png'), fullPage: true });
  await page.getByRole('link', { name: /了解认证与申请/ }).click();

  // The description from configuration and the organisations.
  await expect(page).toHaveURL(/ProductCertificationDetail$/);
  await expect(page.getByText('产品碳足迹认证').first()).toBeVisible();
  const organisations = page.getByRole('region', { name: '认证机构' });
  await expect(organisations.getByRole('link')).toHaveCount(6);
  await page.screenshot({ path: screenshot('certification-detail-1280.png'), fullPage: true });
  await organisations.getByRole('link', { name: /三江源绿色食品检测认证有限公司/ }).click();
  await expect(page.getByRole('heading', { name: /三江源绿色食品检测认证有限公司/ })).toBeVisible();
  await expect(page.getByText('受理周期')).toBeVisible();

  // 我要认证 as a visitor: log in on the way and land on the form.
  await page.getByRole('button', { name: '我要认证' }).click();
  await expect(page).toHaveURL(/#\/login$/);
  await fillLoginForm(page, user);
  await page.getByRole('button', { name: /^登\s*录$/ }).click();
  await expect(page).toHaveURL(/#\/main\/CertificationForm\?routerOrigin=2$/);
  await expect(page.getByRole('link', { name: '产品认证详情' })).toBeVisible();

  // The form: 205 reveals its own field; a wrong check character is refused as the server would.
  await fillByLabel(page, {
    企业名称: '果洛雪域牦牛乳业有限公司',
    统一社会信用代码: '91632600MA7K3QW8PK',
    认证产品: '牦牛酸奶，牦牛奶粉',
  });
  await page.getByLabel('认证类型').click();
  const options = page.locator('.ant-select-dropdown');
  await options.getByTitle('产品碳足迹认证').click();
  await options.getByTitle('其他').click();
  await page.keyboard.press('Escape');
  await page.getByLabel('联系人', { exact: true }).fill('才让');
  await page.getByLabel('联系方式').fill('13897451234');
  await chooseArea(page, '产地', ['青海省', '果洛藏族自治州', '玛沁县']);
  await page.getByLabel('联系地址').fill('青海省果洛州玛沁县大武镇雪域路 8 号');
  await page.getByRole('button', { name: /提交申请/ }).click();
  await expect(formItem(page, '统一社会信用代码')).toContainText('统一社会信用代码格式不正确');
  await expect(formItem(page, '其他认证类型')).toContainText('请输入其他认证类型');
  await page.getByLabel('统一社会信用代码').fill('91632600MA7K3QW8PJ');
  await page.getByLabel('其他认证类型').fill('富硒产品认证');
  await page.screenshot({ path: screenshot('certification-form-1280.png'), fullPage: true });
  await page.getByRole('button', { name: /提交申请/ }).click();

  // Tab 4: pending, editable.
  await expect(page).toHaveURL(/#\/main\/myAccount\?comeFrom=applyForm/);
  const mine = page.getByRole('region', { name: '产品认证申请' });
  const row = mine.getByRole('row', { name: /牦牛酸奶,牦牛奶粉/ });
  await expect(row.getByText('待受理')).toHaveClass(/ant-tag-orange/);
  await expect(row).toContainText('产品碳足迹认证,其他');
  await row.getByRole('button', { name: /编\s*辑/ }).click();
  const dialog = page.getByRole('dialog', { name: '编辑认证产品' });
  await expect(dialog.getByLabel('其他认证类型')).toHaveValue('富硒产品认证');
  await dialog.getByLabel('认证产品').fill('牦牛酸奶，牦牛奶粉，牦牛奶酪');
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(dialog).toBeHidden();
  const edited = mine.getByRole('row', { name: /牦牛奶酪/ });
  await expect(edited).toBeVisible();
  await page.screenshot({ path: screenshot('certification-my-applications-1280.png'), fullPage: true });

  // A reviewer takes it: the applicant can no longer edit it.
  const reviewer = await createReviewer(request, baseURL);
  const { page: staffPage, errors: staffErrors } = await openConsoleTab(page, reviewer);
  await openFromConsoleMenu(staffPage, '产品认证受理');
  const queued = staffPage.getByRole('row', { name: /牦牛奶酪/ });
  await queued.getByRole('button', { name: /审\s*核/ }).click();
  const drawer = staffPage.getByRole('dialog', { name: /认证申请详情/ });
  // The status tag in the drawer's title: the decision button 已受理 bears the same words as the
  // status it leads to, so the drawer's text as a whole would read 已受理 before the decision is saved.
  const drawerStatus = drawer.locator('.ant-drawer-title .ant-tag');
  await expect(drawer.getByText('富硒产品认证', { exact: true })).toBeVisible();
  await expect(drawer.getByText('青海省/果洛藏族自治州/玛沁县', { exact: true })).toBeVisible();
  await drawer.getByRole('button', { name: /^受\s*理$/ }).click();
  await confirmPopover(staffPage);
  await expect(drawerStatus).toHaveText('受理中');
  await staffPage.screenshot({ path: screenshot('certification-console-1280.png') });

  const taken = (await openPersonalCenterTab(page, '产品认证申请')).getByRole('row', { name: /牦牛奶酪/ });
  await expect(taken.getByText('受理中')).toBeVisible();
  await expect(taken.getByRole('button', { name: /编\s*辑/ })).toHaveCount(0);

  // Accepted: the applicant sees 已受理.
  await drawer.getByRole('button', { name: '已受理' }).click();
  await staffPage.getByRole('button', { name: '确认已受理' }).click();
  await expect(drawerStatus).toHaveText('已受理');
  await staffPage.close();
  const accepted = (await openPersonalCenterTab(page, '产品认证申请')).getByRole('row', { name: /牦牛奶酪/ });
  await expect(accepted.getByText('已受理')).toHaveClass(/ant-tag-green/);

  // The same pages on a phone.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: screenshot('certification-my-applications-375.png'), fullPage: true });
  await page.goto('/#/main/ProductCertification');
  await expect(page.getByRole('region', { name: '产品溯源' })).toBeVisible();
  await page.screenshot({ path: screenshot('certification-home-375.png'), fullPage: true });
  await page.goto('/#/main/ProductCertificationDetail');
  await expect(page.getByRole('region', { name: '认证机构' }).getByRole('link')).toHaveCount(6);
  await page.screenshot({ path: screenshot('certification-detail-375.png'), fullPage: true });

  expect(staffErrors).toEqual([]);
});
