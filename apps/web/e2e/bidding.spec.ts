import { expect } from '@playwright/test';
import { test } from './support/test';
import {
  enrollingProjectListings,
  qualifyInConsole,
  registeredBuyerPages,
  twoVerifiedBuyers,
} from './support/buyingJourney';
import { createReviewer } from './support/staffMembers';
import { openConsoleBrowser } from './support/consoleTab';
import { firstAdmin } from './support/firstAdmin';
import { screenshot } from './support/journey';

test('two buyers register in their own browsers; staff record both deposits and qualify them', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { buyers, suffix } = await twoVerifiedBuyers(request, baseURL, '三江源竞买');

  // An enrolling project-form listing of the demo data.
  const listing = (await enrollingProjectListings(request))[0]!;
  expect(listing).toBeDefined();

  const first = buyers[0]!;
  const { pageA, pageB, errors } = await registeredBuyerPages(browser, buyers, listing.id, 'bidding');
  // One registration per enterprise: the only enterprise is used, so no second 我要报名.
  await expect(pageA.getByRole('region', { name: '意向受让' }).getByRole('button', { name: '我要报名' })).toHaveCount(
    0,
  );

  // Staff: the qualification queue, a deposit for each, then qualification.
  const { page: staff, errors: staffErrors } = await openConsoleBrowser(browser, firstAdmin(baseURL));
  errors.push(staffErrors);
  const { page: checker, errors: checkerErrors } = await openConsoleBrowser(
    browser,
    await createReviewer(request, baseURL),
  );
  errors.push(checkerErrors);
  await qualifyInConsole(staff, checker, buyers, `BOC${suffix}`, 'bidding-console-1280.png');

  // Each buyer sees their own state: qualified, deposit received, a bidder code.
  for (const page of [pageA, pageB]) {
    await page.reload();
    const panel = page.getByRole('region', { name: '意向受让' });
    await expect(panel.getByText('资格已确认')).toBeVisible();
    await expect(panel.getByText('保证金已到账')).toBeVisible();
    await expect(panel.getByText(/竞价号 \d{6}/)).toBeVisible();
  }
  await pageB.screenshot({ path: screenshot('bidding-qualified-375.png'), fullPage: true });

  // The personal center's tab lists the registration and its deposit.
  await pageA.goto('/#/main/myAccount?tab=bidding');
  const mine = pageA.getByRole('region', { name: '我的报名与竞价' });
  await expect(mine.getByRole('row', { name: new RegExp(first.companyName) })).toContainText('保证金已到账');
  await pageA.screenshot({ path: screenshot('bidding-my-account-1280.png'), fullPage: true });
  for (const seen of errors) expect(seen).toEqual([]);
});
