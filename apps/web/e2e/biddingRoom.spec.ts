import { expect, type Page, type Route } from '@playwright/test';
import { test } from './support/test';
import type { AuctionView } from '@jhy/contract';
import { timedAuctionRoom } from '../src/test/auctionFixtures';
import { expectNoAntdDrawn, screenshot, watchScripts } from './support/journey';
import { loggedInPortalUser } from './support/portalSession';

/**
 * The bidding room's layout and messages at 1280 and 375 px. A logged-in user of the real server;
 * the room's three calls are answered by the page itself (an auction needs a disclosure window to
 * end, which the real clock will not do within a journey; the server side is proven by
 * apps/server/src/modules/bidding/*.test.ts with a controlled clock).
 */
/** The room as the server would answer it now (the countdown reads the browser's clock). */
const room = (values: Partial<AuctionView> = {}) => timedAuctionRoom(new Date(), values);

const json = (route: Route, status: number, body: unknown) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

async function stubRoom(page: Page, bidAnswers: Array<{ status: number; body: unknown }>) {
  await page.route('**/index/Bidding/auction**', (route) => json(route, 200, { code: 200, msg: 'ok', data: room() }));
  await page.route('**/index/Bidding/events**', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/event-stream',
      body: `id: 2\nevent: state\ndata: ${JSON.stringify({ ...room(), me: { bidder_code: '', can_bid: false, leading: false, best: '' } })}\n\n`,
    }),
  );
  await page.route('**/index/Bidding/bid', (route) => {
    const answer = bidAnswers.shift()!;
    return json(route, answer.status, answer.body);
  });
}

for (const width of [1280, 375]) {
  test(`the bidding room at ${width} px: price, countdown, bid with confirmation, refusal in the server's words`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 860 });
    await loggedInPortalUser(page, request);
    const accepted = room({
      current_price: '104.0000',
      next_minimum: '105.0000',
      version: 3,
      bid_count: 3,
      history: [
        { seq: 3, bidder_code: '175204', amount: '104.0000', placed_at: new Date().toISOString(), mine: true },
        ...room().history,
      ],
      me: { bidder_code: '175204', can_bid: true, leading: true, best: '104.0000', result: '' },
    });
    await stubRoom(page, [
      { status: 200, body: { code: 200, msg: '出价成功', data: accepted } },
      { status: 429, body: { code: 429, msg: '出价过于频繁，请稍后再试', data: null } },
    ]);
    const scripts = watchScripts(page);
    await page.goto('/#/main/BiddingRoom?listing_id=5');
    await expect(page.getByTestId('current-price')).toHaveText('103 万元');
    await expect(page.getByText('已被超越')).toBeVisible();
    await expect(page.getByTestId('countdown')).toHaveText(/^0[34]:\d\d$/);
    await page.screenshot({ path: screenshot(`bidding-room-${width}.png`), fullPage: true });
    // The room with the header's user menu draws no antd and loads no zod (docs/performance.md "The pages a bidder opens").
    await expectNoAntdDrawn(page);
    expect(await scripts.holding('_zod')).toEqual([]);

    await page.getByRole('button', { name: '出价 104 万元' }).click();
    await expect(page.getByText('确认出价 104 万元？')).toBeVisible();
    await page.getByRole('button', { name: '确认出价' }).click();
    await expect(page.getByText('出价成功')).toBeVisible();
    await expect(page.getByTestId('current-price')).toHaveText('104 万元');
    await expect(page.getByText('当前领先')).toBeVisible();

    await page.getByRole('button', { name: '出价 105 万元' }).click();
    await page.getByRole('button', { name: '确认出价' }).click();
    await expect(page.getByText('出价过于频繁，请稍后再试')).toBeVisible();
    await page.screenshot({ path: screenshot(`bidding-room-bid-${width}.png`), fullPage: true });
    // Nothing wider than the screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
