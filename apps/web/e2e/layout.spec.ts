import { expect, type ConsoleMessage, type Page } from '@playwright/test';
import { test } from './support/test';
import { loggedInPortalUser } from './support/portalSession';
import { isDrawn, provokesConsoleErrors, screenshot } from './support/journey';

/** The seven tabs in the product's order and where each leads (the hash route). */
const TABS = [
  { label: '首页', hash: '#/main/indexHome' },
  { label: '交易中心', hash: '#/main/TradingCenter' },
  { label: '试点示范', hash: '#/main/PilotDemonstration?from=index&idOne=178&idTwo=' },
  { label: '产品认证', hash: '#/main/ProductCertification' },
  { label: '政策法规', hash: '#/main/PoliciesRegulationsCenter' },
  { label: '信息中心', hash: '#/main/informationCenter' },
  { label: '关于我们', hash: '#/main/aboutUs' },
];

const mainNav = (page: Page) => page.getByRole('navigation', { name: '主导航' });
const headerTab = (page: Page, label: string) => mainNav(page).locator('.jhy-nav__link', { hasText: label });

/**
 * The about-us map asks an outside tile server, which this offline machine cannot reach; the page is
 * built to show the marker without tiles. Failures of our own origin still count, and so does a CSP
 * violation.
 */
function isOfflineTile(message: ConsoleMessage) {
  const source = message.location().url;
  const external = source !== '' && !source.startsWith('http://127.0.0.1');
  return external && message.text().startsWith('Failed to load resource');
}

test('each header tab opens its section and stays selected after a reload', async ({ page }) => {
  provokesConsoleErrors(page, isOfflineTile);
  await page.goto('/');
  await expect(page).toHaveURL(/#\/main\/indexHome$/);

  for (const [index, tab] of TABS.entries()) {
    // Start each hop from another section, so the click is what selects the tab.
    await page.goto(index === 0 ? '/#/main/aboutUs' : '/#/main/indexHome');
    await headerTab(page, tab.label).click();
    await expect.poll(() => page.evaluate(() => window.location.hash)).toBe(tab.hash);
    await expect(headerTab(page, tab.label)).toHaveAttribute('aria-current', 'page');
    expect(await page.evaluate(() => localStorage.getItem('selectIndex'))).toBe(String(index));

    await page.reload();
    await expect(headerTab(page, tab.label)).toHaveAttribute('aria-current', 'page');
    await expect(mainNav(page).locator('[aria-current="page"]')).toHaveCount(1);
  }
});

test('the personal center selects no tab; the pages of a section select theirs', async ({ page, request }) => {
  await loggedInPortalUser(page, request);
  await page.goto('/#/main/myAccount');
  await expect(page.getByText('个人中心', { exact: true })).toBeVisible();
  await expect(mainNav(page).locator('[aria-current="page"]')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('selectIndex'))).toBe('-1');

  await page.goto('/#/main/TradingDetailTwo?id=1');
  await expect(headerTab(page, '交易中心')).toHaveAttribute('aria-current', 'page');
});

test('the pilot tab menu opens the pilot zone and the non-pilot zone', async ({ page }) => {
  await page.goto('/#/main/indexHome');

  await headerTab(page, '试点示范').hover();
  await page.getByRole('link', { name: '试点区', exact: true }).click();
  await expect(page).toHaveURL(/#\/main\/PilotDemonstration\?from=index&idOne=178&idTwo=$/);
  await expect(headerTab(page, '试点示范')).toHaveAttribute('aria-current', 'page');

  await page.goto('/#/main/indexHome');
  await headerTab(page, '试点示范').hover();
  await page.getByRole('link', { name: '非试点区' }).click();
  await expect(page).toHaveURL(/#\/main\/PilotDemonstration\?from=index&idOne=182&idTwo=183$/);
  await expect(headerTab(page, '试点示范')).toHaveAttribute('aria-current', 'page');
});

test('the pilot tab menu opens from the keyboard too: Tab reaches its two zones', async ({ page }) => {
  await page.goto('/#/main/indexHome');
  await headerTab(page, '试点示范').focus();
  await page.keyboard.press('Tab');
  const pilotZone = page.getByRole('link', { name: '试点区', exact: true });
  await expect(pilotZone).toBeFocused();
  await expect(pilotZone).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/main\/PilotDemonstration\?from=index&idOne=178&idTwo=$/);
});

for (const width of [375, 1280]) {
  test(`长辈模式 at ${width} px: larger text, remembered after a reload, nothing sideways`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/#/main/TradingCenter');
    const heading = page.locator('.listing-card__title, .listing-card h3').first();
    await expect(heading).toBeVisible();
    const sizeOf = () => heading.evaluate((element) => element.getBoundingClientRect().height);
    const before = await sizeOf();

    await page.getByRole('button', { name: '长辈模式' }).click();
    await expect(page.getByRole('button', { name: '长辈模式' })).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(page.getByRole('button', { name: '长辈模式' })).toHaveAttribute('aria-pressed', 'true');
    await expect(heading).toBeVisible();
    expect(await sizeOf()).toBeGreaterThan(before * 1.1);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: screenshot(`elder-mode-trading-${width}.png`), fullPage: true });
    await page.getByRole('button', { name: '长辈模式' }).click();
  });
}

