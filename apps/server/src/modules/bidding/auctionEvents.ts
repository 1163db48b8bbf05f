import { apiRoutes, type AuctionView } from '@jhy/contract';
import { businessMetricsOf } from '../../infra/businessMetrics.js';
import { ApiError } from '../../infra/errors.js';
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
 * gets the current state only when it is newer than the one it had. Before the auction exists the
 * stream opens with `event: waiting` and stays open: the feed's once-a-second look finds the
 * auction the window close opens and sends its state, so the room switches without a reload.
 */
export function serveAuctionEvents(server: RouteServer, auctions: AuctionService, feed: AuctionFeed): void {
  serveRoute(server, apiRoutes.auctionEvents, async ({ listing_id }, request, reply) => {
    // GET only, capped per account and address, cleaned up when the client goes (infra/eventStreams.ts).
    server.streams.refuseUnlessGet(request, reply);
    const user = currentUser(request);
    const lastId = Number(request.headers['last-event-id']);
    let sent = Number.isInteger(lastId) ? lastId : -1;
    // No auction yet on a public listing still in its window (or being closed): the stream starts
    // with `waiting` (the expected opening) and the feed sends the state once the auction exists.
    // Anything else unknown: an ordinary 404 answer, before the stream starts.
    const initial = await auctions.publicState(listing_id).catch(async (error: unknown) => {
      if (!(error instanceof ApiError) || error.status !== 404) throw error;
      const waiting = await auctions.waiting(listing_id);
      if (!waiting) throw error;
      return waiting;
    });
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
    if ('phase' in initial) {
      send(initial);
      lastKey ||= `${initial.version}|${initial.phase}|${initial.ends_at}|${initial.pause_reason}`;
    } else {
      stream.write(Buffer.from(`event: waiting\ndata: ${JSON.stringify(initial)}\n\n`));
    }
    stream.onClose(feed.subscribe(listing_id, send));
    return reply;
  });
}
