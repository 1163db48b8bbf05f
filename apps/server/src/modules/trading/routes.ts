import { apiRoutes } from '@jhy/contract';
import type { AppServices } from '../../appServices.js';
import { serveRoute, type RouteServer } from '../../infra/serveRoute.js';
import { AttachmentLinks } from './attachmentLinks.js';
import { DisclosureAttachments } from './disclosureAttachments.js';

/**
 * The trading center's calls: listed projects, their detail, the carousel, and the
 * disclosure attachments that only a logged-in user may open.
 */
export function tradingRoutes(
  server: RouteServer,
  {
    db,
    storage,
    signingKeys,
    publicListings: listings,
    clock,
  }: Pick<AppServices, 'db' | 'storage' | 'signingKeys' | 'publicListings' | 'clock'>,
): void {
  const attachments = new DisclosureAttachments(db, new AttachmentLinks(signingKeys), storage, clock);

  // A page is one kept object while it is current (publicListings.ts): its JSON is written once.
  serveRoute(server, apiRoutes.listingList, (query) => listings.list(query), { reuseAnswers: true });
  serveRoute(server, apiRoutes.listingCheck, ({ id }) => listings.detail(id));
  serveRoute(server, apiRoutes.listingBanner, () => listings.banners(), { reuseAnswers: true });
  serveRoute(server, apiRoutes.listingFirstPicture, ({ id }) => listings.firstPicture(id));
  serveRoute(server, apiRoutes.listingAttachmentLink, ({ id, index, kind }) => attachments.issue(id, index, kind));
  // The signed link is the credential: the browser opens it without a token, and it answers the file.
  serveRoute(server, apiRoutes.listingAttachment, (link, _request, reply) => attachments.open(link, reply));
}
