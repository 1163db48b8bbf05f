import { expect } from '@playwright/test';
import { test } from './support/test';
import { loggedInPortalUser } from './support/portalSession';
import { verifiedEnterprise } from './support/verifiedEnterprise';

/**
 * A seller whose browser is set to New York (docs/time.md "Date pickers"): at 06:30 on 29 Nov in
 * Beijing it is 17:30 on the 28th there, yet the publishing form's picker marks the 29th as today,
 * its 今天 fills the 29th, and the form sends the 29th — the day the exchange counts in.
 */
test.use({ timezoneId: 'America/New_York' });

/** 06:30 on 29 Nov 2026 in Beijing (UTC+8): still the 28th in New York (UTC-5). */
const BEIJING_MORNING = new Date('2026-11-28T22:30:00Z');

test("the publishing form's date picker counts today in Beijing and sends Beijing's date", async ({
  page,
  request,
  baseURL,
}) => {
  await page.clock.setFixedTime(BEIJING_MORNING);
  const user = await loggedInPortalUser(page, request);
  const companyName = `纽约时区测试${String(Date.now()).slice(-6)}有限公司`;
  await verifiedEnterprise(request, baseURL, user, companyName);
  // The submission is answered here, not by the server: its own clock is not the page's.
  const sent: Array<Record<string, unknown>> = [];
  await page.route('**/index/Product/add', async (route) => {
    sent.push(route.request().postDataJSON() as Record<string, unknown>);
    await route.fulfill({ json: { code: 400, msg: '已收到（测试）', data: null } });
  });

  await page.goto('/#/main/LaunchTradingGoods');
  expect(await page.evaluate(() => new Date().getDate())).toBe(28);

  await page.getByLabel('挂牌企业').click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(companyName).click();
  await page.getByLabel('产品类别').click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('用能权', { exact: true }).click();
  await page.getByLabel('产品名称').fill('共和县光伏园区用能权转让');
  await page.getByLabel('数量/面积').fill('5000 吨标准煤');
  await page.getByLabel('挂牌价格（万元）').fill('80');
  await page.getByLabel('联系人').fill('李青');
  await page.getByLabel('联系电话').fill('13997001234');

  await page.getByLabel('挂牌截止时间').click();
  const calendar = page.locator('.ant-picker-dropdown:visible');
  await expect(calendar.locator('.ant-picker-cell-today')).toHaveAttribute('title', '2026-11-29');
  await calendar.getByText('今天', { exact: true }).click();
  await expect(page.getByLabel('挂牌截止时间')).toHaveValue('2026-11-29');

  await page.getByRole('button', { name: /提\s?交/ }).click();
  await expect(page.getByText('已收到（测试）')).toBeVisible();
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatchObject({ product_classify: 101, end_time: '2026-11-29' });
});
