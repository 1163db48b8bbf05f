import { apiRoutes, organisationMessages } from '@jhy/contract';
import type { AppServices } from '../../appServices.js';
import { Answer } from '../../infra/envelope.js';
import { serveRoute, type RouteServer } from '../../infra/serveRoute.js';
import { actingStaff } from '../staffActions/actingStaff.js';
import { serveReviewDecision } from '../review/reviewEndpoint.js';
import { registerReviewQueue } from '../review/reviewQueues.js';
import {
  certificationApplication,
  certificationQueuePage,
  certificationReviewFlow,
  countCertificationsPending,
} from './certificationReview.js';
import { toApplicationView } from './certificationView.js';
import { OrganisationEditor } from './organisationEditor.js';

/** The console's certification acceptance queue (reviewers) and organisation editor (editors). */
export function certificationConsoleRoutes(server: RouteServer, { db }: Pick<AppServices, 'db'>): void {
  const organisations = new OrganisationEditor(db);
  registerReviewQueue({
    key: 'certification',
    title: '产品认证受理',
    path: '/console/review/certification',
    countPending: countCertificationsPending,
  });

  serveRoute(server, apiRoutes.certificationQueue, (query) => certificationQueuePage(db, query));
  serveRoute(server, apiRoutes.certificationDetail, ({ id }) => certificationApplication(db, id));
  serveReviewDecision(server, db, apiRoutes.certificationDecide, {
    flow: certificationReviewFlow,
    present: toApplicationView,
  });

  serveRoute(server, apiRoutes.organisationList, () => organisations.list());
  serveRoute(
    server,
    apiRoutes.organisationSave,
    async (input, request) =>
      new Answer(await organisations.save(actingStaff(request), input), organisationMessages.saved),
  );
  serveRoute(server, apiRoutes.organisationDelete, async ({ id }, request) => {
    await organisations.remove(actingStaff(request), id);
    return new Answer(null, organisationMessages.deleted);
  });
}
