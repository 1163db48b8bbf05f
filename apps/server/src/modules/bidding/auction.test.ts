import { describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { API, CONSOLE_API, type AuctionView } from '@jhy/contract';
import { auctions, bids } from '../../db/schema.js';
import { auctionWithBidders, placeBid, qualifiedBidder, type QualifiedBidder } from '../../test/biddingFixtures.js';
import { MINUTE, ms, windowEnds } from '../../test/controlledClock.js';
import { createConsoleTestApp, signedInStaff } from '../../test/consoleStaff.js';
import { restartedServer } from '../../test/testApp.js';
import { suiteApp, suiteListingOwner } from '../../test/suite.js';

// The controlled clock (docs/time.md): every rule below is tried at its exact instant.
let now = new Date('2026-05-01T00:00:00Z');
const nextEnd = windowEnds(2026, 3);

const t = suiteApp(() => createConsoleTestApp({}, () => now));
const owner = suiteListingOwner(t);

/** A listing whose window has just closed into an auction with `n` qualified bidders. */
async function openAuction(n: number, price = '100.00/万元') {
  const end = nextEnd();
  now = ms(end, 1);
  return auctionWithBidders(t.db, t.config.bidding, { bidders: n, end, price, owner });
}

const bid = (bidder: { token: string }, auctionId: number, amount: number | string) =>
  placeBid(t.app, bidder, auctionId, amount);
const stateOf = async (bidder: { token: string }, listingId: number) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `${API.auctionState}?listing_id=${listingId}`,
      headers: { token: bidder.token },
    })
  ).json().data as AuctionView;
const answer = async (res: ReturnType<typeof bid>) => {
  const r = await res;
  return { status: r.statusCode, msg: r.json().msg as string };
};

