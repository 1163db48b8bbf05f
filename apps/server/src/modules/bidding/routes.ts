import { apiRoutes, auctionMessages, biddingMessages } from '@jhy/contract';
import type { AppServices } from '../../appServices.js';
import { Answer } from '../../infra/envelope.js';
import { GUESSING_LIMIT } from '../../infra/rateLimits.js';
import { serveRoute, type RouteServer } from '../../infra/serveRoute.js';
import { currentUser, recentUser } from '../accounts/requireUser.js';
import { userOwnsUploads } from '../uploads/uploadService.js';
import { serveAuctionEvents } from './auctionEvents.js';
import { DealResults } from './dealResults.js';
import { RegistrationService } from './registrationService.js';

/** Buying in the portal (docs/bidding.md): every call acts for the token's user. */
export function biddingRoutes(
  server: RouteServer,
  {
    db,
    privateUploads,
    signingKeys,
    clock,
    auctions,
    auctionFeed,
    confirmations,
  }: Pick<
    AppServices,
    'db' | 'privateUploads' | 'signingKeys' | 'clock' | 'auctions' | 'auctionFeed' | 'confirmations'
  >,
): void {
  const registrations = new RegistrationService(db, userOwnsUploads, privateUploads, clock);
  serveRoute(
    server,
    apiRoutes.biddingRegister,
    async (fields, request) =>
      new Answer(await registrations.register(currentUser(request).id, fields), biddingMessages.registered),
  );
  serveRoute(
    server,
    apiRoutes.biddingWithdraw,
    async ({ id }, request) =>
      new Answer(await registrations.withdraw(currentUser(request).id, id), biddingMessages.withdrawn),
  );
  serveRoute(server, apiRoutes.auctionState, ({ listing_id }, request) =>
    auctions.state(currentUser(request).id, listing_id),
  );
  serveRoute(
    server,
    apiRoutes.auctionBid,
    async (input, request) => new Answer(await auctions.bid(recentUser(request), input), auctionMessages.accepted),
  );
  serveAuctionEvents(server, auctions, auctionFeed);
  serveRoute(server, apiRoutes.biddingMine, (query, request) => registrations.mine(currentUser(request).id, query));
  const results = new DealResults(db, signingKeys, confirmations, clock);
  // Public calls that could be walked or guessed are capped per address (docs/security.md "Guessing").
  serveRoute(server, apiRoutes.dealVerify, ({ no }) => results.verify(no), GUESSING_LIMIT);
  serveRoute(server, apiRoutes.dealOfListing, ({ listing_id }) => results.ofListing(listing_id), GUESSING_LIMIT);
  serveRoute(server, apiRoutes.dealConfirmationLink, ({ listing_id }, request) =>
    results.link(currentUser(request).id, listing_id),
  );
  serveRoute(server, apiRoutes.dealConfirmation, (link, _request, reply) => results.open(link, reply), GUESSING_LIMIT);
  serveRoute(server, apiRoutes.dealMine, (page, request) => results.mine(currentUser(request).id, page));
  serveRoute(server, apiRoutes.biddingHistory, ({ listing_id }) => results.history(listing_id));
  serveRoute(server, apiRoutes.biddingStanding, ({ listing_id }, request) =>
    registrations.standing(currentUser(request).id, listing_id),
  );
}
