import { apiRoutes, type AuctionView } from '@jhy/contract';
import { businessMetricsOf } from '../../infra/businessMetrics.js';
import { serveRoute, type RouteServer } from '../../infra/serveRoute.js';
import { currentUser } from '../accounts/requireUser.js';
import type { AuctionFeed } from './auctionFeed.js';
import type { AuctionService } from './auctionService.js';

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
 * (`EventStreams.start`, which hijacks the reply) and writes the stream itself. A client reconnecting with `Last-Event-ID`
 * gets the current state only when it is newer than the one it had.
 */
export function serveAuctionEvents(server: RouteServer, auctions: AuctionService, feed: AuctionFeed): void {
  serveRoute(server, apiRoutes.auctionEvents, async ({ listing_id }, request, reply) => {
    // GET only, capped per account and address, cleaned up when the client goes (infra/eventStreams.ts).
    server.streams.refuseUnlessGet(request, reply);
    const user = currentUser(request);
    const lastId = Number(request.headers['last-event-id']);
    let sent = Number.isInteger(lastId) ? lastId : -1;
    // Unknown auction: an ordinary 404 answer, before the stream starts.
    const initial = await auctions.publicState(listing_id);
    const stream = server.streams.start(request, reply, user.id);
    if (!reply.raw.destroyed) businessMetricsOf(server.app)?.trackLiveFeed(reply.raw);
    let lastKey = '';
    const send = (view: AuctionView) => {
      // A newer version, or the same one in another phase (the end passing, a pause), goes out once.
      const key = `${view.version}|${view.phase}|${view.ends_at}|${view.pause_reason}`;
      if (view.version < sent || (view.version === sent && (lastKey === '' || key === lastKey))) return;
      sent = view.version;
      lastKey = key;
      stream.write(stateEvent(view));
    };
    send(initial);
    lastKey ||= `${initial.version}|${initial.phase}|${initial.ends_at}|${initial.pause_reason}`;
    stream.onClose(feed.subscribe(listing_id, send));
    return reply;
  });
}
