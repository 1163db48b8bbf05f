import { MESSAGE_PAGE_SIZE } from './messageCenter.js';
import type { ApiPath } from './api/index.js';
import { API } from './routes.js';

/**
 * The first call of a signed-in page where visits often start (a notice's link leads there), made by
 * index.html with the kept session while the app's code is still loading, and handed to the app's
 * client when the page makes the same call (docs/performance.md "A first screen's data before the
 * app"). Keyed as the first-screen pages are: the route, or `route?name=value` for a page drawn by
 * one of its parameters.
 *
 * The body is written as the page writes it, key by key in the same order: the client hands the
 * answer over only to the call with the same path, the same body (as JSON text) and the same token.
 * A call that differs is simply made again.
 */
export interface FirstAnswer {
  path: ApiPath;
  /** The call's body before the address's parameters. */
  body: Record<string, number | string>;
  /** Parameters of the address added to the body as positive integers; when one is not, nothing is asked. */
  integerParams?: readonly string[];
}

export const FIRST_ANSWERS: Record<string, FirstAnswer> = {
  // The message center's first page (portal/messages/api/messageQueries.ts).
  '/main/myAccount?tab=messages': { path: API.messageList, body: { page: 1, limit: MESSAGE_PAGE_SIZE } },
  // The bidding room's state (portal/bidding/api/biddingFirstQueries.ts).
  '/main/BiddingRoom': { path: API.auctionState, body: {}, integerParams: ['listing_id'] },
};
