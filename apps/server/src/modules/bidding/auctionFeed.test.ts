import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctionWithBidders } from '../../test/biddingFixtures.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { AuctionFeed, FEED_SLICE, SlicedFanOut } from './auctionFeed.js';
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

describe('a state handed to many watchers (SlicedFanOut, docs/auction-load.md "The live feed\'s writes")', () => {
  /** Listeners that log `watcher:state` as they are called; `turn` marks a macrotask between calls. */
  function watchers(count: number) {
    const log: string[] = [];
    const listeners = new Set<(state: number) => void>();
    const each = Array.from({ length: count }, (_, i) => {
      const listener = (state: number) => {
        log.push(`${i}:${state}`);
        // The first watcher asks for a macrotask: it runs before the next slice, not after the last.
        if (i === 0) setImmediate(() => log.push('turn'));
      };
      listeners.add(listener);
      return listener;
    });
    return { log, listeners, each };
  }
  const settled = async (fanOut: () => boolean) => {
    for (let i = 0; i < 50 && !fanOut(); i += 1) await new Promise((resolve) => setImmediate(resolve));
  };

  it('writes a slice, lets the event loop in, then the next slice', async () => {
    const { log, listeners } = watchers(FEED_SLICE * 2 + 5);
    new SlicedFanOut(listeners).send(1);
    // The first slice at once, in order; nobody else yet.
    expect(log).toEqual(Array.from({ length: FEED_SLICE }, (_, i) => `${i}:1`));
    await settled(() => log.length === FEED_SLICE * 2 + 6);
    expect(log.indexOf('turn')).toBe(FEED_SLICE);
    expect(log.filter((entry) => entry !== 'turn')).toEqual(
      Array.from({ length: FEED_SLICE * 2 + 5 }, (_, i) => `${i}:1`),
    );
  });

  it('a newer state replaces the older for the watchers not yet reached, and reaches the others after', async () => {
    const { log, listeners } = watchers(FEED_SLICE * 3);
    const fanOut = new SlicedFanOut(listeners);
    fanOut.send(1);
    fanOut.send(2);
    await settled(() => log.filter((entry) => entry.endsWith(':2')).length === FEED_SLICE * 3);
    const states = (watcher: number) => log.filter((entry) => entry.startsWith(`${watcher}:`));
    // Reached by the first state: then the second, in order.
    expect(states(0)).toEqual(['0:1', '0:2']);
    expect(states(FEED_SLICE - 1)).toEqual([`${FEED_SLICE - 1}:1`, `${FEED_SLICE - 1}:2`]);
    // Not yet reached: only the newest, once.
    expect(states(FEED_SLICE)).toEqual([`${FEED_SLICE}:2`]);
    expect(states(FEED_SLICE * 3 - 1)).toEqual([`${FEED_SLICE * 3 - 1}:2`]);
    expect(log.filter((entry) => entry !== 'turn')).toHaveLength(FEED_SLICE * 4);
  });

  it('a watcher that throws costs only its own state', async () => {
    const { log, listeners, each } = watchers(FEED_SLICE * 2);
    const failing = (state: number) => {
      log.push(`failing:${state}`);
      throw new Error('the stream is gone');
    };
    listeners.delete(each[5]!);
    listeners.add(failing);
    const fanOut = new SlicedFanOut(listeners);
    fanOut.send(1);
    fanOut.send(2);
    await settled(() => log.filter((entry) => entry.endsWith(':2')).length === FEED_SLICE * 2);
    // Every other watcher holds the newest state, the failing one was asked too.
    expect(log).toContain('failing:2');
    expect(log.filter((entry) => entry.endsWith(':2') && !entry.startsWith('failing'))).toHaveLength(
      FEED_SLICE * 2 - 1,
    );
  });

  it('skips a watcher that left before its turn, and hands nothing out once stopped', async () => {
    const { log, listeners, each } = watchers(FEED_SLICE * 2);
    const fanOut = new SlicedFanOut(listeners);
    fanOut.send(1);
    listeners.delete(each[FEED_SLICE]!);
    await settled(() => log.includes(`${FEED_SLICE * 2 - 1}:1`));
    expect(log.some((entry) => entry.startsWith(`${FEED_SLICE}:`))).toBe(false);
    fanOut.send(2);
    fanOut.stop();
    for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setImmediate(resolve));
    // Only the slice written at once got the second state.
    expect(log.filter((entry) => entry.endsWith(':2'))).toHaveLength(FEED_SLICE);
  });
});
