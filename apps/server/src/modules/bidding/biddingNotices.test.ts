import { describe, expect, it } from 'vitest';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { API } from '@jhy/contract';
import { messages, smsNotices, users } from '../../db/schema.js';
import { placeBid, qualifiedBidder, type QualifiedBidder } from '../../test/biddingFixtures.js';
import { ms, windowEnds } from '../../test/controlledClock.js';
import { createTestApp } from '../../test/testApp.js';
import { suiteApp, suiteListingOwner } from '../../test/suite.js';
import { createListing } from '../../test/tradingFixtures.js';
import { closeDueWindows } from './closingService.js';
import { outbidNoticesOf, OUTBID_NOTICE_INTERVAL_MS } from './outbidNotices.js';
import { auctions } from '../../db/schema.js';

// The controlled clock (docs/time.md). Notices: docs/bidding.md "Notices", docs/messages.md "Bidding notices".
let now = new Date('2026-05-01T00:00:00Z');
const nextEnd = windowEnds(2027, 5);
const t = suiteApp(() => createTestApp({ clock: () => now }));
const owner = suiteListingOwner(t);

async function listingWithBidders(n: number) {
  const end = nextEnd();
  const listing = await createListing(t.db, owner, {
    startTime: ms(end, -30 * 24 * 3_600_000),
    endTime: end,
    price: '100.00/万元',
    free: null,
  });
  const bidders: QualifiedBidder[] = [];
  for (let i = 0; i < n; i += 1) bidders.push(await qualifiedBidder(t.db, listing.id));
  return { listing, end, bidders };
}

/** Each user's messages of one kind, as [userId, title, recordId], in id order. */
async function messagesOf(kind: string, userIds: number[]) {
  return t.db
    .select({ userId: messages.userId, title: messages.title, recordId: messages.recordId, id: messages.id })
    .from(messages)
    .where(and(eq(messages.kind, kind), inArray(messages.userId, userIds)))
    .orderBy(asc(messages.id));
}

const turnOff = (userId: number, setting: 'auctionOpenNotice' | 'outbidNotice') =>
  t.db
    .update(users)
    .set({ [setting]: false })
    .where(eq(users.id, userId));

describe('bidding notices', () => {
  it('are the user settings: editUserInfo turns each off and userinfo says so', async () => {
    const { bidders } = await listingWithBidders(1);
    const [user] = bidders as [QualifiedBidder];
    const call = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, payload, headers: { token: user.token } });
    expect((await call(API.userInfo, {})).json().data).toMatchObject({ auction_open_notice: 1, outbid_notice: 1 });
    await call(API.editUserInfo, { auction_open_notice: 0, outbid_notice: 0 });
    expect((await call(API.userInfo, {})).json().data).toMatchObject({
      sms_notice: 1,
      auction_open_notice: 0,
      outbid_notice: 0,
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.userId));
    expect(row).toMatchObject({ auctionOpenNotice: false, outbidNotice: false });
  });

  it('opening tells each qualified bidder once, by message and SMS, however many runs close the window', async () => {
    const { listing, end, bidders } = await listingWithBidders(3);
    const [a, b, c] = bidders as [QualifiedBidder, QualifiedBidder, QualifiedBidder];
    const waiting = await qualifiedBidder(t.db, listing.id, 0); // not qualified: not told
    await turnOff(c.userId, 'auctionOpenNotice');
    const at = ms(end, 1);
    // Two instances at once, then again later: one closing, one message each.
    await Promise.all([closeDueWindows(t.db, at, t.config.bidding), closeDueWindows(t.db, at, t.config.bidding)]);
    await closeDueWindows(t.db, ms(end, 10_000), t.config.bidding);
    const sent = await messagesOf('auction.open', [a.userId, b.userId, c.userId, waiting.userId]);
    expect(sent.map((m) => [m.userId, m.recordId])).toEqual([
      [a.userId, a.registrationId],
      [b.userId, b.registrationId],
    ]);
    expect(sent[0]!.title).toContain('网络竞价已开始');
    const sms = await t.db
      .select({ userId: smsNotices.userId })
      .from(smsNotices)
      .where(
        inArray(
          smsNotices.messageId,
          sent.map((m) => m.id),
        ),
      )
      .orderBy(asc(smsNotices.userId));
    expect(sms.map((s) => s.userId)).toEqual([a.userId, b.userId].sort((x, y) => x - y));
  });

  it('outbid: only in the timed period, to the previous leader only, at most once a minute, unless turned off', async () => {
    const { listing, end, bidders } = await listingWithBidders(3);
    const [a, b, c] = bidders as [QualifiedBidder, QualifiedBidder, QualifiedBidder];
    now = ms(end, 1);
    await closeDueWindows(t.db, now, t.config.bidding);
    const [auction] = await t.db.select().from(auctions).where(eq(auctions.listingId, listing.id));
    const notices = outbidNoticesOf(t.app)!;
    const bid = async (bidder: QualifiedBidder, amount: number) => {
      const res = await placeBid(t.app, bidder, auction!.id, amount);
      expect(res.json().msg).toBe('出价成功');
      await notices.idle();
    };
    const outbid = async () =>
      (await messagesOf('auction.outbid', [a.userId, b.userId, c.userId])).map((m) => m.userId);

    // 自由报价期: a is outbid by b, nobody is told.
    await bid(a, 100);
    now = ms(now, 1_000);
    await bid(b, 101);
    expect(await outbid()).toEqual([]);

    // 限时报价期: each bid that takes the lead tells the one who led.
    now = ms(auction!.timedFrom, 0);
    await bid(a, 102); // b outbid
    expect(await outbid()).toEqual([b.userId]);
    now = ms(now, 1_000);
    await bid(b, 103); // a outbid
    expect(await outbid()).toEqual([b.userId, a.userId]);
    now = ms(now, 1_000);
    await bid(a, 104); // b outbid again within the minute: coalesced
    now = ms(now, 1_000);
    await bid(a, 105); // a outbids itself: nobody
    expect(await outbid()).toEqual([b.userId, a.userId]);

    // A minute after b's notice, b hears again; c turned outbid notices off and hears nothing.
    await turnOff(c.userId, 'outbidNotice');
    now = ms(auction!.timedFrom, OUTBID_NOTICE_INTERVAL_MS);
    await bid(c, 106); // a outbid (a's notice was 1 s after b's: not yet a minute) — coalesced
    expect(await outbid()).toEqual([b.userId, a.userId]);
    now = ms(now, 1_000);
    await bid(b, 107); // c outbid, but c turned them off
    now = ms(now, 1_000);
    await bid(a, 108); // b outbid: a minute and more since b's last notice
    expect(await outbid()).toEqual([b.userId, a.userId, b.userId]);
  });
});
