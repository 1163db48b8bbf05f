import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API, takeSseEvents, type AuctionView } from '@jhy/contract';
import { auctions } from '../../db/schema.js';
import { auctionWithBidders, placeBid, qualifiedBidder, type QualifiedBidder } from '../../test/biddingFixtures.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { createListing, createListingOwner } from '../../test/tradingFixtures.js';
import { closeDueWindows } from './closingService.js';

// Controlled clock (docs/time.md); the stream itself is read over a real socket.
const END = new Date('2026-06-01T15:59:59Z');
let now = new Date(END.getTime() + 1);

let t: TestApp;
let base: string;
let listingId: number;
let auctionId: number;
let a: QualifiedBidder;
let b: QualifiedBidder;

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const owner = await createListingOwner(t.db);
  const listing = await createListing(t.db, owner, { startTime: new Date('2026-05-01T00:00:00Z'), endTime: END });
  listingId = listing.id;
  a = await qualifiedBidder(t.db, listingId);
  b = await qualifiedBidder(t.db, listingId);
  await closeDueWindows(t.db, now, t.config.bidding);
  auctionId = (await t.db.select().from(auctions).where(eq(auctions.listingId, listingId)))[0]!.id;
});
afterAll(() => t.close());

/** Opens the stream and collects its `state` events until one with id `untilId` arrived (or 5 s passed). */
async function readEvents(token: string, untilId: string, lastEventId?: string, during?: () => Promise<void>) {
  const controller = new AbortController();
  const headers: Record<string, string> = { token };
  if (lastEventId) headers['last-event-id'] = lastEventId;
  const res = await fetch(`${base}${API.auctionEvents}?listing_id=${listingId}`, {
    headers,
    signal: controller.signal,
  });
  expect(res.headers.get('content-type')).toContain('text/event-stream');
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const events: Array<{ id: string; view: AuctionView }> = [];
  let buffer = '';
  const timeout = setTimeout(() => controller.abort(), 5_000);
  let started = false;
  try {
    while (events.at(-1)?.id !== untilId) {
      if (!started && during) {
        started = true;
        void during();
      }
      const { value, done } = await reader.read();
      if (done) break;
      const taken = takeSseEvents(buffer + decoder.decode(value, { stream: true }));
      buffer = taken.rest;
      for (const event of taken.events) events.push({ id: event.id, view: JSON.parse(event.data) as AuctionView });
    }
  } catch {
    // aborted: the events so far are the answer
  } finally {
    clearTimeout(timeout);
    controller.abort();
  }
  return events;
}

const bid = (bidder: QualifiedBidder, amount: number) => placeBid(t.app, bidder, auctionId, amount);

