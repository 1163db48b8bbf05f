import { apiRoutes, certificationMessages } from '@jhy/contract';
import type { AppServices } from '../../appServices.js';
import { serveRoute, type RouteServer } from '../../infra/serveRoute.js';
import { serveOwnRecords } from '../accounts/ownRecordRoutes.js';
import { CertificationService, organisationDetail, organisationItems } from './certificationService.js';

/** Product certification in the portal: the organisations, and a user's own applications. */
export function certificationRoutes(server: RouteServer, { db }: Pick<AppServices, 'db'>): void {
  const applications = new CertificationService(db);

  serveRoute(server, apiRoutes.partnersList, () => organisationItems(db));
  serveRoute(server, apiRoutes.partnersDetail, ({ id }) => organisationDetail(db, id));
  serveOwnRecords(
    server,
    { add: apiRoutes.applyCertification, list: apiRoutes.myCertifications, edit: apiRoutes.editCertification },
    applications,
    { added: certificationMessages.submitted, edited: certificationMessages.edited },
  );
}
