import { apiRoutes, certificationMessages } from '@jhy/contract';
import type { Db } from '../../db/client.js';
import { Answer } from '../../infra/envelope.js';
import { notFound } from '../../infra/errors.js';
import { serveRoute, type RouteServer } from '../../infra/serveRoute.js';
import { currentUser } from '../accounts/requireUser.js';
import { findOrganisation, listOrganisations } from './certificationRepository.js';
import { CertificationService } from './certificationService.js';
import { toOrganisationDetail, toOrganisationItem } from './certificationView.js';

/** Product certification in the portal: the organisations, and a user's own applications. */
export function certificationRoutes(server: RouteServer, db: Db): void {
  const applications = new CertificationService(db);

  serveRoute(server, apiRoutes.partnersList, async () => (await listOrganisations(db)).map(toOrganisationItem));
  serveRoute(server, apiRoutes.partnersDetail, async ({ id }) => {
    const organisation = await findOrganisation(db, id);
    if (!organisation) throw notFound(certificationMessages.organisationNotFound);
    return toOrganisationDetail(organisation);
  });
  serveRoute(
    server,
    apiRoutes.applyCertification,
    async (fields, request) =>
      new Answer(await applications.apply(currentUser(request).id, fields), certificationMessages.submitted),
  );
  serveRoute(server, apiRoutes.myCertifications, (query, request) => applications.list(currentUser(request).id, query));
  serveRoute(
    server,
    apiRoutes.editCertification,
    async ({ id, ...fields }, request) =>
      new Answer(await applications.edit(currentUser(request).id, id, fields), certificationMessages.edited),
  );
}
