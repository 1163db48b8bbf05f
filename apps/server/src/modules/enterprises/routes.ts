import { apiRoutes, enterpriseMessages } from '@jhy/contract';
import { Answer } from '../../infra/envelope.js';
import type { AppServices } from '../../appServices.js';
import { serveRoute, type RouteServer } from '../../infra/serveRoute.js';
import { serveOwnRecords } from '../accounts/ownRecordRoutes.js';
import { currentUser } from '../accounts/requireUser.js';
import { userOwnsUploads } from '../uploads/uploadService.js';
import { EnterpriseService } from './enterpriseService.js';

/** A user's own enterprises (docs/product.md §7): every call acts for the token's user, never a `user_id` field. */
export function enterpriseRoutes(
  server: RouteServer,
  { db, privateUploads }: Pick<AppServices, 'db' | 'privateUploads'>,
): void {
  const enterprises = new EnterpriseService(db, userOwnsUploads, privateUploads);

  serveOwnRecords(
    server,
    { add: apiRoutes.companyAdd, list: apiRoutes.myCompanies, edit: apiRoutes.companyEdit },
    enterprises,
    { added: enterpriseMessages.submitted, edited: enterpriseMessages.resubmitted },
  );

  serveRoute(server, apiRoutes.companyDelete, async ({ id }, request) => {
    await enterprises.remove(currentUser(request).id, id);
    return new Answer(null, enterpriseMessages.deleted);
  });
}
