import { inflateSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';

import { and, asc, desc, eq, ne } from 'drizzle-orm';
import { API, BUYER_RESULT, DEAL_METHOD, VERIFICATION_NO_PATTERN, type RegistrationView } from '@jhy/contract';
import { auctions, dealConfirmations, deals, listings, messages, newsItems } from '../../db/schema.js';
import { SessionStore } from '../../infra/sessions.js';
import {
  auctionWithBidders,
  depositStatuses,
  placeBid,
  qualifiedBidder,
  type QualifiedBidder,
} from '../../test/biddingFixtures.js';
import { MINUTE, ms, windowEnds } from '../../test/controlledClock.js';
import { createConsoleTestApp } from '../../test/consoleStaff.js';
import { createListing } from '../../test/tradingFixtures.js';
import { closeDueWindows } from './closingService.js';
import { settleEndedAuctions } from './settlementService.js';
import { withTamperedSignature } from '../../test/signedLinks.js';
import { suiteApp, suiteListingOwner } from '../../test/suite.js';

// The controlled clock (docs/time.md): the settlement is tried at the auction's end, to the millisecond.
let now = new Date('2026-06-01T00:00:00Z');
const nextEnd = windowEnds(2026, 4);

const t = suiteApp(() => createConsoleTestApp({}, () => now));
const owner = suiteListingOwner(t);

async function openAuction(bidders: number) {
  const end = nextEnd();
  now = ms(end, 1);
  return auctionWithBidders(t.db, t.config.bidding, { bidders, end, owner });
}

const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? { token } : {} });
const bid = async (bidder: QualifiedBidder, auctionId: number, amount: number) =>
  expect((await placeBid(t.app, bidder, auctionId, amount)).json()).toMatchObject({ code: 200 });
const settle = () => settleEndedAuctions(t.db, now);
const auctionRow = async (id: number) => (await t.db.select().from(auctions).where(eq(auctions.id, id)))[0]!;
const listingRow = async (id: number) => (await t.db.select().from(listings).where(eq(listings.id, id)))[0]!;
const depositsOf = (bidders: QualifiedBidder[]) => depositStatuses(t.db, bidders);
/** The messages of the result (the opening's notice, biddingNotices.test.ts, is left out). */
const messagesOf = async (userId: number) =>
  t.db
    .select({ kind: messages.kind, title: messages.title })
    .from(messages)
    .where(and(eq(messages.userId, userId), ne(messages.kind, 'auction.open')))
    .orderBy(asc(messages.id));
const mine = async (bidder: QualifiedBidder) =>
  (await get(`${API.biddingMine}?page=1&limit=10`, bidder.token)).json().data.data as RegistrationView[];

/**
 * The text a PDF's fonts map their glyphs to (their ToUnicode maps), from its deflated streams. Each
 * stream is cut at the /Length its dictionary states: compressed bytes may end in a carriage
 * return, which a search for the `endstream` keyword would take for the line break before it.
 */
function unicodeOfPdf(pdf: Buffer): string {
  const text = pdf.toString('latin1');
  const found: string[] = [];
  for (const match of text.matchAll(/\/Length (\d+)[^>]*>>\s*stream\r?\n/g)) {
    const start = match.index + match[0].length;
    try {
      const stream = pdf.subarray(start, start + Number(match[1]));
      const inflated = inflateSync(stream).toString('latin1');
      for (const hex of inflated.matchAll(/<([0-9a-f]{4})>/gi)) found.push(String.fromCharCode(parseInt(hex[1]!, 16)));
    } catch {
      // Not a deflated stream (an image, say): nothing to read.
    }
  }
  return found.join('');
}

