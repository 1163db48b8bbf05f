import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './support/test';
import {
  buyerPage,
  enrollingProjectListings,
  qualifyInConsole,
  registeredBuyerPages,
  twoVerifiedBuyers,
} from './support/buyingJourney';
import { createReviewer } from './support/staffMembers';
import { openConsoleBrowser, openFromConsoleMenu } from './support/consoleTab';
import { firstAdmin } from './support/firstAdmin';
import { screenshot } from './support/journey';
import { logInThroughApi, resetPasswordThroughApi, type LoggedInUser } from './support/portalSession';

/**
 * The whole sale, on the server whose clock this journey sets (playwright.config.ts, project
 * 'clock'): two buyers register, staff qualify them, the window closes into an auction, they bid
 * against each other, a late bid moves the end, the auction ends, and the winner downloads the
 * 成交确认书, which the verification page, the listing, the trading center and the statistics show.
 */
const MINUTE = 60_000;
/** The owner of the demo listings (modules/trading/demo/demoEnterprises.ts). */
const DEMO_SELLER_MOBILE = '13997100088';

const setServerClock = async (request: APIRequestContext, at: Date) =>
  expect((await request.post('/__test__/clock', { data: { at: at.toISOString() } })).ok()).toBe(true);
/** China time as the API writes it ('yyyy-MM-dd HH:mm:ss') to an instant. */
const chinaInstant = (text: string) => new Date(`${text.replace(' ', 'T')}+08:00`);

interface RoomState {
  ends_at: string;
  current_price: string;
  phase: string;
  extension_minutes: number;
}
async function roomState(request: APIRequestContext, user: LoggedInUser, listingId: number): Promise<RoomState> {
  const answer = await request.get('/index/Bidding/auction', {
    params: { listing_id: listingId },
    headers: { token: user.token },
  });
  return (await answer.json()).data as RoomState;
}

/** A quick bid: the room's first "出价 … 万元" button, confirmed. */
async function bidOnce(page: Page) {
  const board = page.getByRole('region', { name: '出价' });
  await board
    .getByRole('button', { name: /^出价 .+ 万元$/ })
    .first()
    .click();
  await page.getByRole('button', { name: '确认出价' }).click();
  // The bid is stored before it is answered (docs/bidding.md): on a busy machine that may take a while.
  await expect(page.getByText('出价成功').first()).toBeVisible({ timeout: 30_000 });
}

