import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './support/test';
import { firstAdminToken } from './support/firstAdmin';
import { addEnterpriseThroughApi } from './support/enterpriseSubmission';
import { formItem, screenshot } from './support/journey';
import { openPersonalCenterTab } from './support/personalCenter';
import { FIXED_CAPTCHA, FIXED_SMS_CODE, loggedInPortalUser, randomMobile } from './support/portalSession';

/**
 * What a visitor, a new enterprise user and a returning user tripped over on the portal (figures
 * that disagree, a drawn QR code, failed lists that looked empty, a captcha asked twice, clipped
 * card figures, a form that piles up messages, a cut-off rejection, a phone header with hidden
 * tabs, and the small ones), each walked in the browser at 1280 and 375 px.
 */

// Each journey walks its page at two widths: more steps than one journey of the other files.
test.describe.configure({ timeout: 90_000 });

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };

async function shoot(page: Page, name: string, options: { fullPage?: boolean } = { fullPage: true }) {
  await page.screenshot({ path: screenshot(`usability-${name}.png`), ...options });
}

const staffHeaders = { 'x-forwarded-for': '10.88.0.1' };

// One staff login for the file: the server limits logins per client.
let staffToken: Promise<string> | undefined;

async function staffCall(request: APIRequestContext, baseURL: string | undefined, path: string, data: object) {
  staffToken ??= firstAdminToken(request, baseURL, staffHeaders);
  const token = await staffToken;
  const answer = await (
    await request.post(path, { data, headers: { ...staffHeaders, 'x-staff-token': token } })
  ).json();
  expect(answer.code, answer.msg).toBe(200);
  return answer.data;
}

async function setConfig(request: APIRequestContext, baseURL: string | undefined, name: string, content: string) {
  await staffCall(request, baseURL, '/console/api/sysConfig/update', { name, content });
}

test.describe('item 3: one set of figures', () => {
  test('the home summary shows the same deal figures as 交易数据, and no article claims others', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/#/main/TradingData');
    const tradingFigure = async (label: string) =>
      (await page.locator('.data-overview__item', { hasText: label }).locator('strong').textContent())?.trim();
    await expect(page.locator('.data-overview')).toBeVisible();
    const amount = await tradingFigure('累计成交金额');
    const count = await tradingFigure('累计成交笔数');
    const listings = await tradingFigure('挂牌项目');
    await shoot(page, 'trading-data-1280');

    await page.goto('/#/main/indexHome');
    const summary = page.getByRole('region', { name: '成交概况' });
    const homeFigure = (label: string) => summary.locator('.home-deals__figure', { hasText: label }).locator('strong');
    await expect(homeFigure('累计成交金额')).toHaveText(amount!);
    await expect(homeFigure('累计成交笔数')).toHaveText(count!);
    await expect(homeFigure('挂牌项目')).toHaveText(listings!);
    // The headline article no longer states totals of its own (the old 186 宗 / 3.12 亿元).
    await expect(page.getByText(/186 宗|3\.12 亿元/)).toHaveCount(0);
    await shoot(page, 'home-1280');

    await page.setViewportSize(PHONE);
    await page.reload();
    await expect(homeFigure('累计成交笔数')).toHaveText(count!);
    await shoot(page, 'home-375');
    await page.goto('/#/main/TradingData');
    await expect(page.locator('.data-overview')).toBeVisible();
    await shoot(page, 'trading-data-375');
  });
});

