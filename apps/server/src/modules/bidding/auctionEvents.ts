import type { ServerResponse } from 'node:http';
import { apiRoutes, type AuctionView } from '@jhy/contract';
import { leaveInFlight } from '../../infra/overload.js';
import { serveRoute, type RouteServer } from '../../infra/serveRoute.js';
import { currentUser } from '../accounts/requireUser.js';
import type { AuctionFeed } from './auctionFeed.js';
import type { AuctionService } from './auctionService.js';

/** A comment line every so often keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 15_000;

// The feed hands every watcher of a room the same view object: it is serialized and encoded once,
// not once per watcher (a thousand watchers made a thousand JSON.stringify of each state).
const written = new WeakMap<AuctionView, Buffer>();
function stateEvent(view: AuctionView): Buffer {
  let bytes = written.get(view);
  if (bytes === undefined) {
    bytes = Buffer.from(`id: ${view.version}\nevent: state\ndata: ${JSON.stringify(view)}\n\n`);
    written.set(view, bytes);
  }
  return bytes;
}

/**
 * GET auctionEvents (docs/bidding.md "Live updates"): a Server-Sent Events stream of the room's
 * public state, `event: state`, `id:` the auction's version. It goes through serveRoute like every
 * route (the access guard, the input schema); the handler then takes the reply over
 * (`reply.hijack()`) and writes the stream itself. A client reconnecting with `Last-Event-ID`
 * gets the current state only when it is newer than the one it had.
 */
export function serveAuctionEvents(server: RouteServer, auctions: AuctionService, feed: AuctionFeed): void {
  const open = new Set<ServerResponse>();
  // Streams never end by themselves: the server ends them before it closes.
  server.app.addHook('preClose', async () => {
    for (const raw of open) raw.end();
    open.clear();
  });
  serveRoute(server, apiRoutes.auctionEvents, async ({ listing_id }, request, reply) => {
    currentUser(request);
    const lastId = Number(request.headers['last-event-id']);
    let sent = Number.isInteger(lastId) ? lastId : -1;
    // Unknown auction: an ordinary 404 answer, before the stream starts.
    const initial = await auctions.publicState(listing_id);
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    raw.write('retry: 2000\n\n');
    leaveInFlight(request);
    open.add(raw);
    server.app.businessMetrics.trackLiveFeed(raw);
    let lastKey = '';
    const send = (view: AuctionView) => {
      // A newer version, or the same one in another phase (the end passing, a pause), goes out once.
      const key = `${view.version}|${view.phase}|${view.ends_at}|${view.pause_reason}`;
      if (view.version < sent || (view.version === sent && (lastKey === '' || key === lastKey))) return;
      sent = view.version;
      lastKey = key;
      raw.write(stateEvent(view));
    };
    send(initial);
    lastKey ||= `${initial.version}|${initial.phase}|${initial.ends_at}|${initial.pause_reason}`;
    const unsubscribe = feed.subscribe(listing_id, send);
    const heartbeat = setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS);
    heartbeat.unref();
    request.raw.on('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(raw);
    });
    return reply;
  });
}