describe('bidding', () => {
  it('opens at the listing price: the first bid may equal it, later ones rise by whole increments', async () => {
    const { listing, auction, bidders } = await openAuction(2);
    const [a, b] = bidders as [QualifiedBidder, QualifiedBidder];
    expect(await answer(bid(a, auction.id, 99))).toEqual({
      status: 400,
      msg: '出价须高于当前最高价，且按加价幅度的整数倍加价',
    });
    expect(await answer(bid(a, auction.id, 100.5))).toEqual({ status: 400, msg: '出价须为加价幅度的整数倍' });
    const first = await bid(a, auction.id, 100);
    expect(first.json()).toMatchObject({ code: 200, msg: '出价成功' });
    expect(first.json().data).toMatchObject({ current_price: '100.0000', next_minimum: '101.0000', version: 1 });
    expect(await answer(bid(b, auction.id, 100))).toMatchObject({ status: 400 });
    expect(await answer(bid(b, auction.id, 101.5))).toEqual({ status: 400, msg: '出价须为加价幅度的整数倍' });
    expect((await bid(b, auction.id, 103)).json().code).toBe(200);

    // What each bidder sees after a refresh: codes, never names; their own place.
    const seenByA = await stateOf(a, listing.id);
    expect(seenByA).toMatchObject({
      phase: 'free',
      current_price: '103.0000',
      bid_count: 2,
      version: 2,
      me: { bidder_code: a.code, can_bid: true, leading: false, best: '100.0000' },
    });
    expect(seenByA.history).toEqual([
      { seq: 2, bidder_code: b.code, amount: '103.0000', placed_at: now.toISOString(), mine: false },
      { seq: 1, bidder_code: a.code, amount: '100.0000', placed_at: now.toISOString(), mine: true },
    ]);
    expect(JSON.stringify(seenByA)).not.toContain(b.companyName);
    expect((await stateOf(b, listing.id)).me).toMatchObject({ leading: true, best: '103.0000' });

    // Staff see who is who.
    const staff = await signedInStaff(t, `watch_${listing.id}`, 'reviewer');
    const watched = (await staff(CONSOLE_API.auctionWatch, { listing_id: listing.id })).json().data as AuctionView;
    expect(watched.history.map((h) => [h.bidder_code, h.company_name])).toEqual([
      [b.code, b.companyName],
      [a.code, a.companyName],
    ]);
  });

  it('only a qualified bidder of this auction may bid; anyone logged in may watch', async () => {
    const { listing, auction } = await openAuction(2);
    const outsider = await qualifiedBidder(t.db, listing.id, 0);
    expect(await answer(bid(outsider, auction.id, 100))).toEqual({ status: 403, msg: '您没有该项目的竞价资格' });
    expect((await stateOf(outsider, listing.id)).me).toEqual({
      bidder_code: '',
      can_bid: false,
      leading: false,
      best: '',
      result: '',
    });
    const other = await openAuction(2);
    expect(await answer(bid(other.bidders[0]!, auction.id, 100))).toMatchObject({ status: 403 });
    const anonymous = await t.app.inject({
      method: 'POST',
      url: API.auctionBid,
      payload: { auction_id: auction.id, amount: 100 },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a bid before the opening and while paused', async () => {
    const { auction, bidders } = await openAuction(2);
    const opened = now;
    now = ms(opened, -1);
    expect(await answer(bid(bidders[0]!, auction.id, 100))).toEqual({ status: 409, msg: '竞价尚未开始' });
    now = opened;
    await t.db.update(auctions).set({ state: 'paused', pauseReason: '系统维护' }).where(eq(auctions.id, auction.id));
    expect(await answer(bid(bidders[0]!, auction.id, 100))).toEqual({ status: 409, msg: '竞价已暂停，请稍候' });
    await t.db.update(auctions).set({ state: 'open', pauseReason: '' }).where(eq(auctions.id, auction.id));
    expect((await bid(bidders[0]!, auction.id, 100)).json().code).toBe(200);
  });

  it('limits each bidder to one accepted bid a second', async () => {
    const { auction, bidders } = await openAuction(2);
    const [a, b] = bidders as [QualifiedBidder, QualifiedBidder];
    const start = now;
    expect((await bid(a, auction.id, 100)).json().code).toBe(200);
    now = ms(start, 999);
    expect(await answer(bid(a, auction.id, 101))).toEqual({ status: 429, msg: '出价过于频繁，请稍后再试' });
    expect((await bid(b, auction.id, 101)).json().code).toBe(200); // another bidder is not slowed
    now = ms(start, 1000);
    expect((await bid(a, auction.id, 102)).json().code).toBe(200);
  });

  it('extends the end to N minutes after a late bid, and refuses 1 ms after the end', async () => {
    const { listing, auction, bidders } = await openAuction(2);
    const [a, b] = bidders as [QualifiedBidder, QualifiedBidder];
    const N = auction.extensionMinutes * MINUTE;
    const end = auction.endsAt;
    // In the timed period with exactly N left: the end does not move.
    now = ms(end, -N);
    expect((await stateOf(a, listing.id)).phase).toBe('timed');
    expect((await bid(a, auction.id, 100)).json().data.ends_at).toBe(end.toISOString());
    // 1 ms later (less than N left): the end becomes N after the bid.
    now = ms(end, -N + 1);
    expect((await bid(b, auction.id, 101)).json().data.ends_at).toBe(ms(end, 1).toISOString());
    // A bid at the very end is in time and extends again.
    const end2 = ms(end, 1);
    now = end2;
    expect((await bid(a, auction.id, 102)).json().data.ends_at).toBe(ms(end2, N).toISOString());
    // 1 ms after the (new) end: too late, the state says it ended.
    const end3 = ms(end2, N);
    now = ms(end3, 1);
    expect(await answer(bid(b, auction.id, 103))).toEqual({ status: 409, msg: '竞价已结束，出价未被接受' });
    expect(await stateOf(b, listing.id)).toMatchObject({ phase: 'ended', current_price: '102.0000', bid_count: 3 });
  });

  it('a restarted server shows every acknowledged bid and the extended end', async () => {
    const { listing, auction, bidders } = await openAuction(2);
    const [a, b] = bidders as [QualifiedBidder, QualifiedBidder];
    now = ms(auction.endsAt, -MINUTE);
    const first = (await bid(a, auction.id, 100)).json().data as AuctionView;
    now = ms(now, 30_000);
    const last = (await bid(b, auction.id, 101)).json().data as AuctionView;
    expect(last.ends_at).toBe(ms(now, auction.extensionMinutes * MINUTE).toISOString());
    // The process goes away; a new one on the same database answers the same room.
    const restarted = await restartedServer(t, () => now, { closeWindows: false });
    const res = await restarted.inject({
      method: 'GET',
      url: `${API.auctionState}?listing_id=${listing.id}`,
      headers: { token: a.token },
    });
    await restarted.close();
    const after = res.json().data as AuctionView;
    expect(after).toMatchObject({ current_price: '101.0000', ends_at: last.ends_at, version: 2, phase: 'timed' });
    expect(after.history.map((h) => [h.seq, h.amount])).toEqual([
      [2, '101.0000'],
      [1, first.current_price],
    ]);
  });

  it('100 bidders at once: one accepted bid per level, none lost, the price is the highest bid', async () => {
    const { listing, auction, bidders } = await openAuction(100);
    // Each bids a level between 100 and 139: many share a level, the unique highest is 100 + 39.
    const amounts = bidders.map((_, i) => 100 + ((i * 7) % 40));
    const answers = await Promise.all(bidders.map((bidder, i) => bid(bidder, auction.id, amounts[i]!)));
    const accepted = answers.map((r, i) => ({ r, amount: amounts[i]! })).filter(({ r }) => r.json().code === 200);
    const refused = answers.filter((r) => r.json().code !== 200);
    for (const r of refused) expect(r.json().msg).toBe('出价须高于当前最高价，且按加价幅度的整数倍加价');
    expect(accepted.length + refused.length).toBe(100);

    const rows = await t.db.select().from(bids).where(eq(bids.auctionId, auction.id)).orderBy(asc(bids.version));
    expect(rows).toHaveLength(accepted.length);
    expect(new Set(rows.map((r) => r.amount)).size).toBe(rows.length);
    expect(rows.map((r) => r.version)).toEqual(rows.map((_, i) => i + 1));
    // Each accepted bid is above the one before it.
    const levels = rows.map((r) => Number(r.amount));
    expect(levels).toEqual([...levels].sort((x, y) => x - y));
    expect(accepted.map((a) => a.amount).sort((x, y) => x - y)).toEqual(levels);
    const final = await stateOf(bidders[0]!, listing.id);
    expect(final).toMatchObject({ current_price: '139.0000', bid_count: rows.length, version: rows.length });
  });
});
