import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './support/test';
import { consoleMenu } from './support/consoleTab';
import { consoleLogin, createStaffMember } from './support/firstAdmin';
import { listAnswering, screenshot } from './support/journey';

const mainContent = (page: Page) => page.locator('main');

test('home → a notice → back to the information center, on the notices tab', async ({ page }) => {
  await page.goto('/');
  const tabs = mainContent(page).getByRole('tablist', { name: '通知公告与政策新闻' });
  await expect(tabs.getByRole('tab', { name: '通知公告' })).toHaveAttribute('aria-selected', 'true');
  const panel = mainContent(page).getByRole('tabpanel');
  await expect(panel.getByRole('link')).toHaveCount(6);

  const notice = panel.getByRole('link').first();
  const title = (await notice.textContent())!.trim();
  await notice.click();
  await expect(page).toHaveURL(/#\/main\/informationDetail\?id=\d+&newType=11$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('栏目：通知公告')).toBeVisible();

  await page.getByRole('link', { name: /返回信息中心/ }).click();
  await expect(page).toHaveURL(/#\/main\/informationCenter\?type=11$/);
  await expect(page.getByRole('tab', { name: '通知公告' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('link', { name: new RegExp(title) })).toBeVisible();

  // The browser's own back button returns through the notice to the home page.
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/#\/main\/indexHome$/);
});

test('information center: a tab, a search, page 2, a detail, and back to the same page', async ({ page }) => {
  await page.goto('/#/main/informationCenter');
  await expect(page.getByRole('region', { name: '新闻轮播' })).toBeVisible();

  const list = page.locator('.center-list');
  await listAnswering(page, list, 'new_type=22&', () => page.getByRole('tab', { name: '成交公告' }).click());
  await expect(page).toHaveURL(/type=22/);
  await expect(page.locator('.center-list__title').first()).toContainText('成交公告');

  await page.getByRole('tab', { name: '新闻资讯' }).click();
  await page.getByPlaceholder('请输入标题关键词').fill('州');
  // The previous list stays on screen while the next loads: wait until it has been replaced.
  await listAnswering(page, list, 'keyword=%E5%B7%9E&page=1&', () =>
    page.getByRole('button', { name: /搜\s*索/ }).click(),
  );
  await expect(page).toHaveURL(/type=0&keyword=%E5%B7%9E$/);
  await expect(page.locator('.center-list__title')).toHaveCount(5);
  for (const title of await page.locator('.center-list__title').allTextContents()) expect(title).toContain('州');

  await listAnswering(page, list, 'keyword=%E5%B7%9E&page=2&', () =>
    page.locator('.center-pager').getByRole('button', { name: '第 2 页' }).click(),
  );
  await expect(page).toHaveURL(/page=2$/);
  const first = page.locator('.center-list__title').first();
  const title = (await first.textContent())!.trim();
  expect(title).toContain('州');
  // An entry reads as a calm list, not a column of underlined links.
  const entryLink = page.locator('.center-list a').first();
  expect(await entryLink.evaluate((link) => getComputedStyle(link).textDecorationLine)).toBe('none');
  await page.screenshot({ path: screenshot('information-center-1440.png'), fullPage: true });

  await first.click();
  await expect(page).toHaveURL(/#\/main\/informationDetail\?id=\d+&newType=0$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('.jhy-rich-text p').first()).toBeVisible();
  await page.screenshot({ path: screenshot('information-detail-1440.png'), fullPage: true });

  await page.goBack();
  await expect(page).toHaveURL(/keyword=%E5%B7%9E&page=2$/);
  await expect(page.locator('.center-list__title').first()).toHaveText(title);
});

test('a policy found by keyword, read, and back to its tab', async ({ page }) => {
  await page.goto('/#/main/PoliciesRegulationsCenter');
  await expect(page.getByRole('tab', { name: '国家政策' })).toHaveAttribute('aria-selected', 'true');
  await page.getByPlaceholder('请输入政策法规名称关键词').fill('碳达峰');
  await page.keyboard.press('Enter');
  await expect(page.locator('.center-list__title')).toHaveText(['2030年前碳达峰行动方案']);

  await page.getByRole('tab', { name: '地方政策' }).click();
  await expect(page).toHaveURL(/type=10&keyword=/);
  await expect(page.locator('.center-list__title')).toHaveText(['青海省碳达峰实施方案']);
  await page.screenshot({ path: screenshot('policies-center-1440.png'), fullPage: true });

  await page.locator('.center-list__title').first().click();
  await expect(page).toHaveURL(/#\/main\/PoliciesRegulationsDetail\?id=\d+&type=10$/);
  await expect(page.getByRole('heading', { level: 1, name: '青海省碳达峰实施方案' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '要点解读' })).toBeVisible();
  await expect(page.getByText('栏目：地方政策')).toBeVisible();
  await page.getByRole('link', { name: /返回政策法规/ }).click();
  await expect(page).toHaveURL(/#\/main\/PoliciesRegulationsCenter\?type=10$/);
});

test('the home banner of an article opens its own page (newType -1)', async ({ page }) => {
  await page.goto('/');
  const carousel = page.getByRole('region', { name: '首页轮播' });
  await expect(carousel.locator('img')).toHaveCount(3);
  await expect(carousel.locator('a[target="_blank"][href$=".pdf"]')).toHaveCount(1);
  await carousel.locator('a[href*="newType=-1"]').click();
  await expect(page).toHaveURL(/#\/main\/informationDetail\?id=\d+&newType=-1$/);
  await expect(page.getByRole('heading', { level: 1, name: '守护中华水塔 共享生态价值' })).toBeVisible();
});

test('about us shows the introduction, the region drawn from the shipped boundaries with the address, and the contacts', async ({
  page,
  baseURL,
}) => {
  // Nothing is fetched from outside the site by default (docs/accessibility.md "Maps").
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(baseURL!) && !request.url().startsWith('data:')) foreign.push(request.url());
  });
  await page.goto('/#/main/aboutUs');
  await expect(page.getByText('江河源生态环境交易中心是经批准设立')).toBeVisible();
  const regionMap = page.getByRole('figure', { name: /位置示意图$/ });
  await expect(regionMap.getByRole('img', { name: '川甘青藏江河源区域示意图' })).toBeVisible();
  await expect(regionMap).toContainText('五四西路');
  await expect(page.locator('.leaflet-container')).toHaveCount(0);
  expect(foreign).toEqual([]);
  const contacts = page.getByRole('region', { name: '联系方式' });
  await expect(contacts.getByRole('link', { name: '0971-6288001' })).toHaveAttribute('href', 'tel:0971-6288001');
  await expect(contacts.getByRole('link', { name: '0971-6288002' })).toBeVisible();
  await page.screenshot({ path: screenshot('about-us-1440.png'), fullPage: true });
});

test.describe('screenshots at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('home, information center, detail, policies and about us fit a phone', async ({ page }) => {
    for (const [name, path, ready] of [
      ['home-content', '/#/main/indexHome', '.listing-card'],
      ['information-center', '/#/main/informationCenter', '.center-list__title'],
      ['policies-center', '/#/main/PoliciesRegulationsCenter?type=9', '.center-list__title'],
      ['about-us', '/#/main/aboutUs', '.about-map--region'],
    ] as const) {
      await page.goto(path);
      await expect(page.locator(ready).first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${name} is wider than the phone`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: screenshot(`${name}-375.png`), fullPage: true });
    }
    await page.goto('/#/main/informationCenter');
    await page.locator('.center-list__title').first().click();
    await expect(page.locator('.jhy-rich-text')).toBeVisible();
    await page.screenshot({ path: screenshot('information-detail-375.png'), fullPage: true });
  });
});

test('home at 1440 px, with up to ten listed projects and the way to the trading center', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('.home-top-news')).toBeVisible();
  const listings = page.getByRole('region', { name: '挂牌项目' });
  await expect(listings.locator('.listing-card').first()).toBeVisible();
  expect(await listings.locator('.listing-card').count()).toBeLessThanOrEqual(10);
  await expect(listings.getByRole('link', { name: '更多挂牌项目' })).toHaveAttribute('href', '#/main/TradingCenter');
  await expect(page.getByRole('region', { name: '首页轮播' }).locator('img').first()).toBeVisible();
  await page.screenshot({ path: screenshot('home-content-1440.png'), fullPage: true });
});

/** The first admin makes an editor through the console API (the staff page's call); answers their own password. */
async function makeEditor(request: APIRequestContext, baseURL: string | undefined, username: string) {
  const editor = await createStaffMember(request, baseURL, { username, displayName: '赵编辑', role: 'editor' });
  return editor.password;
}

test('an editor publishes a news item in the console, and a visitor sees it on the home page', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const password = await makeEditor(request, baseURL, 'editor_zhao');
  await consoleLogin(page, 'editor_zhao', password);
  const menu = consoleMenu(page);
  // An editor keeps the site's wording, and nothing else.
  await expect(menu.getByRole('menuitem', { name: '员工管理' })).toHaveCount(0);
  await menu.getByRole('menuitem', { name: '资讯管理' }).click();
  await expect(page.getByRole('button', { name: '编辑 江河源生态产品交易平台按季度公开交易数据' })).toBeVisible();

  const title = '果洛州玛沁县草原碳汇项目通过审定';
  await page.getByRole('button', { name: /新建资讯/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /标题/ }).fill(title);
  await dialog.getByLabel('摘要').fill('项目预计年均减排量 1.8 万吨二氧化碳当量，将在平台挂牌。');
  await dialog.getByRole('textbox', { name: '正文' }).click();
  await page.keyboard.type('玛沁县草原碳汇项目日前通过第三方机构审定。');
  await page.screenshot({ path: screenshot('console-content-news-form.png') });
  await dialog.getByRole('button', { name: /^保\s*存$/ }).click();
  await expect(dialog).toBeHidden();

  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('未发布');
  // Not public yet: a visitor's home page does not show it.
  const visitor = await browser.newPage();
  await visitor.goto('/');
  await visitor.getByRole('tab', { name: '政策新闻' }).click();
  await expect(visitor.getByRole('tabpanel').getByRole('link').first()).toBeVisible();
  await expect(visitor.getByRole('link', { name: title })).toHaveCount(0);

  await row.getByRole('button', { name: `发布 ${title}` }).click();
  await expect(row).toContainText('已发布');
  await page.screenshot({ path: screenshot('console-content-news.png'), fullPage: true });

  await visitor.reload();
  await visitor.getByRole('tab', { name: '政策新闻' }).click();
  // The newest item may also be the headline above the list (its link names the summary too), so the
  // list's own link is picked by its exact name.
  await visitor.getByRole('link', { name: title, exact: true }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByText('玛沁县草原碳汇项目日前通过第三方机构审定。')).toBeVisible();
  await visitor.close();
});
