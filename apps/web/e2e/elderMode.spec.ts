import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { enrollingProjectListings, registerThroughPage } from './support/buyingJourney';
import { screenshot } from './support/journey';
import { keepSessionInBrowser, logInThroughApi, signUpThroughApi } from './support/portalSession';
import { verifiedEnterprise } from './support/verifiedEnterprise';

/**
 * 长辈模式 (docs/accessibility.md "Elder-friendly mode"): switched on in the header, the public pages
 * and the buying journey's pages at 1280 and 375 px, each pictured at both widths
 * (`elder-<page>-<width>.png`) and checked by axe at both (support/test.ts), with nothing running
 * off the side of the screen.
 */
const PUBLIC_PAGES = [
  { name: 'home', path: '/#/main/indexHome' },
  { name: 'trading', path: '/#/main/TradingCenter' },
  { name: 'pilot', path: '/#/main/PilotDemonstration?from=index&idOne=178&idTwo=' },
  { name: 'certification', path: '/#/main/ProductCertification' },
  { name: 'policies', path: '/#/main/PoliciesRegulationsCenter' },
  { name: 'information', path: '/#/main/informationCenter' },
  { name: 'about', path: '/#/main/aboutUs' },
];
const WIDTHS = [1280, 375];

const elderSwitch = (page: Page) => page.getByRole('button', { name: '长辈模式' });

/** The page pictured at each width, with nothing wider than the screen. */
async function pictureAtBothWidths(page: Page, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.locator('main')).toBeVisible();
    // Polled: after the resize, antd's responsive table columns follow the media query a render later.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
        message: `${name} at ${width} px runs off the side`,
      })
      .toBeLessThanOrEqual(0);
    await page.screenshot({ path: screenshot(`elder-${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Waits for a page's content: its main landmark with no loading shapes left in it. */
async function contentOf(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('main')).toBeVisible();
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
}

test('长辈模式 on the public pages and the buying journey, at 1280 and 375 px', async ({ page, request, baseURL }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(PUBLIC_PAGES[0]!.path);
  await elderSwitch(page).click();
  await expect(elderSwitch(page)).toHaveAttribute('aria-pressed', 'true');

  for (const { name, path } of PUBLIC_PAGES) {
    await contentOf(page, path);
    await pictureAtBothWidths(page, name);
  }

  // The buying journey: a buyer with a verified enterprise registers for an enrolling listing.
  const user = await logInThroughApi(request, await signUpThroughApi(request));
  const companyName = `长辈模式竞买${String(Date.now()).slice(-6)}有限公司`;
  await verifiedEnterprise(request, baseURL, user, companyName);
  await keepSessionInBrowser(page, user);
  // The session is put in place as a document starts: a new hash alone starts none.
  await page.reload();
  const listing = (await enrollingProjectListings(request)).sort((x, y) => y.id - x.id)[0]!;
  await contentOf(page, `/#/main/TradingDetailTwo?id=${listing.id}`);
  await expect(elderSwitch(page)).toHaveAttribute('aria-pressed', 'true');
  await pictureAtBothWidths(page, 'listing');
  await registerThroughPage(page, listing.id, companyName, 'elder-registered-1280.png');
  await pictureAtBothWidths(page, 'listing-registered');

  await contentOf(page, '/#/main/myAccount?tab=bidding');
  await expect(page.getByRole('region', { name: '我的报名与竞价' })).toContainText(companyName);
  await pictureAtBothWidths(page, 'my-bidding');

  await contentOf(page, `/#/main/BiddingRoom?listing_id=${listing.id}`);
  await pictureAtBothWidths(page, 'bidding-room');
});