test.describe('item 4: QR codes from configuration', () => {
  test('no QR code while none is configured; a configured address is drawn as a real code', async ({
    page,
    request,
    baseURL,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/#/main/indexHome');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('投诉电话：')).toBeVisible();
    // Nothing that looks scannable and is not.
    await expect(footer.getByRole('list', { name: '关注我们' })).toHaveCount(0);
    await expect(footer.locator('svg[aria-label*="即将开放"]')).toHaveCount(0);
    await expect(footer.getByText('服务号')).toHaveCount(0);

    await setConfig(request, baseURL, 'qr_service_account_url', 'https://mp.weixin.qq.com/jhy-eco');
    try {
      await page.reload();
      const codes = footer.getByRole('list', { name: '关注我们' });
      await expect(codes.getByRole('figure')).toHaveCount(1);
      await expect(codes.getByRole('figure')).toContainText('服务号');
      await expect(codes.locator('.ant-qrcode svg')).toBeVisible();
      await footer.scrollIntoViewIfNeeded();
      await shoot(page, 'footer-qr-1280', { fullPage: false });
      await page.setViewportSize(PHONE);
      await footer.scrollIntoViewIfNeeded();
      await expect(codes.locator('.ant-qrcode svg')).toBeInViewport();
      await shoot(page, 'footer-qr-375', { fullPage: false });
    } finally {
      await setConfig(request, baseURL, 'qr_service_account_url', '');
    }
  });
});

test.describe('item 7: a failed list is not an empty list', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    test(`the trading center and the information center offer 重试 at ${viewport.width}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const failing = async (pattern: string) =>
        page.route(pattern, (route) => route.fulfill({ status: 500, body: '{"code":500,"msg":"x","data":null}' }));

      await failing('**/index/Listingproject/index**');
      await page.goto('/#/main/TradingCenter');
      const failure = page.getByRole('alert').filter({ hasText: '加载失败，请重试' });
      await expect(failure).toBeVisible();
      await expect(page.getByText('暂无数据...')).toHaveCount(0);
      await shoot(page, `trading-failed-${viewport.width}`);
      await page.unroute('**/index/Listingproject/index**');
      await failure.getByRole('button', { name: '重试' }).click();
      await expect(page.getByRole('list', { name: '挂牌项目列表' }).getByRole('listitem').first()).toBeVisible();

      await failing('**/index/news/index**');
      await page.goto('/#/main/informationCenter');
      await expect(failure).toBeVisible();
      await page.unroute('**/index/news/index**');
      await failure.getByRole('button', { name: '重试' }).click();
      await expect(page.locator('.center-list li').first()).toBeVisible();
    });
  }
});

test.describe('item 8: registration says the captcha must be entered again', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    test(`after the SMS the captcha is new and the page says so, at ${viewport.width}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/#/register');
      const mobile = randomMobile();
      await page.getByLabel('手机号码').fill(mobile);
      await page.getByLabel('图形验证码').fill(FIXED_CAPTCHA);
      await page.getByRole('button', { name: '获取验证码' }).click();
      await expect(page.getByRole('button', { name: /秒后重新获取/ })).toBeVisible();
      await expect(page.getByLabel('图形验证码')).toHaveValue('');
      const notice = page.getByRole('status').filter({ hasText: '注册前请输入新的图形验证码' });
      await expect(notice).toBeVisible();
      await shoot(page, `register-captcha-again-${viewport.width}`);

      // The server's refusal (a wrong SMS code) is shown as it is, and what was typed stays.
      await page.getByLabel('图形验证码').fill(FIXED_CAPTCHA);
      await expect(notice).toHaveCount(0);
      await page.getByLabel('短信验证码').fill('000000');
      await page.getByLabel('密码', { exact: true }).fill('green2024');
      await page.getByLabel('确认密码').fill('green2024');
      await page.getByRole('checkbox', { name: '我已阅读并同意' }).check();
      await page.getByRole('button', { name: /^注\s*册$/ }).click();
      await expect(page.locator('.ant-message')).toContainText('短信验证码错误');
      await expect(page.getByLabel('手机号码')).toHaveValue(mobile);
      await expect(page.getByLabel('密码', { exact: true })).toHaveValue('green2024');

      // The refused call has settled before the next try.
      await expect(page.locator('.jhy-auth__submit.ant-btn-loading')).toHaveCount(0);
      await page.getByLabel('图形验证码').fill(FIXED_CAPTCHA);
      await page.getByLabel('短信验证码').fill(FIXED_SMS_CODE);
      await page.locator('.jhy-auth__submit').click();
      await expect(page).toHaveURL(/#\/login$/, { timeout: 30_000 });
    });
  }
});