describe('live updates (SSE)', () => {
  it('sends the state at once, then every accepted bid, with the version as event id', async () => {
    const events = await readEvents(a.token, '2', undefined, async () => {
      expect((await bid(a, 100)).json().code).toBe(200);
      now = new Date(now.getTime() + 1000);
      expect((await bid(b, 101)).json().code).toBe(200);
    });
    // Two bids close together may reach a watcher as one state (the newer): ids only ever rise.
    const ids = events.map((e) => Number(e.id));
    expect(ids[0]).toBe(0);
    expect(ids.at(-1)).toBe(2);
    expect(ids).toEqual([...new Set(ids)].sort((x, y) => x - y));
    expect(events.at(-1)!.view).toMatchObject({ current_price: '101.0000', bid_count: 2 });
    expect(events.at(-1)!.view.history.map((h) => h.bidder_code)).toEqual([b.code, a.code]);
    // The public stream names nobody.
    expect(JSON.stringify(events)).not.toContain(a.companyName);
  });

  it('resumes from Last-Event-ID: only a newer state is sent', async () => {
    const resumed = await readEvents(b.token, '2', '1');
    expect(resumed.map((e) => e.id)).toEqual(['2']);
    const upToDate = await readEvents(b.token, '3', '2', async () => {
      now = new Date(now.getTime() + 1000);
      await bid(a, 102);
    });
    expect(upToDate.map((e) => e.id)).toEqual(['3']);
  });

  it('a bid taken here is told from the state before it, without a read: the state a read gives', async () => {
    const events = await readEvents(a.token, '5', undefined, async () => {
      now = new Date(now.getTime() + 1000);
      await bid(a, 103);
      now = new Date(now.getTime() + 1000);
      await bid(b, 104);
    });
    const read = (
      await t.app.inject({
        method: 'GET',
        url: `${API.auctionState}?listing_id=${listingId}`,
        headers: { token: a.token },
      })
    ).json().data as AuctionView;
    // The room alike for everyone: the caller's own place (`me`, `mine`) aside.
    const room = ({ me: _me, history, ...rest }: AuctionView) => ({
      ...rest,
      history: history.map(({ mine: _mine, ...line }) => line),
    });
    expect(room(events.at(-1)!.view)).toEqual(room(read));
    expect(read).toMatchObject({ version: 5, current_price: '104.0000' });
  });

  it('needs a login and an existing auction', async () => {
    const anonymous = await fetch(`${base}${API.auctionEvents}?listing_id=${listingId}`);
    expect(anonymous.status).toBe(401);
    const missing = await fetch(`${base}${API.auctionEvents}?listing_id=999999`, { headers: { token: a.token } });
    expect(missing.status).toBe(404);
  });

  it('before the auction exists: waiting with the expected start, then the state once the close opens it', async () => {
    const owner = await createListingOwner(t.db);
    const end = new Date(now.getTime() + 60_000);
    const listing = await createListing(t.db, owner, { startTime: new Date('2026-05-01T00:00:00Z'), endTime: end });
    const x = await qualifiedBidder(t.db, listing.id);
    await qualifiedBidder(t.db, listing.id);
    const controller = new AbortController();
    const timeout = setTimeout(() => controller.abort(), 8_000);
    const res = await fetch(`${base}${API.auctionEvents}?listing_id=${listing.id}`, {
      headers: { token: x.token },
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    const seen: Array<{ event: string; id: string; data: Record<string, unknown> }> = [];
    let buffer = '';
    let closed = false;
    try {
      while (!seen.some((e) => e.event === 'state')) {
        const { value, done } = await reader.read();
        if (done) break;
        const taken = takeSseEvents(buffer + decoder.decode(value, { stream: true }));
        buffer = taken.rest;
        for (const e of taken.events) seen.push({ event: e.event, id: e.id, data: JSON.parse(e.data) });
        if (!closed && seen.some((e) => e.event === 'waiting')) {
          closed = true;
          // The window closes while the stream is open: the feed notices the new auction.
          await closeDueWindows(t.db, new Date(end.getTime() + 1), t.config.bidding);
        }
      }
    } finally {
      clearTimeout(timeout);
      controller.abort();
    }
    expect(seen[0]).toEqual({
      event: 'waiting',
      id: '',
      data: {
        listing_id: listing.id,
        product_name: listing.productName,
        opens_at: end.toISOString(),
        server_time: now.toISOString(),
      },
    });
    expect(seen.at(-1)).toMatchObject({ event: 'state', id: '0', data: { listing_id: listing.id, version: 0 } });
  });
});

/** A stream kept open: `until(id)` reads on until an event with that id arrived (5 s at most). */
async function openStream(url: string, listing: number, token: string) {
  const controller = new AbortController();
  const res = await fetch(`${url}${API.auctionEvents}?listing_id=${listing}`, {
    headers: { token },
    signal: controller.signal,
  });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const ids: string[] = [];
  let buffer = '';
  return {
    status: res.status,
    ids,
    async until(id: string) {
      const timeout = setTimeout(() => controller.abort(), 5_000);
      try {
        while (ids.at(-1) !== id) {
          const { value, done } = await reader.read();
          if (done) break;
          const taken = takeSseEvents(buffer + decoder.decode(value, { stream: true }));
          buffer = taken.rest;
          ids.push(...taken.events.map((event) => event.id));
        }
      } catch {
        // aborted: the ids so far are the answer
      } finally {
        clearTimeout(timeout);
      }
      return ids;
    },
    close: () => controller.abort(),
  };
}

describe('many watchers', () => {
  it('open streams are not requests in flight: past MAX_IN_FLIGHT watchers, bids are still taken', async () => {
    // MAX_IN_FLIGHT 2 stands for the default 512 (docs/security.md "Overload and shutdown").
    const limited = await createTestApp({ env: { MAX_IN_FLIGHT: '2' }, clock: () => now });
    const streams: Array<Awaited<ReturnType<typeof openStream>>> = [];
    try {
      const url = await limited.app.listen({ port: 0, host: '127.0.0.1' });
      const { listing, auction, bidders } = await auctionWithBidders(limited.db, limited.config.bidding, {
        bidders: 2,
        end: END,
      });
      for (const bidder of [...bidders, ...bidders]) {
        const stream = await openStream(url, listing.id, bidder.token);
        expect(stream.status).toBe(200);
        expect(await stream.until('0')).toEqual(['0']);
        streams.push(stream);
      }
      const res = await fetch(`${url}${API.auctionBid}`, {
        method: 'POST',
        headers: { token: bidders[0]!.token, 'content-type': 'application/json' },
        body: JSON.stringify({ auction_id: auction.id, amount: 100 }),
      });
      expect(res.status).toBe(200);
      for (const stream of streams) expect(await stream.until('1')).toEqual(['0', '1']);
    } finally {
      for (const stream of streams) stream.close();
      await limited.close();
    }
  });
});
