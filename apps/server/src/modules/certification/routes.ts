import { apiRoutes, certificationMessages } from '@jhy/contract';
import type { AppServices } from '../../appServices.js';
import { notFound } from '../../infra/errors.js';
import { serveRoute, type RouteServer } from '../../infra/serveRoute.js';
import { serveOwnRecords } from '../accounts/ownRecordRoutes.js';
import { findOrganisation, listOrganisations } from './certificationRepository.js';
import { CertificationService } from './certificationService.js';
import { toOrganisationDetail, toOrganisationItem } from './certificationView.js';

/** Product certification in the portal: the organisations, and a user's own applications. */
export function certificationRoutes(server: RouteServer, { db }: Pick<AppServices, 'db'>): void {
  const applications = new CertificationService(db);

  serveRoute(server, apiRoutes.partnersList, async () => (await listOrganisations(db)).map(toOrganisationItem));
  serveRoute(server, apiRoutes.partnersDetail, async ({ id }) => {
    const organisation = await findOrganisation(db, id);
    if (!organisation) throw notFound(certificationMessages.organisationNotFound);
    return toOrganisationDetail(organisation);
  });
  serveOwnRecords(
    server,
    { add: apiRoutes.applyCertification, list: apiRoutes.myCertifications, edit: apiRoutes.editCertification },
    applications,
    { added: certificationMessages.submitted, edited: certificationMessages.edited },
  );
}