test("an unknown route shows 'Oops!' and leads home", async ({ page }) => {
  await page.goto('/#/no/such/page');
  await expect(page.getByText('Oops!')).toBeVisible();
  await expect(page.getByText('抱歉，您访问的页面不存在。')).toBeVisible();
  await expect(page.getByText('Sorry, the page you visited does not exist.')).toBeVisible();
  await page.getByRole('link', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/#\/main\/indexHome$/);
});

test('a login-required page sends a visitor to the login page and remembers where they were going', async ({
  page,
}) => {
  await page.goto('/#/main/releaseDisplayGoods?routerOrigin=1');
  await expect(page).toHaveURL(/#\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('redirectPath'))).toBe(
    '/main/releaseDisplayGoods?routerOrigin=1',
  );
});

test('the footer shows the configured address and phone numbers', async ({ page, request }) => {
  const answer = await request.post('/index/Common/sysConfig');
  expect(answer.ok()).toBe(true);
  const { data } = (await answer.json()) as { data: { name: string; content: string }[] };
  const configured = (name: string) => data.find((entry) => entry.name === name)?.content ?? '';
  const address = configured('company_address');
  const phones = configured('company_phone').split(/\s+/).filter(Boolean);
  expect(address).not.toBe('');
  expect(phones.length).toBeGreaterThan(0);

  await page.goto('/#/main/indexHome');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText(address)).toBeVisible();
  for (const phone of phones) await expect(footer.getByRole('link', { name: phone })).toBeVisible();
  await expect(footer.getByText(configured('copyright'))).toBeVisible();
});

test('home page at phone width: sections behind the menu, footer stacks, back to top appears', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/#/main/indexHome');
  await expect(page.getByRole('heading', { level: 1, name: '江河源生态产品交易平台' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByText('投诉电话：')).toBeVisible();

  // Nothing may stick out sideways on a phone.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: screenshot('home-375.png'), fullPage: true });

  // The last tab is one tap on the menu away.
  await mainNav(page).getByRole('button', { name: '菜单' }).click();
  await expect(headerTab(page, '关于我们')).toBeInViewport();
  await mainNav(page).getByRole('button', { name: '菜单' }).click();

  await page.mouse.wheel(0, 2000);
  const backToTop = page.locator('.ant-float-btn');
  await expect(backToTop).toBeVisible();
  await backToTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('on a phone, the listing cards and the footer far below the first screen are drawn only as they come near', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/#/main/indexHome');
  const cards = page.locator('.home-listings .listing-card');
  await expect(cards.first()).toBeAttached();
  const lastCardBody = cards.last().locator('.listing-card__body');
  const footerName = page.locator('.jhy-footer__name');

  expect(await isDrawn(lastCardBody)).toBe(false);
  expect(await isDrawn(footerName)).toBe(false);

  await footerName.scrollIntoViewIfNeeded();
  await expect.poll(() => isDrawn(footerName)).toBe(true);
  await lastCardBody.scrollIntoViewIfNeeded();
  await expect.poll(() => isDrawn(lastCardBody)).toBe(true);
  await expect(lastCardBody).toBeInViewport();
});

test('home page at desktop width', async ({ page }) => {
  provokesConsoleErrors(page, isOfflineTile);
  await page.goto('/#/main/indexHome');
  await expect(page.getByRole('heading', { level: 1, name: '江河源生态产品交易平台' })).toBeVisible();
  await expect(page.getByRole('list', { name: '服务入口' }).getByRole('link')).toHaveCount(4);
  await page.screenshot({ path: screenshot('home-1440.png'), fullPage: true });

  // Green finance is an external site from configuration, opened in a new tab.
  const greenFinanceUrl = await page.evaluate(async () => {
    const res = await fetch('/index/Common/sysConfig?key=green_finance_url');
    return (await res.json()).data.content as string;
  });
  const greenFinance = page.getByRole('link', { name: /绿色金融/ });
  await expect(greenFinance).toHaveAttribute('href', greenFinanceUrl);
  await expect(greenFinance).toHaveAttribute('target', '_blank');
});