describe('the result of an auction', () => {
  it('settles 1 ms after the end, not at it: the leader buys at the last price, once', async () => {
    const { listing, auction, bidders } = await openAuction(3);
    const [a, b, c] = bidders as [QualifiedBidder, QualifiedBidder, QualifiedBidder];
    await bid(a, auction.id, 100);
    now = ms(now, 1_000);
    await bid(b, auction.id, 101);
    const { endsAt } = await auctionRow(auction.id);

    now = endsAt;
    expect(await settle()).toEqual([]);
    expect((await auctionRow(auction.id)).state).toBe('open');

    now = ms(endsAt, 1);
    const [settled] = await settle();
    expect(settled).toMatchObject({ listingId: listing.id });
    expect(settled!.verificationNo).toMatch(VERIFICATION_NO_PATTERN);
    expect(await settle()).toEqual([]);

    expect(await auctionRow(auction.id)).toMatchObject({ state: 'closed', closedAt: now });
    expect(await listingRow(listing.id)).toMatchObject({ closedStatus: 3, closedAt: now });
    const dealRows = await t.db.select().from(deals).where(eq(deals.listingId, listing.id));
    expect(dealRows).toEqual([
      expect.objectContaining({ amount: '101.0000', transfereeName: b.companyName, tradeTime: now }),
    ]);
    const [confirmation] = await t.db
      .select()
      .from(dealConfirmations)
      .where(eq(dealConfirmations.listingId, listing.id));
    expect(confirmation).toMatchObject({
      verificationNo: settled!.verificationNo,
      method: DEAL_METHOD.auction,
      registrationId: b.registrationId,
      buyerName: b.companyName,
      bidderCode: b.code,
      price: '101.0000',
      dealId: dealRows[0]!.id,
    });
    const [news] = await t.db.select().from(newsItems).where(eq(newsItems.id, confirmation!.newsId));
    expect(news).toMatchObject({ published: 0, newType: 22 });
    expect(news!.content).toContain(b.companyName);

    // The winner's deposit becomes part of the price; the others' are to be refunded.
    expect(await depositsOf([a, b, c])).toEqual([3, 2, 3]);
    expect(await messagesOf(b.userId)).toEqual([expect.objectContaining({ kind: 'deal.won' })]);
    expect(await messagesOf(a.userId)).toEqual([expect.objectContaining({ kind: 'deal.lost' })]);
    expect(await messagesOf(c.userId)).toEqual([expect.objectContaining({ kind: 'deal.lost' })]);
    expect((await messagesOf(owner.userId)).at(-1)).toMatchObject({ kind: 'listing.deal' });

    expect(await mine(b)).toEqual([
      expect.objectContaining({
        result: BUYER_RESULT.won,
        confirmation_no: settled!.verificationNo,
        deposit_status: 2,
      }),
    ]);
    expect(await mine(a)).toEqual([
      expect.objectContaining({ result: BUYER_RESULT.lost, confirmation_no: '', deposit_status: 3 }),
    ]);
  });

  it('settles an auction once when two runners overlap (two instances)', async () => {
    const { listing, auction, bidders } = await openAuction(2);
    await bid(bidders[0]!, auction.id, 100);
    now = ms((await auctionRow(auction.id)).endsAt, 1);
    const [first, second] = await Promise.all([settle(), settle()]);
    expect([...first!, ...second!].filter((r) => r.listingId === listing.id)).toHaveLength(1);
    expect(await t.db.select().from(deals).where(eq(deals.listingId, listing.id))).toHaveLength(1);
  });

  it('an auction without a bid ends the listing and every deposit is to be refunded', async () => {
    const { listing, auction, bidders } = await openAuction(2);
    now = ms(auction.endsAt, 1);
    expect(await settle()).toEqual([{ listingId: listing.id, verificationNo: '' }]);
    expect(await listingRow(listing.id)).toMatchObject({ closedStatus: 4 });
    expect(await t.db.select().from(deals).where(eq(deals.listingId, listing.id))).toEqual([]);
    expect(await depositsOf(bidders)).toEqual([3, 3]);
    expect((await mine(bidders[0]!))[0]).toMatchObject({ result: BUYER_RESULT.lost });
  });

  it('never settles a paused auction, whatever its end', async () => {
    const { auction } = await openAuction(2);
    await t.db.update(auctions).set({ state: 'paused' }).where(eq(auctions.id, auction.id));
    now = ms(auction.endsAt, MINUTE);
    expect(await settle()).toEqual([]);
    expect((await auctionRow(auction.id)).state).toBe('paused');
  });
});

