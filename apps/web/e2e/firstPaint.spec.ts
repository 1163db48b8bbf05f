import { expect, type Locator, type Page, type Request, type Route } from '@playwright/test';
import { test } from './support/test';
import { API, MESSAGE_PAGE_SIZE, RIVER_SOURCE_MAP_PICTURE } from '@jhy/contract';
import { screenshot } from './support/journey';
import { timedAuctionRoom } from '../src/test/auctionFixtures';
import { loggedInPortalUser } from './support/portalSession';

/**
 * docs/performance.md "First paint": index.html draws the first picture of the home carousel, of
 * the trading center's and of a listing's gallery before any of the app's code has run, with the
 * page's CSP allowing its one inline script by hash; the app then shows the same picture without
 * fetching it again.
 */
async function firstPictures(
  page: Page,
): Promise<{ home: string; tradingCenter: string; detailId: number; detail: string }> {
  const home = await (await page.request.get(API.homePage)).json();
  const banners = await (await page.request.get(API.listingBanner)).json();
  const listings = await (await page.request.get(`${API.listingList}?limit=50`)).json();
  // The newest project (TradingDetailTwo) with a picture; a card lists its pictures, the gallery's first.
  const project = (listings.data.data as Array<{ id: number; form_type: number; product_img: string }>)
    .filter((listing) => listing.form_type === 1 && listing.product_img)
    .sort((a, b) => b.id - a.id)[0]!;
  return {
    home: (home.data.data as Array<{ img_path: string }>)[0]!.img_path,
    tradingCenter: (banners.data as Array<{ product_img: string }>)[0]!.product_img,
    detailId: project.id,
    detail: project.product_img.split(',')[0]!,
  };
}

/** The app's entry script, as the build lists it in index.html's `#app-code` slot. */
async function appEntryOf(page: Page): Promise<string> {
  const shell = await (await page.request.get('/')).text();
  const code = JSON.parse(/<script type="application\/json" id="app-code">([^<]*)<\/script>/.exec(shell)![1]!) as {
    entry: string;
  };
  return code.entry;
}

/** The pilot page as the header's link opens it: its first entry, the river-source map. */
const PILOT_MAP_ROUTE = '/#/main/PilotDemonstration?from=index&idOne=178&idTwo=';

const policyRefusals = (page: Page) => {
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refusals.push(message.text());
  });
  return refusals;
};

/** Each test here starts alike: it watches for the CSP's refusals and finds the pictures index.html draws first. */
async function watchFirstPaint(page: Page) {
  const refusals = policyRefusals(page);
  return { refusals, pictures: await firstPictures(page) };
}

test('before the app’s code has run, home and trading center show their first carousel picture, at 375 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const { refusals, pictures } = await watchFirstPaint(page);
  // No script of the app ever arrives: what shows is index.html's own.
  await page.route('**/assets/*.js', (route) => route.abort());
  for (const [route, box, source] of [
    ['/', 'home-banner__image', `${pictures.home}?w=`],
    ['/#/main/TradingCenter', 'trading-banner__image', `${pictures.tradingCenter}?w=`],
    [`/#/main/TradingDetailTwo?id=${pictures.detailId}`, 'gallery__first-paint', `${pictures.detail}?w=`],
    // The pilot page's map, as the header's link opens it: its drawing of the outlines.
    [PILOT_MAP_ROUTE, 'pilot-map__drawing', RIVER_SOURCE_MAP_PICTURE.src],
  ] as const) {
    await page.goto('about:blank');
    await page.goto(route);
    const picture = page.locator(`#root img.${box}.first-paint__picture`);
    await expect(picture).toBeVisible();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain(source);
    await page.screenshot({ path: screenshot(`first-paint-${box}-375.png`) });
  }
  // Another entry of the pilot page lists zones as cards: no map is drawn for it.
  await page.goto('about:blank');
  await page.goto('/#/main/PilotDemonstration?from=index&idOne=182&idTwo=');
  await expect(page.getByText('江河源生态产品交易平台')).toBeVisible();
  await expect(page.locator('#root img.first-paint__picture')).toHaveCount(0);
  expect(refusals).toEqual([]);
});

