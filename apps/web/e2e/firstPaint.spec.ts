import { expect, test, type Page } from '@playwright/test';
import { API } from '@jhy/contract';
import { screenshot } from './support/journey';

/**
 * docs/performance.md "First paint": index.html draws the home carousel's first picture before
 * any of the app's code has run, with the page's CSP allowing its one inline script by hash; the
 * app then shows the same picture without fetching it again.
 */
async function firstBannerPath(page: Page): Promise<string> {
  const answer = await (await page.request.get(API.homePage)).json();
  return (answer.data.data as Array<{ img_path: string }>)[0]!.img_path;
}

const policyRefusals = (page: Page) => {
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refusals.push(message.text());
  });
  return refusals;
};

test('before the app’s code has run, the home page shows its first banner picture, at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const refusals = policyRefusals(page);
  const bannerPath = await firstBannerPath(page);
  // No script of the app ever arrives: what shows is index.html's own.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/');
  const picture = page.locator('#root > img.home-banner__image');
  await expect(picture).toBeVisible();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  expect(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain(`${bannerPath}?w=`);
  await page.screenshot({ path: screenshot('first-paint-375.png') });
  expect(refusals).toEqual([]);
});

test('the app shows the picture index.html drew without fetching it again, and draws none on another page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const refusals = policyRefusals(page);
  const bannerPath = await firstBannerPath(page);
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === bannerPath) fetched.push(request.url());
  });
  await page.goto('/#/main/indexHome');
  const carousel = page.getByRole('region', { name: '首页轮播' });
  await expect(carousel.locator('img.home-banner__image').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(new Set(fetched).size).toBe(1);

  fetched.length = 0;
  await page.goto('about:blank');
  await page.goto('/#/main/TradingCenter');
  await expect(page.locator('.trading-breadcrumb')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(fetched).toEqual([]);
  expect(refusals).toEqual([]);
});
