import { apiRoutes, enterpriseMessages } from '@jhy/contract';
import type { Db } from '../../db/client.js';
import { Answer } from '../../infra/envelope.js';
import { serveRoute, type RouteServer } from '../../infra/serveRoute.js';
import { serveOwnRecords } from '../accounts/ownRecordRoutes.js';
import { currentUser } from '../accounts/requireUser.js';
import type { PrivateUploads } from '../uploads/privateUploads.js';
import { ownsUploadedFiles } from '../uploads/uploadRepository.js';
import { EnterpriseService } from './enterpriseService.js';

/** A user's own enterprises (docs/product.md §7): every call acts for the token's user, never a `user_id` field. */
export function enterpriseRoutes(server: RouteServer, db: Db, files: PrivateUploads): void {
  const enterprises = new EnterpriseService(db, ownsUploadedFiles, files);

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
