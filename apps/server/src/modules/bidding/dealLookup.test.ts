import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@jhy/contract';
import { dealConfirmations, newsItems } from '../../db/schema.js';
import { randomIp } from '../../test/portalUsers.js';
import { auctionWithBidders, placeBid } from '../../test/biddingFixtures.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { settleEndedAuctions } from './settlementService.js';

// The public reads of a sale (docs/bidding.md "The result", docs/security.md "Guessing").
const END = new Date('2026-06-01T15:59:59Z');
let now = new Date(END.getTime() + 1);
let t: TestApp;
let listingId: number;
let no: string;
let newsId: number;
beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  const { listing, auction, bidders } = await auctionWithBidders(t.db, t.config.bidding, { bidders: 2, end: END });
  expect((await placeBid(t.app, bidders[0]!, auction.id, 100)).json().code).toBe(200);
  now = new Date(now.getTime() + 24 * 60 * 60 * 1000);
  await settleEndedAuctions(t.db, now);
  const [row] = await t.db.select().from(dealConfirmations).where(eq(dealConfirmations.listingId, listing.id));
  listingId = listing.id;
  no = row!.verificationNo;
  newsId = row!.newsId;
});
afterAll(() => t.close());

const get = (url: string, remoteAddress = randomIp()) => t.app.inject({ method: 'GET', url, remoteAddress });

describe('a sale read by the public', () => {
  it('is not shown by listing before staff publish the deal announcement: the same 404 as no sale', async () => {
    expect((await get(`${API.dealOfListing}?listing_id=${listingId}`)).json()).toEqual({
      code: 404,
      msg: '该项目尚未在平台成交',
      data: null,
    });
  });

  it('is shown by listing once the announcement is published, without its verification number', async () => {
    await t.db.update(newsItems).set({ published: 1 }).where(eq(newsItems.id, newsId));
    const shown = (await get(`${API.dealOfListing}?listing_id=${listingId}`)).json();
    expect(shown).toMatchObject({ code: 200, data: { listing_id: listingId, announcement_id: newsId, no: '' } });
    expect(JSON.stringify(shown)).not.toContain(no);
    // The number's holder still verifies it.
    expect((await get(`${API.dealVerify}?no=${no}`)).json().data.no).toBe(no);
  });

  it('answers at most 20 verifications a minute to one address (429), another address still', async () => {
    const address = randomIp();
    const wrong = no.replace(/.$/, (c) => (c === '2' ? '3' : '2'));
    const codes: number[] = [];
    for (let i = 0; i < 25 && codes.at(-1) !== 429; i += 1)
      codes.push((await get(`${API.dealVerify}?no=${wrong}`, address)).json().code);
    expect(codes.filter((code) => code === 404)).toHaveLength(20);
    expect(codes.at(-1)).toBe(429);
    expect((await get(`${API.dealVerify}?no=${no}`, address)).json().code).toBe(429);
    expect((await get(`${API.dealVerify}?no=${no}`)).json().code).toBe(200);
  });

  it('answers at most 20 listing lookups a minute to one address', async () => {
    const address = randomIp();
    const codes: number[] = [];
    for (let id = 1; id <= 25 && codes.at(-1) !== 429; id += 1)
      codes.push((await get(`${API.dealOfListing}?listing_id=${id}`, address)).json().code);
    expect(codes).toHaveLength(21);
    expect(codes.at(-1)).toBe(429);
  });
});
