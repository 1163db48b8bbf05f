import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctionWithBidders } from '../../test/biddingFixtures.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { AuctionFeed } from './auctionFeed.js';
import { AuctionService } from './auctionService.js';

const END = new Date('2026-06-01T15:59:59Z');
const clock = () => new Date(END.getTime() + 1);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

describe('the live feed (docs/bidding.md "Live updates")', () => {
  it('polls each auction once however many watch it, and stops when the last one goes', async () => {
    const a = await auctionWithBidders(t.db, t.config.bidding, { bidders: 2, end: END });
    const b = await auctionWithBidders(t.db, t.config.bidding, { bidders: 2, end: END });
    const feed = new AuctionFeed(t.db, new AuctionService(t.db, clock), clock);
    try {
      const watchers = [1, 2, 3].map(() => feed.subscribe(a.listing.id, () => {}));
      const other = feed.subscribe(b.listing.id, () => {});
      expect(feed.watchedAuctions).toBe(2);
      for (const unsubscribe of watchers) unsubscribe();
      expect(feed.watchedAuctions).toBe(1);
      other();
      expect(feed.watchedAuctions).toBe(0);
    } finally {
      feed.close();
    }
  });
});
