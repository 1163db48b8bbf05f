import { API } from '@jhy/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctionWithBidders, loggedInUsers } from '../test/biddingFixtures.js';
import { createTestApp, type TestApp } from '../test/testApp.js';

// An auction's live feed over real sockets on 127.0.0.1 (docs/security.md "Live streams").
const END = new Date('2026-06-01T15:59:59Z');
const now = new Date(END.getTime() + 1);
let t: TestApp;
let base: string;
let listingId: number;
beforeAll(async () => {
  t = await createTestApp({ clock: () => now, env: { MAX_STREAMS_PER_USER: '2', MAX_STREAMS_PER_ADDRESS: '4' } });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { listing } = await auctionWithBidders(t.db, t.config.bidding, { bidders: 2, end: END });
  listingId = listing.id;
});
afterAll(() => t.close());

const openStreams = async () =>
  Number(/^event_streams_open (\S+)$/m.exec((await t.app.inject({ url: '/metrics' })).body)?.[1]);

/** Waits (bounded) until `count` streams are open. */
async function untilOpen(count: number) {
  for (let attempt = 0; attempt < 100 && (await openStreams()) !== count; attempt += 1)
    await new Promise((resolve) => setTimeout(resolve, 20));
  return openStreams();
}

/** Opens the feed as `token`; answers the status, and `close()` for a stream that opened. */
async function stream(token: string, method = 'GET') {
  const controller = new AbortController();
  const res = await fetch(`${base}${API.auctionEvents}?listing_id=${listingId}`, {
    method,
    headers: { token },
    signal: controller.signal,
  });
  if (res.status !== 200)
    return { status: res.status, body: await res.json(), allow: res.headers.get('allow'), close() {} };
  // The first event is there once the stream is set up.
  await res.body!.getReader().read();
  return { status: res.status, body: undefined, allow: null, close: () => controller.abort() };
}

describe('the auction live feed as a stream', () => {
  it('answers only GET: a POST is refused with 405 and opens nothing', async () => {
    const [user] = await loggedInUsers(t.db, 1);
    const posted = await stream(user!.token, 'POST');
    expect(posted.status).toBe(405);
    expect(posted.allow).toBe('GET');
    expect(posted.body).toEqual({ code: 405, msg: '实时推送只接受 GET 方式连接', data: null });
    expect(await openStreams()).toBe(0);
  });

  it('is cleaned up when the client goes', async () => {
    const [user] = await loggedInUsers(t.db, 1);
    const opened = await stream(user!.token);
    expect(opened.status).toBe(200);
    expect(await untilOpen(1)).toBe(1);
    opened.close();
    expect(await untilOpen(0)).toBe(0);
  });

  it('holds at most MAX_STREAMS_PER_USER per account and MAX_STREAMS_PER_ADDRESS per address (429)', async () => {
    const [one, two, three] = await loggedInUsers(t.db, 3);
    const first = [await stream(one!.token), await stream(one!.token)];
    const third = await stream(one!.token);
    expect(third.status).toBe(429);
    expect(third.body).toEqual({ code: 429, msg: '打开的实时推送连接过多，请关闭其他页面后再试', data: null });
    // Another account from the same address still may, up to the address's 4.
    const others = [await stream(two!.token), await stream(two!.token)];
    expect(others.map((s) => s.status)).toEqual([200, 200]);
    expect((await stream(three!.token)).status).toBe(429);
    // A place freed is a place taken again.
    first[0]!.close();
    expect(await untilOpen(3)).toBe(3);
    const again = await stream(one!.token);
    expect(again.status).toBe(200);
    for (const s of [first[1]!, ...others, again]) s.close();
    expect(await untilOpen(0)).toBe(0);
  });
});
