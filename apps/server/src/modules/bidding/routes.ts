import { apiRoutes, auctionMessages, biddingMessages } from '@jhy/contract';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { createStorage } from '../../infra/storage/createStorage.js';
import { Answer } from '../../infra/envelope.js';
import { GUESSING_LIMIT } from '../../infra/rateLimits.js';
import { serveRoute, type RouteServer } from '../../infra/serveRoute.js';
import { currentUser } from '../accounts/requireUser.js';
import type { PrivateUploads } from '../uploads/privateUploads.js';
import type { SigningKeys } from '../../infra/signingKeys.js';
import { ownsUploadedFiles } from '../uploads/uploadRepository.js';
import { AuctionFeed } from './auctionFeed.js';
import { serveAuctionEvents } from './auctionEvents.js';
import { AuctionService } from './auctionService.js';
import { ConfirmationDocuments } from './confirmationDocuments.js';
import { loadConfirmationSigner } from './confirmationSigning.js';
import { OutbidNotices, registerOutbidNotices } from './outbidNotices.js';
import { DealResults } from './dealResults.js';
import { RegistrationService } from './registrationService.js';

/**
 * Buying in the portal (docs/bidding.md): every call acts for the token's user. Answers the keeper
 * of the 成交确认书 documents, which the window-close job also uses.
 */
export function biddingRoutes(
  server: RouteServer,
  db: Db,
  files: PrivateUploads,
  keys: SigningKeys,
  config: Pick<AppConfig, 'storage' | 'dataDir' | 'publicUrl' | 'confirmationSigning'>,
  clock: () => Date,
): ConfirmationDocuments {
  const registrations = new RegistrationService(db, ownsUploadedFiles, files, clock);
  const outbid = new OutbidNotices(db, server.app.log);
  registerOutbidNotices(server.app, outbid);
  server.app.addHook('onClose', async () => outbid.idle());
  const auctions: AuctionService = new AuctionService(db, clock, {
    taken: (listingId, taken) => feed.changed(listingId, taken),
    outbid: (event) => outbid.send(event),
  });
  const feed = new AuctionFeed(db, auctions, clock);
  server.app.addHook('onClose', async () => feed.close());
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
    async (input, request) => new Answer(await auctions.bid(currentUser(request).id, input), auctionMessages.accepted),
  );
  serveAuctionEvents(server, auctions, feed);
  serveRoute(server, apiRoutes.biddingMine, (query, request) => registrations.mine(currentUser(request).id, query));
  const signing = config.confirmationSigning;
  const documents = new ConfirmationDocuments(
    db,
    createStorage(config),
    {
      publicUrl: config.publicUrl,
      signer: signing ? loadConfirmationSigner(signing.p12File, signing.passphrase) : undefined,
    },
    clock,
  );
  const results = new DealResults(db, keys, documents, clock);
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
  return documents;
}
