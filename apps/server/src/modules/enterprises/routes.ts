import { apiRoutes, enterpriseMessages } from '@jhy/contract';
import type { Db } from '../../db/client.js';
import { Answer } from '../../infra/envelope.js';
import { serveRoute, type RouteServer } from '../../infra/serveRoute.js';
import { currentUser } from '../accounts/requireUser.js';
import type { PrivateUploads } from '../uploads/privateUploads.js';
import { ownsUploadedFiles } from '../uploads/uploadRepository.js';
import { EnterpriseService } from './enterpriseService.js';

/** A user's own enterprises (docs/product.md §7): every call acts for the token's user, never a `user_id` field. */
export function enterpriseRoutes(server: RouteServer, db: Db, files: PrivateUploads): void {
  const enterprises = new EnterpriseService(db, ownsUploadedFiles, files);

  serveRoute(server, apiRoutes.myCompanies, (query, request) => enterprises.list(currentUser(request).id, query));

  serveRoute(
    server,
    apiRoutes.companyAdd,
    async (fields, request) =>
      new Answer(await enterprises.add(currentUser(request).id, fields), enterpriseMessages.submitted),
  );

  serveRoute(
    server,
    apiRoutes.companyEdit,
    async ({ id, ...fields }, request) =>
      new Answer(await enterprises.edit(currentUser(request).id, id, fields), enterpriseMessages.resubmitted),
  );

  serveRoute(server, apiRoutes.companyDelete, async ({ id }, request) => {
    await enterprises.remove(currentUser(request).id, id);
    return new Answer(null, enterpriseMessages.deleted);
  });
}
