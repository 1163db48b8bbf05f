import { apiRoutes, pilotMessages } from '@jhy/contract';
import type { AppServices } from '../../appServices.js';
import { Answer } from '../../infra/envelope.js';
import { serveRoute, type RouteServer } from '../../infra/serveRoute.js';
import { actingStaff } from '../staffActions/actingStaff.js';
import { serveReviewDecision } from '../review/reviewEndpoint.js';
import { registerReviewQueue } from '../review/reviewQueues.js';
import {
  countDisplayProductsPending,
  displayProductQueuePage,
  displayProductQueueRow,
  displayProductReviewFlow,
} from './displayProductReview.js';
import { ZoneEditor } from './zoneEditor.js';

/** The console's display-product review queue (reviewers) and zone editor (editors). */
export function pilotConsoleRoutes(server: RouteServer, { db }: Pick<AppServices, 'db'>): void {
  const zones = new ZoneEditor(db);
  registerReviewQueue({
    key: 'display_products',
    title: '展示产品审核',
    path: '/console/review/display-products',
    countPending: countDisplayProductsPending,
  });

  serveRoute(server, apiRoutes.displayProductQueue, (query) => displayProductQueuePage(db, query));
  serveRoute(server, apiRoutes.displayProductDetail, ({ id }) => displayProductQueueRow(db, id));
  serveReviewDecision(server, db, apiRoutes.displayProductDecide, {
    flow: displayProductReviewFlow,
    present: (row) => displayProductQueueRow(db, row.id),
  });

  serveRoute(server, apiRoutes.zoneConsoleList, () => zones.list());
  serveRoute(
    server,
    apiRoutes.zoneSave,
    async (input, request) => new Answer(await zones.save(actingStaff(request), input), pilotMessages.saved),
  );
}