test('the app shows the picture index.html drew without fetching it again, and another page draws none', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const { refusals, pictures } = await watchFirstPaint(page);
  const fetched: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if ([pictures.home, pictures.tradingCenter, pictures.detail, RIVER_SOURCE_MAP_PICTURE.src].includes(path)) {
      fetched.push(request.url());
    }
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
  // The gallery's thumbnails show the picture again at their own width: what counts is that the
  // preview's address, which index.html's picture asked for too, was fetched once.
  const preview = page.locator('.gallery__preview img');
  await fetchedOn(`/#/main/TradingDetailTwo?id=${pictures.detailId}`, preview, pictures.detail);
  const previewSource = await preview.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(previewSource).toContain(`${pictures.detail}?w=`);
  expect(fetched.filter((url) => url === previewSource)).toHaveLength(1);
  // The pilot page's map: index.html's drawing of it, then the page's own with the pins over it.
  const pilotMap = page.getByRole('group', { name: /^川甘青藏江河源地图：/ }).getByRole('button', { name: '甘孜州' });
  await fetchedOn(PILOT_MAP_ROUTE, pilotMap, RIVER_SOURCE_MAP_PICTURE.src);
  expect(fetched).toHaveLength(1);
  const policies = page.locator('.jhy-page').first();
  expect(await fetchedOn('/#/main/PoliciesRegulationsCenter', policies, pictures.home)).toEqual([]);
  expect(fetched).toEqual([]);
  await expect(page.locator('#root img.first-paint__picture')).toHaveCount(0);
  expect(refusals).toEqual([]);
});

test('the main picture is asked for before any of the app’s scripts (docs/performance.md "First load order")', async ({
  page,
}) => {
  const { refusals, pictures } = await watchFirstPaint(page);
  for (const [route, picture, shown] of [
    ['/#/main/indexHome', pictures.home, page.getByRole('region', { name: '首页轮播' })],
    ['/#/main/TradingCenter', pictures.tradingCenter, page.getByRole('region', { name: '交易中心轮播' })],
  ] as const) {
    await page.goto('about:blank');
    const requested: string[] = [];
    const record = (request: { url: () => string }) => requested.push(new URL(request.url()).pathname);
    page.on('request', record);
    await page.goto(route);
    // The app's code still loads and draws the page.
    await expect(shown).toBeVisible();
    page.off('request', record);
    const firstScript = requested.findIndex((path) => path.startsWith('/assets/') && path.endsWith('.js'));
    expect(firstScript, route).toBeGreaterThan(0);
    expect(requested.indexOf(picture), route).toBeGreaterThanOrEqual(0);
    expect(requested.indexOf(picture), route).toBeLessThan(firstScript);
  }
  expect(refusals).toEqual([]);
});

test('a first screen’s code is asked for with the app’s, not once the app has loaded (docs/performance.md "A first screen’s code with the app’s")', async ({
  page,
}) => {
  const entry = await appEntryOf(page);
  const isEntry = (url: URL) => url.pathname === entry;
  for (const [route, pageCode] of [
    ['/#/main/indexHome', /\/assets\/HomePage-[\w-]+\.js$/],
    ['/#/main/TradingCenter', /\/assets\/TradingCenterPage-[\w-]+\.js$/],
    [PILOT_MAP_ROUTE, /\/assets\/PilotDemonstrationPage-[\w-]+\.js$/],
    // A page drawn by a parameter: the message center's tab, by `tab` (a visitor is then sent to log in).
    ['/#/main/myAccount?tab=messages', /\/assets\/MessageCenterTab-[\w-]+\.js$/],
    ['/#/main/BiddingRoom?listing_id=5', /\/assets\/BiddingRoomPage-[\w-]+\.js$/],
  ] as const) {
    await page.goto('about:blank');
    // The app's entry is held back: the page's code must be asked for without it.
    let releaseEntry = () => {};
    const entryHeld = new Promise<void>((resolve) => (releaseEntry = resolve));
    const holdEntry = async (held: Route) => {
      await entryHeld;
      await held.continue();
    };
    await page.route(isEntry, holdEntry, { times: 1 });
    const pageCodeAsked = page.waitForRequest(pageCode, { timeout: 10_000 });
    await page.goto(route, { waitUntil: 'commit' });
    await pageCodeAsked;
    releaseEntry();
    // The app's code then loads and draws the page.
    await expect(page.locator('.jhy-layout__page, .jhy-auth')).toBeVisible();
  }
});

/**
 * Records, in the page, what #root showed at the moment the app's entry script was added: the app
 * must not start before index.html's picture is on the screen (docs/performance.md "The app waits
 * for the picture").
 */