describe('the agreement transfer', () => {
  it('one qualified buyer buys at the listing price when the window closes', async () => {
    const end = nextEnd();
    const listing = await createListing(t.db, owner, { endTime: end, price: '88.50/万元', free: null });
    const buyer = await qualifiedBidder(t.db, listing.id);
    const refused = await qualifiedBidder(t.db, listing.id, 2);
    now = ms(end, 1);
    await closeDueWindows(t.db, now, t.config.bidding);
    expect(await listingRow(listing.id)).toMatchObject({ closedStatus: 3 });
    const [confirmation] = await t.db
      .select()
      .from(dealConfirmations)
      .where(eq(dealConfirmations.listingId, listing.id));
    expect(confirmation).toMatchObject({
      method: DEAL_METHOD.agreement,
      registrationId: buyer.registrationId,
      price: '88.5000',
    });
    expect(await depositsOf([buyer, refused])).toEqual([2, 3]);
    expect((await mine(refused))[0]).toMatchObject({ result: BUYER_RESULT.none });
  });

  it('a listing without a price (面议) is left to staff to record', async () => {
    const end = nextEnd();
    const listing = await createListing(t.db, owner, { endTime: end, price: '面议', free: null });
    await qualifiedBidder(t.db, listing.id);
    now = ms(end, 1);
    await closeDueWindows(t.db, now, t.config.bidding);
    expect(await listingRow(listing.id)).toMatchObject({ closedStatus: null });
    expect(await t.db.select().from(deals).where(eq(deals.listingId, listing.id))).toEqual([]);
  });
});

