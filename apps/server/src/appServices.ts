import type { FastifyInstance } from 'fastify';
import type { AppConfig } from './config.js';
import { ChangeNotices } from './db/changeNotices.js';
import type { Db } from './db/client.js';
import { SigningKeys } from './infra/signingKeys.js';
import { countedSms, createSmsDriver } from './infra/sms/createSmsDriver.js';
import type { SmsDriver } from './infra/sms/smsDriver.js';
import { createStorage } from './infra/storage/createStorage.js';
import type { Storage } from './infra/storage/storage.js';
import { biddingServices, type BiddingServices } from './modules/bidding/biddingServices.js';
import { PublicContentService } from './modules/content/contentService.js';
import { PublicListings } from './modules/trading/publicListings.js';
import { PrivateUploads } from './modules/uploads/privateUploads.js';

/**
 * The server's shared parts, each built once per app by `buildAppServices` and handed by name to
 * every feature's routes, which take only those they use: `(server, { db, clock }: Pick<AppServices,
 * 'db' | 'clock'>)` (docs/architecture.md "How a feature gets what it uses").
 */
export interface AppServices extends BiddingServices {
  db: Db;
  config: AppConfig;
  /** The server's clock (tests set it): time-driven rules read it, never `new Date()` (docs/time.md). */
  clock: () => Date;
  /** Uploaded files, on the local disk or in a bucket (infra/storage/). */
  storage: Storage;
  /** The keys every signed link is signed with, the same on every instance (docs/deployment.md). */
  signingKeys: SigningKeys;
  /** Signs the links to private files: the uploads module checks them, the features issue them. */
  privateUploads: PrivateUploads;
  /** The public content: the portal reads through its cache, the console's editors clear it. */
  publicContent: PublicContentService;
  /** The public listing lists and details, cached (trading/publicListings.ts). */
  publicListings: PublicListings;
  /** Verification codes (accounts) and decision notices (messages) leave through it, counted. */
  smsDriver: SmsDriver;
}

/** Builds every shared part once; what must stop with the app is stopped by its `onClose`. */
export async function buildAppServices(
  app: FastifyInstance,
  { config, db, clock }: Pick<AppServices, 'config' | 'db' | 'clock'>,
): Promise<AppServices> {
  const storage = createStorage(config);
  // Every instance signs links with the keys kept in the database (docs/deployment.md).
  const signingKeys = await SigningKeys.load(db, config.dataDir);
  // Editors' changes on any instance reach every instance's cache (docs/deployment.md).
  const notices = await ChangeNotices.open(db, (message) => app.log.warn(message));
  app.addHook('onClose', () => notices.close());
  return {
    db,
    config,
    clock,
    storage,
    signingKeys,
    privateUploads: new PrivateUploads(signingKeys),
    publicContent: new PublicContentService(db, notices),
    publicListings: new PublicListings(db, clock),
    smsDriver: countedSms(createSmsDriver(config, db, app.log), app.businessMetrics),
    ...biddingServices(app, { db, storage, config, clock }),
  };
}