async function watchAppStart(page: Page) {
  await page.addInitScript(() => {
    new MutationObserver((changes, observer) => {
      for (const change of changes) {
        for (const node of Array.from(change.addedNodes)) {
          if (node instanceof HTMLScriptElement && node.type === 'module') {
            const picture = document.querySelector<HTMLImageElement>('#root img.first-paint__picture');
            document.documentElement.dataset.appStartSaw = !picture
              ? 'no picture'
              : picture.complete && picture.naturalWidth > 0
                ? 'shown'
                : 'loading';
            observer.disconnect();
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.locator('html').getAttribute('data-app-start-saw');
}

test('the app’s code runs once index.html’s picture is shown, even when the picture arrives after the code', async ({
  page,
}) => {
  const { refusals, pictures } = await watchFirstPaint(page);
  const entry = await appEntryOf(page);
  const appStartSaw = await watchAppStart(page);
  for (const [route, picture] of [
    [`/#/main/TradingDetailTwo?id=${pictures.detailId}`, pictures.detail],
    ['/#/main/indexHome', pictures.home],
  ] as const) {
    await page.goto('about:blank');
    // The picture is held until the app's code has arrived: the app then waits for it.
    let releasePicture = () => {};
    const pictureHeld = new Promise<void>((resolve) => (releasePicture = resolve));
    const isPicture = (url: URL) => url.pathname === picture;
    await page.route(
      isPicture,
      async (held) => {
        await pictureHeld;
        await held.continue();
      },
      { times: 1 },
    );
    const codeArrived = page.waitForResponse((response) => new URL(response.url()).pathname === entry);
    await page.goto(route, { waitUntil: 'commit' });
    await codeArrived;
    releasePicture();
    await expect(page.locator('.jhy-layout__page')).toBeVisible();
    expect(await appStartSaw(), route).toBe('shown');
    await page.unroute(isPicture);
  }
  expect(refusals).toEqual([]);
});

test('a picture that never arrives does not hold the app back', async ({ page }) => {
  const { pictures } = await watchFirstPaint(page);
  await page.route(
    (url) => url.pathname === pictures.detail,
    () => {
      // Never answered.
    },
  );
  // Not to the load event, which the picture's request holds.
  await page.goto(`/#/main/TradingDetailTwo?id=${pictures.detailId}`, { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a signed-in first screen’s data is asked for by index.html before the app runs, and only once (docs/performance.md "A first screen’s data before the app")', async ({
  page,
  request,
}) => {
  const user = await loggedInPortalUser(page, request);
  const entry = await appEntryOf(page);
  const refusals = policyRefusals(page);
  const answer = (route: Route, body: unknown, contentType = 'application/json') =>
    route.fulfill({ status: 200, contentType, body: typeof body === 'string' ? body : JSON.stringify(body) });
  await page.route('**/index/Bidding/auction', (route) =>
    answer(route, { code: 200, msg: 'ok', data: timedAuctionRoom(new Date()) }),
  );
  await page.route('**/index/Bidding/events**', (route) => answer(route, '', 'text/event-stream'));
  for (const { route, path, body, drawn } of [
    {
      route: '/#/main/myAccount?tab=messages',
      path: API.messageList,
      body: { page: 1, limit: MESSAGE_PAGE_SIZE },
      drawn: page.getByText('暂无数据'),
    },
    // The room of an auction in its free period, answered as biddingRoom.spec.ts answers it.
    {
      route: '/#/main/BiddingRoom?listing_id=5',
      path: API.auctionState,
      body: { listing_id: 5 },
      drawn: page.getByTestId('current-price'),
    },
  ]) {
    // A document of this origin (the session's init script reads its storage) that is not the app.
    await page.goto('/favicon.svg');
    const asked: string[] = [];
    const onRequest = (sent: Request) => {
      if (new URL(sent.url()).pathname === path) asked.push(sent.postData() ?? '');
    };
    page.on('request', onRequest);
    // The app's entry is held back until the call has gone: index.html made it, with the session.
    let releaseEntry = () => {};
    const entryHeld = new Promise<void>((resolve) => (releaseEntry = resolve));
    await page.route(
      (url) => url.pathname === entry,
      async (held) => {
        await entryHeld;
        await held.continue();
      },
      { times: 1 },
    );
    const call = page.waitForRequest((sent) => new URL(sent.url()).pathname === path, { timeout: 10_000 });
    await page.goto(route, { waitUntil: 'commit' });
    expect((await call).headers().token).toBe(user.token);
    releaseEntry();
    await expect(drawn).toBeVisible();
    page.off('request', onRequest);
    expect(asked).toEqual([JSON.stringify(body)]);
  }
  expect(refusals).toEqual([]);
});
