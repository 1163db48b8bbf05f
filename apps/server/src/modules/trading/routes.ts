import { apiRoutes } from '@jhy/contract';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { SigningKeys } from '../../infra/signingKeys.js';
import { serveRoute, type RouteServer } from '../../infra/serveRoute.js';
import { createStorage } from '../../infra/storage/createStorage.js';
import { AttachmentLinks } from './attachmentLinks.js';
import { DisclosureAttachments } from './disclosureAttachments.js';
import type { PublicListings } from './publicListings.js';

/**
 * The trading center's calls: listed projects, their detail, the carousel, and the
 * disclosure attachments that only a logged-in user may open.
 */
export function tradingRoutes(
  server: RouteServer,
  db: Db,
  config: AppConfig,
  keys: SigningKeys,
  listings: PublicListings,
  clock: () => Date,
): void {
  const attachments = new DisclosureAttachments(db, new AttachmentLinks(keys), createStorage(config), clock);

  // A page is one kept object while it is current (publicListings.ts): its JSON is written once.
  serveRoute(server, apiRoutes.listingList, (query) => listings.list(query), { reuseAnswers: true });
  serveRoute(server, apiRoutes.listingCheck, ({ id }) => listings.detail(id));
  serveRoute(server, apiRoutes.listingBanner, () => listings.banners(), { reuseAnswers: true });
  serveRoute(server, apiRoutes.listingFirstPicture, ({ id }) => listings.firstPicture(id));
  serveRoute(server, apiRoutes.listingAttachmentLink, ({ id, index, kind }) => attachments.issue(id, index, kind));
  // The signed link is the credential: the browser opens it without a token, and it answers the file.
  serveRoute(server, apiRoutes.listingAttachment, (link, _request, reply) => attachments.open(link, reply));
}
