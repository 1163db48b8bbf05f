import { expect, test, type Locator, type Page } from '@playwright/test';
import { API } from '@jhy/contract';
import { screenshot } from './support/journey';

/**
 * docs/performance.md "First paint": index.html draws the first picture of the home carousel and
 * of the trading center's before any of the app's code has run, with the page's CSP allowing its
 * one inline script by hash; the app then shows the same picture without fetching it again.
 */
async function firstPictures(page: Page): Promise<{ home: string; tradingCenter: string }> {
  const home = await (await page.request.get(API.homePage)).json();
  const listings = await (await page.request.get(API.listingBanner)).json();
  return {
    home: (home.data.data as Array<{ img_path: string }>)[0]!.img_path,
    tradingCenter: (listings.data as Array<{ product_img: string }>)[0]!.product_img,
  };
}

const policyRefusals = (page: Page) => {
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refusals.push(message.text());
  });
  return refusals;
};

test('before the app’s code has run, home and trading center show their first carousel picture, at 375 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const refusals = policyRefusals(page);
  const pictures = await firstPictures(page);
  // No script of the app ever arrives: what shows is index.html's own.
  await page.route('**/assets/*.js', (route) => route.abort());
  for (const [route, box, picturePath] of [
    ['/', 'home-banner__image', pictures.home],
    ['/#/main/TradingCenter', 'trading-banner__image', pictures.tradingCenter],
  ] as const) {
    await page.goto('about:blank');
    await page.goto(route);
    const picture = page.locator(`#root img.${box}.first-paint__picture`);
    await expect(picture).toBeVisible();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain(`${picturePath}?w=`);
    await page.screenshot({ path: screenshot(`first-paint-${box}-375.png`) });
  }
  expect(refusals).toEqual([]);
});

test('the app shows the picture index.html drew without fetching it again, and another page draws none', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const refusals = policyRefusals(page);
  const pictures = await firstPictures(page);
  const fetched: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path === pictures.home || path === pictures.tradingCenter) fetched.push(request.url());
  });

  // Each page on a fresh load, as a visitor arrives: the addresses a picture was fetched at.
  const fetchedOn = async (route: string, shown: Locator, picture: string) => {
    fetched.length = 0;
    await page.goto('about:blank');
    await page.goto(route);
    await expect(shown).toBeVisible();
    await page.waitForLoadState('networkidle');
    return [...new Set(fetched.filter((url) => new URL(url).pathname === picture))];
  };
  const homeCarousel = page.getByRole('region', { name: '首页轮播' }).locator('img.home-banner__image').first();
  expect(await fetchedOn('/#/main/indexHome', homeCarousel, pictures.home)).toHaveLength(1);
  const tradingCarousel = page.getByRole('region', { name: '交易中心轮播' }).locator('img').first();
  expect(await fetchedOn('/#/main/TradingCenter', tradingCarousel, pictures.tradingCenter)).toHaveLength(1);
  const policies = page.locator('.jhy-page').first();
  expect(await fetchedOn('/#/main/PoliciesRegulationsCenter', policies, pictures.home)).toEqual([]);
  expect(fetched).toEqual([]);
  await expect(page.locator('#root img.first-paint__picture')).toHaveCount(0);
  expect(refusals).toEqual([]);
});