/** Every card figure is shown whole: its box is as wide as its text. */
async function clippedCardFigures(page: Page): Promise<string[]> {
  return page
    .locator('.listing-card__facts dd')
    .evaluateAll((cells) =>
      cells.filter((cell) => cell.scrollWidth > cell.clientWidth + 1).map((cell) => cell.textContent ?? ''),
    );
}

test.describe('item 9: card figures whole', () => {
  test('home and trading-center cards show price, deposit and deadline whole; one column on a phone', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/#/main/indexHome');
    const homeCards = page.locator('.home-listings__grid .listing-card');
    await expect(homeCards.first()).toBeVisible();
    expect(await clippedCardFigures(page)).toEqual([]);
    await expect(homeCards.first().locator('.listing-card__facts dd').nth(2)).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
    await homeCards.first().scrollIntoViewIfNeeded();
    await shoot(page, 'home-cards-1280', { fullPage: false });

    await page.setViewportSize(PHONE);
    await page.reload();
    await expect(homeCards.first()).toBeVisible();
    expect(await clippedCardFigures(page)).toEqual([]);
    const [first, second] = await Promise.all([homeCards.nth(0).boundingBox(), homeCards.nth(1).boundingBox()]);
    // One column: the second card is below the first, not beside it.
    expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
    await homeCards.first().scrollIntoViewIfNeeded();
    await shoot(page, 'home-cards-375', { fullPage: false });

    await page.goto('/#/main/TradingCenter');
    await expect(page.locator('.trading-grid .listing-card').first()).toBeVisible();
    expect(await clippedCardFigures(page)).toEqual([]);
    await page.setViewportSize(DESKTOP);
    expect(await clippedCardFigures(page)).toEqual([]);
  });
});

test.describe('item 10: the enterprise form', () => {
  test('an empty submit gives one summary, scrolls to the first field, and never says 请重选择', async ({
    page,
    request,
  }) => {
    await loggedInPortalUser(page, request);
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await page.goto('/#/main/addCompany');
      await page.getByRole('button', { name: /^提\s*交$/ }).click();
      // One summary, nothing else piled up beside it.
      await expect(page.locator('.ant-message-notice')).toHaveText(['请按提示修改标红的内容']);
      await expect(page.getByText('请选择经营所在地')).toBeVisible();
      await expect(page.getByText('请重选择经营所在地')).toHaveCount(0);
      // The first refused field, label and all, is on screen (not under the header).
      await expect(page.locator('label', { hasText: '企业名称' })).toBeInViewport();
      await shoot(page, `add-company-empty-${viewport.width}`, { fullPage: false });
    }
  });

  test('a submit while a file is uploading names the upload instead of calling the file missing', async ({
    page,
    request,
  }) => {
    await loggedInPortalUser(page, request);
    await page.setViewportSize(DESKTOP);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/index/Common/uploadFile', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/#/main/addCompany');
    const license = formItem(page, '营业执照');
    await license
      .locator('input[type=file]')
      .setInputFiles({ name: '营业执照.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
    await expect(license.getByText('营业执照.pdf')).toBeVisible();
    await page.getByRole('button', { name: /^提\s*交$/ }).click();
    await expect(page.locator('.ant-message-notice')).toHaveText(['附件正在上传：营业执照，请等上传完成后再提交']);
    await expect(license.getByText('请上传营业执照')).toHaveCount(0);
    await shoot(page, 'add-company-uploading-1280', { fullPage: false });
    release();
    await expect(license.getByRole('link', { name: '营业执照.pdf' })).toBeVisible();
  });

  test('the edit dialog speaks Chinese on a broken rule and keeps the commitment already given', async ({
    page,
    request,
  }) => {
    const user = await loggedInPortalUser(page, request);
    await addEnterpriseThroughApi(request, user, { company_name: '玛多生态草业有限公司' });
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await openPersonalCenterTab(page, '我的企业');
      await page
        .getByRole('region', { name: '我的企业' })
        .getByRole('button', { name: /编\s*辑/ })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: '编辑企业' });
      await expect(dialog.getByRole('checkbox', { name: /企业承诺函/ })).toBeChecked();
      await dialog.getByLabel('企业名称').fill('');
      await dialog.getByRole('button', { name: /^保\s*存$/ }).click();
      await expect(page.locator('.ant-message')).toContainText('请按提示修改标红的内容');
      await expect(page.getByText('edit failed')).toHaveCount(0);
      await expect(page.locator('.ant-modal')).toHaveCSS('opacity', '1');
      await shoot(page, `edit-company-invalid-${viewport.width}`, { fullPage: false });
      await dialog.getByLabel('企业名称').fill('玛多生态草业有限公司');
      await dialog.getByRole('button', { name: /^保\s*存$/ }).click();
      await expect(dialog).toBeHidden();
    }
  });
});

