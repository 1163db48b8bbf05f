import { apiRoutes, listingMessages } from '@jhy/contract';
import { Answer } from '../../infra/envelope.js';
import type { AppServices } from '../../appServices.js';
import { serveRoute, type RouteServer } from '../../infra/serveRoute.js';
import { currentUser } from '../accounts/requireUser.js';
import { userOwnsUploads } from '../uploads/uploadService.js';
import { ListingSubmissions } from './listingSubmissionService.js';

/** Publishing: every call acts for the token's user, never a `user_id` field. */
export function listingRoutes(
  server: RouteServer,
  { db, privateUploads, clock }: Pick<AppServices, 'db' | 'privateUploads' | 'clock'>,
): void {
  const submissions = new ListingSubmissions(db, userOwnsUploads, privateUploads, clock);
  const submitted = <T>(data: T) => new Answer(data, listingMessages.submitted);
  const resubmitted = <T>(data: T) => new Answer(data, listingMessages.resubmitted);

  serveRoute(server, apiRoutes.addProject, async (form, request) =>
    submitted(await submissions.addProject(currentUser(request).id, form)),
  );
  serveRoute(server, apiRoutes.productAdd, async (form, request) =>
    submitted(await submissions.addProduct(currentUser(request).id, form)),
  );
  serveRoute(server, apiRoutes.myListings, (query, request) => submissions.listMine(currentUser(request).id, query));
  serveRoute(server, apiRoutes.editProject, async ({ id, ...form }, request) =>
    resubmitted(await submissions.editProject(currentUser(request).id, id, form)),
  );
  serveRoute(server, apiRoutes.productEdit, async ({ id, ...form }, request) =>
    resubmitted(await submissions.editProduct(currentUser(request).id, id, form)),
  );
}
