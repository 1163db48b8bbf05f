import { expect } from '@playwright/test';
import { test } from './support/test';
import { openConsoleTab, openFromConsoleMenu } from './support/consoleTab';
import { createReviewer } from './support/staffMembers';
import { loggedInPortalUser } from './support/portalSession';
import { chooseArea, confirmPopover, fillByLabel, formItem, screenshot } from './support/journey';
import { openPersonalCenterTab } from './support/personalCenter';
import { sampleDocuments } from './support/sampleDocuments';

/** A business licence, as a person would scan it (sampleDocuments). */
const LICENCE_HTML =
  '<body style="font:20px sans-serif;padding:24px;border:6px double #c00">' +
  '<h1>营业执照（副本）</h1><p>名称：玛沁雪山牧业有限公司</p><p>统一社会信用代码：91632621MA7XY1234K</p></body>';

test('a user adds an enterprise with real files, a reviewer passes it, the user sees it certified', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const documents = await sampleDocuments(browser, LICENCE_HTML);
  await loggedInPortalUser(page, request);

  // The personal center: no enterprise yet, none certified.
  const tab = await openPersonalCenterTab(page, '我的企业');
  await expect(tab.getByText('暂无数据...')).toBeVisible();
  await expect(tab.getByTestId('certified-count')).toHaveText('0');
  await tab.getByRole('button', { name: '添加企业' }).click();
  await expect(page).toHaveURL(/#\/main\/addCompany$/);

  // Every field of docs/product.md §3.
  await fillByLabel(page, { 企业名称: '玛沁雪山牧业有限公司', 统一社会信用代码: '91632621ma7xy1234k' });
  await page.getByLabel('证件类型').click();
  await page.locator('.ant-select-dropdown').getByTitle('营业执照').click();
  await chooseArea(page, '经营所在地', ['青海省', '果洛藏族自治州', '玛沁县']);
  await fillByLabel(page, {
    详细地址: '大武镇雪山路 8 号',
    企业简介: '从事高原生态牦牛肉、藏羊肉的养殖与销售，带动周边牧户 120 户。',
    法人姓名: '才让多杰',
    法人手机号: '13997001234',
    联系人姓名: '李青',
    联系人身份证号: '110105491231002',
    联系人手机号: '18997005678',
  });

  // A wrong check character is refused as the server would refuse it.
  await page.getByLabel('法人身份证号').fill('110105194912310021');
  await page.getByLabel('法人手机号').click();
  await expect(formItem(page, '法人身份证号')).toContainText('身份证号码格式不正确');
  await page.getByLabel('法人身份证号').fill('11010519491231002x');

  // The four attachment groups, uploaded for real as they are chosen.
  const uploads: [string, ReturnType<typeof documents.pdf>[]][] = [
    ['营业执照', [documents.pdf('营业执照副本.pdf')]],
    ['法人身份证照片', [documents.png('法人身份证-正面.png'), documents.png('法人身份证-反面.png')]],
    ['经办人身份证照片', [documents.png('经办人身份证.png')]],
    ['授权委托书', [documents.pdf('授权委托书.pdf')]],
  ];
  for (const [group, files] of uploads) {
    await formItem(page, group).locator('input[type=file]').setInputFiles(files);
    for (const file of files) {
      await expect(formItem(page, group).getByRole('link', { name: file.name })).toBeVisible();
    }
  }
  await expect(page.getByText('所有附件须加盖企业公章。')).toBeVisible();

  // Without the commitment the form warns and stays.
  await page.getByRole('button', { name: /^提\s*交$/ }).click();
  await expect(page.locator('.ant-message')).toContainText('请按提示修改标红的内容');
  await expect(page.getByText('请阅读企业承诺函')).toBeVisible();
  await expect(page).toHaveURL(/#\/main\/addCompany$/);
  await page.getByRole('checkbox', { name: /企业承诺函/ }).check();
  await expect(page.locator('.ant-message-notice')).toHaveCount(0);
  await page.screenshot({ path: screenshot('enterprise-add-1440.png'), fullPage: true });

  await page.getByRole('button', { name: /^提\s*交$/ }).click();
  await expect(page).toHaveURL(/#\/main\/myAccount\?comeFrom=addCompany$/);
  const mine = page.getByRole('region', { name: '我的企业' });
  const row = mine.getByRole('row', { name: /玛沁雪山牧业有限公司/ });
  await expect(row).toContainText('91632621MA7XY1234K');
  await expect(row.getByText('待认证')).toHaveClass(/ant-tag-orange/);
  await expect(mine.getByTestId('certified-count')).toHaveText('0');
  // The flag has done its work: it is cleared once the tab is shown.
  expect(await page.evaluate(() => localStorage.getItem('addCompany'))).toBeNull();

  // A reviewer takes it and passes it in the console.
  const reviewer = await createReviewer(request, baseURL);
  const { page: staffPage, errors: staffErrors } = await openConsoleTab(page, reviewer);
  await openFromConsoleMenu(staffPage, '企业认证');
  const queued = staffPage.getByRole('row', { name: /玛沁雪山牧业有限公司/ });
  await expect(queued).toContainText('待认证');
  await queued.getByRole('button', { name: /审\s*核/ }).click();
  const drawer = staffPage.getByRole('dialog', { name: /企业详情/ });
  for (const text of [
    '91632621MA7XY1234K',
    '青海省/果洛藏族自治州/玛沁县',
    '11010519491231002X',
    '李青',
    '已阅读并同意',
  ]) {
    await expect(drawer.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(drawer.getByRole('img', { name: '法人身份证-正面.png' })).toBeVisible();
  await expect(drawer.getByRole('button', { name: /营业执照副本\.pdf/ })).toBeVisible();
  await staffPage.screenshot({ path: screenshot('enterprise-console-detail-1440.png') });

  await drawer.getByRole('button', { name: /^受\s*理$/ }).click();
  await confirmPopover(staffPage);
  await expect(drawer).toContainText('认证中');
  await drawer.getByRole('button', { name: '认证通过' }).click();
  await staffPage.getByRole('button', { name: '确认认证通过' }).click();
  await expect(drawer).toContainText('已认证');
  await staffPage.close();

  // Back in the personal center: certified (green) and counted.
  const after = await openPersonalCenterTab(page, '我的企业');
  const certified = after.getByRole('row', { name: /玛沁雪山牧业有限公司/ });
  await expect(certified.getByText('已认证')).toHaveClass(/ant-tag-green/);
  await expect(after.getByTestId('certified-count')).toHaveText('1');
  await page.screenshot({ path: screenshot('enterprise-my-enterprises-1440.png'), fullPage: true });

  // The same pages on a phone.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: screenshot('enterprise-my-enterprises-375.png'), fullPage: true });
  await after.getByRole('button', { name: /编\s*辑/ }).click();
  const dialog = page.getByRole('dialog', { name: '编辑企业' });
  await expect(dialog.getByLabel('企业名称')).toHaveValue('玛沁雪山牧业有限公司');
  // The picture is taken once the dialog has finished appearing.
  await expect(page.locator('.ant-modal')).toHaveCSS('opacity', '1');
  await expect(page.locator('.ant-modal')).toHaveCSS('transform', 'none');
  await page.screenshot({ path: screenshot('enterprise-edit-375.png') });
  await dialog.getByRole('button', { name: /^取\s*消$/ }).click();
  await page.goto('/#/main/addCompany');
  await expect(page.getByLabel('企业名称')).toBeVisible();
  await page.screenshot({ path: screenshot('enterprise-add-375.png'), fullPage: true });

  expect(staffErrors).toEqual([]);
});