test.describe('item 11: the rejection reason is read whole', () => {
  test('我的企业 shows the whole review remark at 1280 and 375', async ({ page, request, baseURL }) => {
    const user = await loggedInPortalUser(page, request);
    const id = await addEnterpriseThroughApi(request, user, { company_name: '称多县高原草业有限公司' });
    const remark =
      '营业执照副本未加盖企业公章，法人身份证照片反面不清晰；请补充加盖公章的营业执照副本和清晰的法人身份证正反面照片后重新提交认证申请。';
    const version = async () =>
      (await staffCall(request, baseURL, '/console/api/enterprises/detail', { id })).update_time as string;
    await staffCall(request, baseURL, '/console/api/enterprises/decide', {
      id,
      decision: 'take',
      version: await version(),
    });
    await staffCall(request, baseURL, '/console/api/enterprises/decide', {
      id,
      decision: 'reject',
      remark,
      version: await version(),
    });

    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await openPersonalCenterTab(page, '我的企业');
      const shown = page.getByRole('region', { name: '我的企业' }).getByText(remark, { exact: false });
      await expect(shown).toBeVisible();
      const cut = await shown.evaluate(
        (cell) => cell.scrollWidth > cell.clientWidth + 1 || cell.closest('.ant-table-cell-ellipsis') !== null,
      );
      expect(cut).toBe(false);
      await shoot(page, `my-enterprises-remark-${viewport.width}`);
    }
  });
});

test.describe('item 12: the header on a phone', () => {
  test('a menu button opens every section; the banner has no unreadable text', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/#/main/indexHome');
    const nav = page.getByRole('navigation', { name: '主导航' });
    const menu = nav.getByRole('button', { name: '菜单' });
    await expect(menu).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');

    // The banner's words are page text of a readable size, above the dots, not a picture's 5 px.
    const caption = page.locator('.home-banner__caption').first();
    await expect(caption).toBeVisible();
    const fontSize = await caption.locator('strong').evaluate((title) => parseFloat(getComputedStyle(title).fontSize));
    expect(fontSize).toBeGreaterThanOrEqual(18);
    const captionBox = (await caption.boundingBox())!;
    const dotsBox = (await page.locator('.home-banner .jhy-carousel__dots').boundingBox())!;
    expect(captionBox.y + captionBox.height).toBeLessThanOrEqual(dotsBox.y);
    await shoot(page, 'header-closed-375', { fullPage: false });
    await menu.click();
    for (const label of ['首页', '交易中心', '试点示范', '产品认证', '政策法规', '信息中心', '关于我们']) {
      await expect(nav.locator('.jhy-nav__link', { hasText: label })).toBeInViewport();
    }
    await shoot(page, 'header-menu-375', { fullPage: false });
    await nav.locator('.jhy-nav__link', { hasText: '信息中心' }).click();
    await expect(page).toHaveURL(/#\/main\/informationCenter/);
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.locator('.jhy-nav__link', { hasText: '关于我们' })).toBeHidden();

    await page.setViewportSize(DESKTOP);
    await expect(menu).toBeHidden();
    await expect(nav.locator('.jhy-nav__link', { hasText: '关于我们' })).toBeVisible();
    await page.goto('/#/main/indexHome');
    await expect(page.locator('.home-banner__caption').first()).toBeVisible();
    await shoot(page, 'header-1280', { fullPage: false });
  });
});

