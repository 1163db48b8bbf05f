import { apiRoutes, enterpriseMessages } from '@jhy/contract';
import { notFound } from '../../infra/errors.js';
import type { AppServices } from '../../appServices.js';
import { serveRoute, type RouteServer } from '../../infra/serveRoute.js';
import { serveReviewDecision } from '../review/reviewEndpoint.js';
import { registerReviewQueue } from '../review/reviewQueues.js';
import {
  countEnterprisesPending,
  enterpriseReviewFlow,
  findEnterpriseForReview,
  listEnterpriseQueue,
} from './enterpriseReview.js';
import { toEnterpriseView } from './enterpriseView.js';

/** The console's enterprise verification queue (reviewers and admins); registered by the console. */
export function enterpriseConsoleRoutes(
  server: RouteServer,
  { db, privateUploads }: Pick<AppServices, 'db' | 'privateUploads'>,
): void {
  const fileUrl = (src: string) => privateUploads.urlFor(src);
  registerReviewQueue({
    key: 'enterprises',
    title: '企业认证',
    path: '/console/review/enterprises',
    countPending: countEnterprisesPending,
  });

  serveRoute(server, apiRoutes.enterpriseQueue, (query) => listEnterpriseQueue(db, query, fileUrl));

  serveRoute(server, apiRoutes.enterpriseQueueDetail, async ({ id }) => {
    const enterprise = await findEnterpriseForReview(db, id, fileUrl);
    if (!enterprise) throw notFound(enterpriseMessages.notFound);
    return enterprise;
  });

  serveReviewDecision(server, db, apiRoutes.enterpriseDecide, {
    flow: enterpriseReviewFlow,
    present: (row) => toEnterpriseView(row, fileUrl),
  });
}
