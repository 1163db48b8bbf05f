import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './support/test';
import { expectNoAntdDrawn, layoutShift, screenshot, watchScripts } from './support/journey';
import { consoleLogin, consoleLoginAsFirstAdmin } from './support/firstAdmin';
import { loggedInPortalUser } from './support/portalSession';
import { createReviewer } from './support/staffMembers';
import { PIXEL_PNG, verifiedEnterprise } from './support/verifiedEnterprise';

const mainNav = (page: Page) => page.getByRole('navigation', { name: '主导航' });

/** The form item around the control labelled `label`, found by that control (Playwright's label lookup). */
const fieldOf = (form: Locator, label: string) =>
  form.locator('.ant-form-item').filter({ has: form.page().getByLabel(label, { exact: true }) });

/**
 * Picks `option` in the select of the field `label` within `form`, closes its list, and checks that the
 * field shows it. A pick that did not take is tried again: on a loaded machine a click on an option
 * while its list was still opening was once lost, and the form then refused the empty field at submit.
 */
async function chooseIn(form: Locator, label: string, option: string) {
  const page = form.page();
  await expect(async () => {
    await form.getByLabel(label).click();
    await page.locator('.ant-select-dropdown:visible').getByText(option, { exact: true }).click({ timeout: 2_000 });
    await page.keyboard.press('Escape');
    await expect(fieldOf(form, label)).toContainText(option, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

test('the pilot map from the header submenu: four provinces, eight pins, Ganzi → zone → products → product → back', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/#/main/indexHome');

  await mainNav(page).locator('.jhy-nav__link', { hasText: '试点示范' }).hover();
  await page.getByRole('link', { name: '试点区', exact: true }).click();
  await expect(page).toHaveURL(/#\/main\/PilotDemonstration\?from=index&idOne=178&idTwo=$/);

  // The menu: the pilot root's children, the province category opening onto the provinces.
  const menu = page.getByRole('complementary', { name: '试点分类' });
  await expect(menu.getByText('川甘青藏江河源')).toBeVisible();

  // The map: its drawing of the four provinces in a box of 900 × 600, and a pin for each of the
  // eight prefecture zones, named in the map's label.
  const map = page.getByRole('group', { name: /^川甘青藏江河源地图/ });
  await expect(map).toHaveAttribute('aria-label', /阿坝.*甘孜.*凉山.*甘南.*玉树.*果洛.*黄南.*那曲/);
  await expect(map.getByRole('button')).toHaveCount(8);
  const drawing = map.locator('img.pilot-map__drawing');
  await expect
    .poll(() => drawing.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const box = (await map.boundingBox())!;
  expect(Math.round(box.width)).toBe(900);
  expect(Math.round(box.height)).toBe(600);
  await expect(map.getByRole('list', { name: '试点县' }).getByRole('listitem')).not.toHaveCount(0);
  // A wide map names its pins itself; the list of zones is a phone's.
  await expect(map.locator('.pilot-map__pin-name').first()).toBeVisible();
  await expect(page.getByRole('list', { name: '试点专区' })).toBeHidden();
  await page.mouse.move(640, 880); // off the header, so its submenu closes before the screenshot
  await page.screenshot({ path: screenshot('pilot-map-1280.png'), fullPage: true });

  // Ganzi's pin: pointed at, it shows the zone's products and deals; clicked, it opens the zone.
  const ganzi = map.getByRole('button', { name: /甘孜/ });
  await ganzi.hover();
  await expect(page.getByRole('tooltip', { name: /^甘孜/ })).toContainText(/成交额：[\d.]+ 万元/);
  await page.screenshot({ path: screenshot('pilot-map-tooltip-1280.png') });
  await ganzi.click();

  // The zone: its description, featured products, news.
  await expect(page).toHaveURL(/#\/main\/ZoneIntroduction\?id=\d+/);
  await expect(page.getByRole('heading', { name: /甘孜.*专区/ })).toBeVisible();
  const featured = page.getByRole('region', { name: '特色产品' });
  await expect(featured.getByRole('link').first()).toBeVisible();
  await page.screenshot({ path: screenshot('pilot-zone-1280.png'), fullPage: true });
  await featured.getByRole('link', { name: '查看全部产品' }).click();

  // All products, filtered by the server per tab.
  await expect(page).toHaveURL(/#\/main\/ZoneProductDetails\?/);
  const all = await page.locator('.zone-product').count();
  expect(all).toBeGreaterThanOrEqual(5);
  await page.getByRole('tab', { name: '文化服务类' }).click();
  await expect(page).toHaveURL(/category=59/);
  await expect.poll(() => page.locator('.zone-product').count()).toBeLessThan(all);
  await page.screenshot({ path: screenshot('pilot-zone-products-1280.png'), fullPage: true });
  await page.locator('.zone-product').first().click();

  // A product, with the zone trail as its breadcrumb.
  await expect(page).toHaveURL(/#\/main\/SpecialGoodsDetail\?id=\d+/);
  await expect(page.getByText('产品类别')).toBeVisible();
  await page.screenshot({ path: screenshot('pilot-product-1280.png'), fullPage: true });
  await page
    .locator('.jhy-page__breadcrumb')
    .getByRole('link', { name: /甘孜.*专区/ })
    .click();
  await expect(page).toHaveURL(/#\/main\/ZoneIntroduction\?id=\d+/);
  await page.locator('.jhy-page__breadcrumb').getByRole('link', { name: '试点示范' }).click();
  await expect(page).toHaveURL(/#\/main\/PilotDemonstration\?/);
  await expect(map.getByRole('button')).toHaveCount(8);

  // At phone width the menu, closed, stacks above a scaled-down map.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect.poll(async () => Math.round((await map.boundingBox())!.width)).toBeLessThan(375);
  expect(Math.round((await map.boundingBox())!.height)).toBe(300);
  // Neighbouring pins overlap at this size: unnamed on the map, the zones are named in a list under it.
  expect((await map.locator('.pilot-map__pin-name').first().boundingBox())!.width).toBeLessThanOrEqual(1);
  const zoneList = page.getByRole('list', { name: '试点专区' });
  await expect(zoneList.getByRole('button')).toHaveCount(8);
  for (const button of await zoneList.getByRole('button').all()) {
    const target = (await button.boundingBox())!;
    expect(target.height).toBeGreaterThanOrEqual(32);
  }
  await page.screenshot({ path: screenshot('pilot-map-375.png'), fullPage: true });
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(375);

  // The non-pilot zone: zones as cards, or 暂无数据... .
  await page.goto('/#/main/PilotDemonstration?from=index&idOne=182&idTwo=183');
  await expect(page.locator('.zone-card').first().or(page.getByText('暂无数据...'))).toBeVisible();
  // On a phone the menu opens from its title; its group is open, with the chosen entry selected.
  await page.getByRole('button', { name: /全部分类/ }).click();
  await expect(page.locator('.pilot-page__menu .ant-menu-item-selected')).toBeVisible();
  await page.screenshot({ path: screenshot('pilot-nonpilot-375.png'), fullPage: true });
});

test('the display-product form: season asked only for 物质供给类, a picture uploads, no verified enterprise is said plainly', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await loggedInPortalUser(page, request);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/#/main/releaseDisplayGoods?routerOrigin=1');

  const form = page.getByRole('region', { name: '发布展示产品' });
  await expect(form.getByText('请先返回个人中心添加企业')).toBeVisible();
  await expect(page.locator('.jhy-page__breadcrumb').getByRole('link', { name: '试点示范' })).toBeVisible();

  const choose = (label: string, option: string) => chooseIn(form, label, option);
  await choose('产品类别', '文化服务类');
  await expect(form.getByLabel('产品季节')).toHaveCount(0);
  await choose('产品类型', '民宿');
  await choose('产品类别', '物质供给类');
  await expect(form.getByLabel('产品季节')).toBeVisible();
  // A new category starts its types afresh: 民宿 is not a material-supply type.
  await expect(form.locator('.ant-select-selection-item', { hasText: '民宿' })).toHaveCount(0);

  await form.locator('input[type=file]').setInputFiles({ name: 'yak.png', mimeType: 'image/png', buffer: PIXEL_PNG });
  await expect(form.locator('.ant-upload-list-item-done', { hasText: 'yak.png' })).toBeVisible();

  await form.getByRole('button', { name: '提交审核' }).click();
  const fieldErrors = form.locator('.ant-form-item-explain-error');
  await expect(fieldErrors.filter({ hasText: '请选择企业' })).toBeVisible();
  await expect(fieldErrors.filter({ hasText: '请选择产品季节' })).toBeVisible();
  await page.screenshot({ path: screenshot('pilot-release-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: screenshot('pilot-release-375.png'), fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // The personal center lists the user's display products under their enterprises: none yet.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/#/main/myAccount?tab=enterprises');
  const mine = page.getByRole('region', { name: '我的展示产品' });
  await expect(mine.getByText('暂无数据...')).toBeVisible();
  await mine.getByRole('button', { name: '发布展示产品' }).click();
  await expect(page).toHaveURL(/#\/main\/releaseDisplayGoods$/);
  await expect(page.locator('.jhy-page__breadcrumb').getByRole('link', { name: '个人中心' })).toBeVisible();
});

test('a user publishes a display product, a reviewer passes it, it shows in its zone', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const user = await loggedInPortalUser(page, request);
  const company = `囊谦黑青稞合作社${Date.now() % 100000}`;
  await verifiedEnterprise(request, baseURL, user, company);
  const productName = `囊谦黑青稞糌粑${Date.now() % 100000}`;

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/#/main/releaseDisplayGoods?routerOrigin=1');
  const form = page.getByRole('region', { name: '发布展示产品' });
  const choose = (label: string, option: string) => chooseIn(form, label, option);
  await choose('所属企业', company);
  await choose('所属专区', '玉树州');
  await choose('产品类别', '物质供给类');
  await form.getByLabel('产品名称').fill(productName);
  await choose('产品类型', '农业产品');
  await choose('产品季节', '秋季');
  await form.getByLabel('联系人').fill('扎西');
  await form.getByLabel('联系电话').fill('13897601234');
  await form
    .locator('input[type=file]')
    .setInputFiles({ name: 'tsampa.png', mimeType: 'image/png', buffer: PIXEL_PNG });
  await expect(form.locator('.ant-upload-list-item-done', { hasText: 'tsampa.png' })).toBeVisible();
  await form.getByLabel('产品介绍').fill('海拔 3600 米以上种植的黑青稞，石磨炒制。');
  // Every pick still stands when the form is sent (a later pick never clears an earlier one).
  for (const [label, option] of Object.entries({ 所属企业: company, 所属专区: '玉树州', 产品类别: '物质供给类' })) {
    await expect(fieldOf(form, label)).toContainText(option);
  }
  await form.getByRole('button', { name: '提交审核' }).click();

  // Waiting for review: listed in the personal center, not yet in its zone.
  await expect(page).toHaveURL(/#\/main\/myAccount/);
  await page.goto('/#/main/myAccount?tab=enterprises');
  const mine = page.getByRole('region', { name: '我的展示产品' });
  await expect(mine.getByRole('row', { name: new RegExp(productName) })).toContainText('待审核');

  // A reviewer passes it in the console's queue.
  const reviewer = await createReviewer(request, baseURL);
  const staffContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const staffPage = await staffContext.newPage();
  await consoleLogin(staffPage, reviewer.username, reviewer.password);
  await staffPage.goto('/#/console/review/displayProducts');
  const row = staffPage.getByRole('row', { name: new RegExp(productName) });
  await expect(row).toBeVisible();
  await row.getByRole('button').first().click();
  await staffPage.screenshot({ path: screenshot('pilot-review-1280.png'), fullPage: true });
  await staffPage.getByRole('button', { name: '审核通过' }).click();
  const confirm = staffPage.getByRole('button', { name: /确认/ });
  if (await confirm.isVisible()) await confirm.click();
  await expect(staffPage.locator('.ant-message')).toBeVisible();
  await staffContext.close();

  // It shows in its zone, among the zone's products.
  const index = await (await request.post('/index/Zone/index')).json();
  const yushu = (index.data.zone as { id: number; name: string }[]).find((zone) => zone.name.includes('玉树'))!;
  await page.goto(`/#/main/ZoneProductDetails?id=${yushu.id}&idOne=178&zoneTitle=${encodeURIComponent(yushu.name)}`);
  await expect(page.locator('.zone-product', { hasText: productName })).toBeVisible();
  await page.screenshot({ path: screenshot('pilot-published-in-zone-1280.png'), fullPage: true });

  // The owner changes the product from the personal center: the form opens with its values, and
  // the change goes back to review.
  await page.goto('/#/main/myAccount?tab=enterprises');
  await mine.getByRole('button', { name: `修改 ${productName}` }).click();
  const editForm = page.getByRole('region', { name: '修改展示产品' });
  await expect(editForm.getByLabel('产品名称')).toHaveValue(productName);
  await expect(editForm.getByLabel('联系人')).toHaveValue('扎西');
  await expect(editForm.locator('.ant-upload-list-item-done', { hasText: 'tsampa.png' })).toBeVisible();
  const changedName = `${productName}（新季）`;
  await editForm.getByLabel('产品名称').fill(changedName);
  await page.screenshot({ path: screenshot('pilot-edit-display-product-1280.png'), fullPage: true });
  await editForm.getByRole('button', { name: '提交审核' }).click();
  await expect(page).toHaveURL(/#\/main\/myAccount/);
  await page.goto('/#/main/myAccount?tab=enterprises');
  await expect(mine.getByRole('row', { name: new RegExp(changedName) })).toContainText('待审核');
});

test("an editor changes a zone's description in the console; the zone page shows it", async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await consoleLoginAsFirstAdmin(page, baseURL);
  await page.goto('/#/console/content/zones');
  const row = page.getByRole('row', { name: /甘孜/ });
  await row.getByRole('button', { name: '编辑' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('所辖县')).toBeVisible();
  const added = `新增说明${Date.now() % 100000}：理塘县毛垭大草原每年七月举办赛马节。`;
  const editor = dialog.getByRole('textbox', { name: '专区介绍' });
  await editor.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type(added);
  await page.screenshot({ path: screenshot('pilot-zone-editor-1280.png') });
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(dialog).toHaveCount(0);

  const zoneId = await row.evaluate((element) => element.getAttribute('data-row-key'));
  await page.goto(`/#/main/ZoneIntroduction?id=${zoneId}&idOne=178&zoneTitle=`);
  await expect(page.getByRole('region', { name: '专区介绍' })).toContainText(added);
});

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test(`the pilot map page does not move while its zones and map load, at ${viewport.width}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    // The zones answer late, as on a slow network: the map's drawing shows first, without pins.
    await page.route('**/index/Zone/index*', async (route) => {
      await expect(page.locator('.pilot-map__drawing')).toBeVisible();
      await route.continue();
    });
    await page.goto('/#/main/PilotDemonstration?from=index&idOne=178&idTwo=');
    await expect(page.getByRole('group', { name: /^川甘青藏江河源地图/ }).getByRole('button')).toHaveCount(8);
    expect(await layoutShift(page)).toBeLessThan(0.01);
  });
}

/**
 * What a visitor's phone runs for the pilot map before anything is touched: the drawing and the pins
 * in plain markup, no ECharts, no zod and no antd component (docs/performance.md "The pilot map").
 */
test("a visitor's pilot map on a phone loads no ECharts or zod and draws no antd component", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const scripts = watchScripts(page);
  await page.goto('/#/main/PilotDemonstration?from=index&idOne=178&idTwo=');
  await expect(page.getByRole('group', { name: /^川甘青藏江河源地图/ }).getByRole('button')).toHaveCount(8);
  await expectNoAntdDrawn(page);
  expect(scripts.count()).toBeGreaterThan(0);
  expect(await scripts.holding('__ec_inner_')).toEqual([]);
  expect(await scripts.holding('_zod')).toEqual([]);
});