test.describe('item 14: small things', () => {
  test('the personal-center tab is in the address and survives a reload', async ({ page, request }) => {
    await loggedInPortalUser(page, request);
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await page.goto('/#/main/myAccount');
      // The second round only changes the hash: wait until the page shows the first tab again, or the
      // click lands on 我的企业 while it is still the selected tab and changes nothing.
      await expect(page.getByRole('tab', { name: '我的账户' })).toHaveAttribute('aria-selected', 'true');
      // A hash change keeps the scroll of the page before (the reload's, tabs at the very top edge,
      // where a click at 375 px did not reach the tab): start from the top, as a visitor arrives.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByRole('tab', { name: '我的企业' }).click();
      await expect(page).toHaveURL(/#\/main\/myAccount\?tab=enterprises$/);
      await page.reload();
      await expect(page.getByRole('tab', { name: '我的企业' })).toHaveAttribute('aria-selected', 'true');
      await shoot(page, `my-account-tab-${viewport.width}`);
    }
  });

  test('trading-center paging lands on the top of the list, not on the banner', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/#/main/TradingCenter');
    const pager = page.locator('.trading-pager');
    await pager.scrollIntoViewIfNeeded();
    await pager.getByRole('button', { name: '第 2 页' }).click();
    await expect(page).toHaveURL(/page=2/);
    const title = page.getByRole('heading', { level: 1, name: '挂牌项目' });
    await expect(title).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await shoot(page, 'trading-page2-1280', { fullPage: false });
  });

  test('a missing listing shows the palette picture, not antd blue', async ({ page }) => {
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await page.goto('/#/main/TradingDetailTwo?id=999999');
      await expect(page.getByText('挂牌项目不存在或已下架')).toBeVisible();
      await expect(page.locator('[data-illustration="not-found"]')).toBeVisible();
      await expect(page.locator('.ant-result-404')).toHaveCount(0);
      await shoot(page, `listing-not-found-${viewport.width}`, { fullPage: false });
    }
  });

  test('without a tile service the about-us map is the region drawn from the shipped boundaries, with the address', async ({
    page,
  }) => {
    const address = await page.request
      .post('/index/Common/sysConfig', { data: { key: 'company_address' } })
      .then(async (answer) => (await answer.json()).data.content as string);
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await page.goto('/#/main/aboutUs');
      const region = page.locator('.about-map--region');
      await expect(region).toBeVisible();
      await expect(region).toContainText(address);
      await expect(page.locator('.leaflet-container')).toHaveCount(0);
      await region.scrollIntoViewIfNeeded();
      await shoot(page, `about-map-region-${viewport.width}`, { fullPage: false });
    }
  });

  test('with a tile service the exchange configured, the about-us map is a street map with the marker and its popup', async ({
    page,
  }) => {
    // The exchange's own tile service, as 系统配置 would set it (map_tile_url), answering a blank 1 × 1 PNG.
    await page.route('**/index/Common/sysConfig', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      for (const entry of body.data as Array<{ name: string; content: string }>) {
        if (entry.name === 'map_tile_url') entry.content = 'https://tiles.exchange.example/{z}/{x}/{y}.png';
      }
      await route.fulfill({ response, json: body });
    });
    const tile = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    await page.route(/tiles\.exchange\.example/, (route) => route.fulfill({ contentType: 'image/png', body: tile }));
    await page.setViewportSize(DESKTOP);
    await page.goto('/#/main/aboutUs');
    await expect(page.locator('.leaflet-marker-icon')).toBeVisible();
    await expect(page.locator('.leaflet-popup-content')).toContainText('五四西路');
    await expect(page.locator('.about-map--offline, .about-map--region')).toHaveCount(0);
  });
});