describe('verification, the confirmation PDF and the bid record', () => {
  let sale: { listingId: number; no: string; winner: QualifiedBidder; loser: QualifiedBidder };

  beforeAll(async () => {
    const { listing, auction, bidders } = await openAuction(2);
    const [winner, loser] = bidders as [QualifiedBidder, QualifiedBidder];
    await bid(loser, auction.id, 100);
    now = ms(now, 1_000);
    await bid(winner, auction.id, 102);
    now = ms((await auctionRow(auction.id)).endsAt, 1);
    const [settled] = await settle();
    sale = { listingId: listing.id, no: settled!.verificationNo, winner, loser };
  });

  it('anyone verifies a confirmation by its number; a wrong number is said plainly', async () => {
    const verified = (await get(`${API.dealVerify}?no=${sale.no.toLowerCase()}`)).json();
    expect(verified).toMatchObject({
      code: 200,
      data: {
        no: sale.no,
        listing_id: sale.listingId,
        method: DEAL_METHOD.auction,
        buyer_name: sale.winner.companyName,
        price: '102.0000',
        announcement_id: 0,
      },
    });
    // By listing: only once the announcement is published, and without the number (dealLookup.test.ts).
    expect((await get(`${API.dealOfListing}?listing_id=${sale.listingId}`)).json().code).toBe(404);
    expect((await get(`${API.dealOfListing}?listing_id=999999`)).json()).toMatchObject({
      code: 404,
      msg: '该项目尚未在平台成交',
    });
    const unknown = sale.no.replace(/.$/, (c) => (c === '2' ? '3' : '2'));
    expect((await get(`${API.dealVerify}?no=${unknown}`)).json()).toMatchObject({
      code: 404,
      msg: '未找到该成交确认书，请核对验证编号',
    });
    expect((await get(`${API.dealVerify}?no=abc`)).json()).toMatchObject({
      code: 400,
      msg: '未找到该成交确认书，请核对验证编号',
    });
    // The announcement is linked once an editor publishes it.
    const [row] = await t.db.select().from(dealConfirmations).where(eq(dealConfirmations.verificationNo, sale.no));
    await t.db.update(newsItems).set({ published: 1 }).where(eq(newsItems.id, row!.newsId));
    expect((await get(`${API.dealVerify}?no=${sale.no}`)).json().data.announcement_id).toBe(row!.newsId);
  });

  it('gives the PDF to the two sides only, through a signed link that expires', async () => {
    const linkUrl = `${API.dealConfirmationLink}?listing_id=${sale.listingId}`;
    expect((await get(linkUrl)).statusCode).toBe(401);
    // Another user is answered as if the listing had no confirmation (modules/recordOwners.ts).
    expect((await get(linkUrl, sale.loser.token)).json()).toMatchObject({
      code: 404,
      msg: '该项目尚无成交确认书',
    });
    const link = (await get(linkUrl, sale.winner.token)).json().data as { url: string; no: string };
    expect(link.no).toBe(sale.no);

    const pdf = await get(link.url);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(encodeURIComponent('成交确认书'));
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The Chinese is set in the embedded font: its glyphs map back to the confirmation's words.
    const words = unicodeOfPdf(pdf.rawPayload);
    for (const ch of '成交确认书受让方转让方验证编号') expect(words).toContain(ch);
    for (const ch of sale.winner.companyName.replace(/\s/g, '')) expect(words).toContain(ch);

    const tampered = withTamperedSignature(link.url);
    expect((await get(tampered)).json()).toMatchObject({ code: 403, msg: '下载链接已失效，请重新下载' });
    now = ms(now, 10 * MINUTE);
    expect((await get(link.url)).json()).toMatchObject({ code: 403, msg: '下载链接已失效，请重新下载' });
  });

  it('the listing owner downloads it too', async () => {
    const token = await new SessionStore(t.db, 'user').open(owner.userId, '127.0.0.1');
    const link = (await get(`${API.dealConfirmationLink}?listing_id=${sale.listingId}`, token)).json();
    expect(link).toMatchObject({ code: 200, data: { no: sale.no } });
    // Where each side stands on the listing names the confirmation; anyone else's does not.
    const standing = (user: string) => get(`${API.biddingStanding}?listing_id=${sale.listingId}`, user);
    expect((await standing(token)).json().data.confirmation_no).toBe(sale.no);
    expect((await standing(sale.winner.token)).json().data.confirmation_no).toBe(sale.no);
    expect((await standing(sale.loser.token)).json().data.confirmation_no).toBe('');
  });

  it('each side finds the sale in 我的成交, where the deal messages send them; nobody else does', async () => {
    const token = await new SessionStore(t.db, 'user').open(owner.userId, '127.0.0.1');
    const dealsOf = async (user: string) => (await get(`${API.dealMine}?page=1&limit=50`, user)).json().data;

    const sellers = await dealsOf(token);
    // Newest first: the owner sold in the earlier tests too.
    const times = sellers.data.map((deal: { dealt_at: string }) => deal.dealt_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(sellers.data.find((deal: { listing_id: number }) => deal.listing_id === sale.listingId)).toMatchObject({
      no: sale.no,
      role: 'seller',
      counterparty: sale.winner.companyName,
      bidder_code: sale.winner.code,
      price: '102.0000',
    });
    expect(await dealsOf(sale.winner.token)).toEqual({
      total: 1,
      data: [expect.objectContaining({ no: sale.no, role: 'buyer', listing_id: sale.listingId })],
    });
    expect(await dealsOf(sale.loser.token)).toEqual({ total: 0, data: [] });
    expect((await get(API.dealMine)).statusCode).toBe(401);

    const lastMessageOf = async (userId: number) =>
      (
        await t.db
          .select({ route: messages.route, body: messages.body })
          .from(messages)
          .where(eq(messages.userId, userId))
          .orderBy(desc(messages.id))
          .limit(1)
      )[0];
    for (const userId of [owner.userId, sale.winner.userId]) {
      expect(await lastMessageOf(userId)).toMatchObject({
        route: '/main/myAccount?tab=deals',
        body: expect.stringContaining('个人中心「我的成交」下载'),
      });
    }
  });

  it('publishes the bid record once the auction has closed: codes, never names', async () => {
    const history = (await get(`${API.biddingHistory}?listing_id=${sale.listingId}`)).json();
    expect(history).toMatchObject({ code: 200, data: { final_price: '102.0000', bid_count: 2 } });
    expect(history.data.bids.map((b: { bidder_code: string; amount: string }) => [b.bidder_code, b.amount])).toEqual([
      [sale.winner.code, '102.0000'],
      [sale.loser.code, '100.0000'],
    ]);
    expect(JSON.stringify(history)).not.toContain(sale.winner.companyName);

    const { listing } = await openAuction(2);
    expect((await get(`${API.biddingHistory}?listing_id=${listing.id}`)).json()).toMatchObject({
      code: 409,
      msg: '竞价结束后公布竞价记录',
    });
    expect((await get(`${API.biddingHistory}?listing_id=999999`)).json()).toMatchObject({ code: 404 });
  });
});
