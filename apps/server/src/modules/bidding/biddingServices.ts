import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Storage } from '../../infra/storage/storage.js';
import { AuctionFeed } from './auctionFeed.js';
import { AuctionService } from './auctionService.js';
import { ConfirmationDocuments } from './confirmationDocuments.js';
import { loadConfirmationSigner } from './confirmationSigning.js';
import { OutbidNotices, registerOutbidNotices } from './outbidNotices.js';

/** The bidding parts that more than one user of them shares, built once per app (appServices.ts). */
export interface BiddingServices {
  /** The online auction, with its in-memory bid queue: the portal's room and the console's watch. */
  auctions: AuctionService;
  /** The live feed of the rooms, told by `auctions` of every bid taken here. */
  auctionFeed: AuctionFeed;
  /** The keeper of the 成交确认书 documents: the portal's deal routes and the window-close job. */
  confirmations: ConfirmationDocuments;
}

/** The online auction with its live feed and outbid notices, each stopped when the app closes. */
function openAuctions(app: FastifyInstance, db: Db, clock: () => Date) {
  const outbid = new OutbidNotices(db, app.log);
  registerOutbidNotices(app, outbid);
  app.addHook('onClose', async () => outbid.idle());
  const auctions: AuctionService = new AuctionService(db, clock, {
    taken: (listingId, taken) => auctionFeed.changed(listingId, taken),
    outbid: (event) => outbid.send(event),
  });
  const auctionFeed = new AuctionFeed(db, auctions, clock);
  app.addHook('onClose', async () => auctionFeed.close());
  return { auctions, auctionFeed };
}

function confirmationDocuments(
  db: Db,
  storage: Storage,
  config: Pick<AppConfig, 'publicUrl' | 'confirmationSigning'>,
  clock: () => Date,
): ConfirmationDocuments {
  const signing = config.confirmationSigning;
  const signer = signing ? loadConfirmationSigner(signing.p12File, signing.passphrase) : undefined;
  return new ConfirmationDocuments(db, storage, { publicUrl: config.publicUrl, signer }, clock);
}

/** The bidding parts of one app: `buildAppServices` calls it once. */
export function biddingServices(
  app: FastifyInstance,
  { db, storage, config, clock }: { db: Db; storage: Storage; config: AppConfig; clock: () => Date },
): BiddingServices {
  return { ...openAuctions(app, db, clock), confirmations: confirmationDocuments(db, storage, config, clock) };
}