test('two buyers bid against each other, a late bid extends the end, the winner gets the confirmation', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const { buyers, suffix } = await twoVerifiedBuyers(request, baseURL, '玉树竞价');
  const [first, second] = [buyers[0]!, buyers[1]!];

  // An enrolling project-form listing of this server's demo data.
  const listing = (await enrollingProjectListings(request)).sort((x, y) => x.id - y.id)[0]!;
  expect(listing).toBeDefined();

  const { pageA, pageB, errors } = await registeredBuyerPages(browser, buyers, listing.id, 'auction');

  const { page: staff, errors: staffErrors } = await openConsoleBrowser(browser, firstAdmin(baseURL));
  errors.push(staffErrors);
  const { page: checker, errors: checkerErrors } = await openConsoleBrowser(
    browser,
    await createReviewer(request, baseURL),
  );
  errors.push(checkerErrors);
  await qualifyInConsole(staff, checker, buyers, `ICBC${suffix}`);

  const panelA = pageA.getByRole('region', { name: '意向受让' });
  // Qualified, before the window closes: each bidder is told when bidding opens, and waits in the room.
  const opensAt = `网络竞价将于 ${listing.end_time} 开始`;
  await pageA.reload();
  await expect(panelA.getByText(opensAt)).toBeVisible();
  await pageB.goto('/#/main/myAccount?tab=bidding');
  await expect(pageB.getByRole('region', { name: '我的报名与竞价' }).getByText(opensAt)).toBeVisible();
  await pageB.screenshot({ path: screenshot('auction-opens-at-375.png'), fullPage: true });
  const room = `/#/main/BiddingRoom?listing_id=${listing.id}`;
  await pageA.goto(room);
  await pageB.goto(room);
  for (const page of [pageA, pageB]) await expect(page.getByText(opensAt)).toBeVisible();
  await pageA.screenshot({ path: screenshot('auction-waiting-1280.png'), fullPage: true });
  await pageB.screenshot({ path: screenshot('auction-waiting-375.png'), fullPage: true });
  const loads = { a: 0, b: 0 };
  pageA.on('load', () => (loads.a += 1));
  pageB.on('load', () => (loads.b += 1));

  // The window ends: 1 s later the close job (every 5 s) opens the auction, and both rooms, left
  // open, become the auction without a reload (the live feed stays connected while it waits).
  await setServerClock(request, new Date(chinaInstant(listing.end_time).getTime() + 1_000));
  await expect(pageA.getByText('自由报价期').first()).toBeVisible({ timeout: 30_000 });
  await expect(pageB.getByText('自由报价期').first()).toBeVisible({ timeout: 30_000 });
  await expect(pageA.getByText(/^我的竞价号 \d{6}/)).toBeVisible();
  expect(loads).toEqual({ a: 0, b: 0 });

  // 甲 bids; 乙's room hears it live and outbids; 甲 sees it too.
  await bidOnce(pageA);
  const afterA = (await roomState(request, first.user, listing.id)).current_price;
  await expect(pageB.getByTestId('current-price')).toHaveText(`${Number(afterA)} 万元`);
  await bidOnce(pageB);
  const afterB = (await roomState(request, first.user, listing.id)).current_price;
  await expect(pageA.getByTestId('current-price')).toHaveText(`${Number(afterB)} 万元`);
  await expect(pageA.getByText('已被超越')).toBeVisible();

  // Staff watch the room with the bidders' names, pause it with a reason, and resume it.
  await openFromConsoleMenu(staff, '网络竞价');
  await staff
    .getByRole('row', { name: new RegExp(listing.product_name) })
    .getByRole('button', { name: /监\s*看/ })
    .click();
  const watch = staff.getByRole('dialog', { name: /竞价监看/ });
  await expect(watch.getByText(second.companyName)).toBeVisible();
  await watch.getByRole('button', { name: '暂停竞价' }).click();
  await staff.getByLabel('暂停原因').fill('核对保证金到账情况');
  await staff.getByRole('button', { name: '确认暂停' }).click();
  await expect(pageA.getByText('已暂停').first()).toBeVisible({ timeout: 15_000 });
  await expect(pageA.getByText('核对保证金到账情况')).toBeVisible();
  await staff.screenshot({ path: screenshot('auction-console-watch-1280.png') });
  await watch.getByRole('button', { name: '恢复竞价' }).click();
  await staff.getByRole('button', { name: /^恢\s*复$/ }).click();
  await expect(pageA.getByText('自由报价期').first()).toBeVisible({ timeout: 15_000 });

  // Two minutes before the end, in the timed period: 甲's bid moves the end to N minutes after it.
  const before = await roomState(request, first.user, listing.id);
  await setServerClock(request, new Date(Date.parse(before.ends_at) - 2 * MINUTE));
  await expect(pageA.getByText('限时报价期').first()).toBeVisible({ timeout: 15_000 });
  const endShownBefore = await pageB.getByText(/^结束时间 /).textContent();
  await bidOnce(pageA);
  const extended = await roomState(request, first.user, listing.id);
  expect(Date.parse(extended.ends_at)).toBeGreaterThan(Date.parse(before.ends_at));
  await expect(pageB.getByText(/^结束时间 /)).not.toHaveText(endShownBefore ?? '');
  await pageB.screenshot({ path: screenshot('auction-extended-375.png'), fullPage: true });
  await pageA.screenshot({ path: screenshot('auction-leading-1280.png'), fullPage: true });

  // The end passes: the room says so, and the result is settled within one run of the job.
  await setServerClock(request, new Date(Date.parse(extended.ends_at) + 1_000));
  await expect(pageB.getByTestId('countdown')).toHaveText('已结束', { timeout: 15_000 });
  // Each bidder's room says the outcome once it is settled, and what becomes of the deposit.
  await expect(pageA.getByText(/^竞得：您已成为本项目的受让方，成交价 /)).toBeVisible({ timeout: 30_000 });
  await expect(pageB.getByText('未竞得：本项目已由其他竞买人受让')).toBeVisible({ timeout: 30_000 });
  await expect(pageB.getByText(/您的保证金将按规定退还/)).toBeVisible();
  await pageA.screenshot({ path: screenshot('auction-won-1280.png'), fullPage: true });
  await pageB.screenshot({ path: screenshot('auction-lost-375.png'), fullPage: true });
  await pageA.goto(`/#/main/TradingDetailTwo?id=${listing.id}`);
  // The public detail is served from a short cache: read again until it has the sale. Each look
  // waits long enough for a reload on a busy machine (2 s was not, at a load of 10 on 2 cores).
  await expect(async () => {
    await pageA.reload();
    await expect(panelA.getByText('本项目已成交')).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 60_000 });
  await expect(panelA.getByText('已成交（受让方）')).toBeVisible();

  // The winner's 成交确认书: a PDF, rendered to a picture to look at.
  const downloading = pageA.waitForEvent('download');
  await panelA.getByRole('button', { name: '下载成交确认书' }).click();
  const download = await downloading;
  const pdfPath = test.info().outputPath('confirmation.pdf');
  await download.saveAs(pdfPath);
  expect(download.suggestedFilename()).toMatch(/^成交确认书-JHY\d{8}-[2-9A-HJ-NP-Z]{8}\.pdf$/);
  if (existsSync('/usr/bin/pdftoppm')) {
    execFileSync('/usr/bin/pdftoppm', ['-png', '-r', '70', '-singlefile', pdfPath, screenshot('auction-confirmation')]);
  }

  // The listing's public record, the verification page, the trading center and the statistics.
  const result = pageA.getByRole('region', { name: '成交结果与竞价记录' });
  // The sale's facts are public once staff publish the deal announcement (docs/bidding.md "The
  // result"), not before: the buyer is not named yet, the bid record (bidder codes) is.
  await expect(result.getByText(first.companyName)).toHaveCount(0);
  // The bid record: a header and the three bids.
  await expect(result.getByRole('row')).toHaveCount(4);
  await pageA.screenshot({ path: screenshot('auction-result-1280.png'), fullPage: true });
  await panelA.getByRole('link', { name: /^JHY/ }).click();
  await expect(pageA.getByText('验证通过：该成交确认书由本平台签发')).toBeVisible();
  await expect(pageA.getByText(first.companyName)).toBeVisible();
  // The page shows the SHA-256 of the kept document: the downloaded file's own.
  const digest = createHash('sha256').update(readFileSync(pdfPath)).digest('hex');
  await expect(pageA.getByTestId('deal-document-sha256')).toHaveText(digest);
  await pageA.screenshot({ path: screenshot('auction-verify-1280.png'), fullPage: true });

  const dealt = await (
    await request.get('/index/Listingproject/index', { params: { enroll_status: 3, limit: 50, page: 1 } })
  ).json();
  expect((dealt.data.data as Array<{ id: number }>).map((row) => row.id)).toContain(listing.id);
  await pageB.goto('/#/main/TradingData');
  const deals = pageB.getByRole('region', { name: '成交列表' });
  await expect(deals.getByRole('row', { name: new RegExp(listing.product_name) }).first()).toBeVisible();
  await pageB.screenshot({ path: screenshot('auction-statistics-375.png'), fullPage: true });

  // The seller — the owner of the demo listings, whose password only the SMS code resets — finds
  // the sale in 我的成交 with its 成交确认书, where the deal message sends them.
  const seller = await logInThroughApi(
    request,
    await resetPasswordThroughApi(request, { mobile: DEMO_SELLER_MOBILE, password: 'seller2026' }),
  );
  const sellerPage = await buyerPage(browser, seller, 375);
  await sellerPage.goto('/#/main/myAccount?tab=messages');
  const dealMessage = sellerPage.getByRole('listitem', { name: /已成交$/ }).first();
  await expect(dealMessage).toBeVisible();
  await dealMessage.getByRole('link', { name: '查看详情' }).click();
  const sold = sellerPage
    .getByRole('region', { name: '我的成交' })
    .getByRole('row', { name: new RegExp(listing.product_name) });
  await expect(sold).toContainText('转让方');
  await expect(sold).toContainText(first.companyName);
  await expect(sold.getByRole('button', { name: /下载成交确认书/ })).toBeVisible();
  await sellerPage.screenshot({ path: screenshot('auction-seller-deals-375.png'), fullPage: true });

  for (const seen of errors) expect(seen).toEqual([]);
});
