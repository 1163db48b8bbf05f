import { apiRoutes, pilotMessages } from '@jhy/contract';
import type { AppServices } from '../../appServices.js';
import { Answer } from '../../infra/envelope.js';
import { notFound } from '../../infra/errors.js';
import { serveRoute, type RouteServer } from '../../infra/serveRoute.js';
import { actingStaff } from '../staffActions/actingStaff.js';
import { serveReviewDecision } from '../review/reviewEndpoint.js';
import { registerReviewQueue } from '../review/reviewQueues.js';
import { countProductsAwaitingReview, findProductWithOwner, listProductQueue } from './displayProductRepository.js';
import { displayProductReviewFlow } from './displayProductReview.js';
import { toQueueRow } from './pilotView.js';
import { ZoneEditor } from './zoneEditor.js';

/** The console's display-product review queue (reviewers) and zone editor (editors). */
export function pilotConsoleRoutes(server: RouteServer, { db }: Pick<AppServices, 'db'>): void {
  const zones = new ZoneEditor(db);
  registerReviewQueue({
    key: 'display_products',
    title: '展示产品审核',
    path: '/console/review/display-products',
    countPending: countProductsAwaitingReview,
  });

  /** The queue row of one product: what its detail and a decision on it answer. */
  const queueRow = async (id: number) => {
    const row = await findProductWithOwner(db, id);
    if (!row) throw notFound(pilotMessages.productNotFound);
    return toQueueRow(row);
  };

  serveRoute(server, apiRoutes.displayProductQueue, async (query) => {
    const { rows, total } = await listProductQueue(db, query);
    return { total, data: rows.map(toQueueRow) };
  });
  serveRoute(server, apiRoutes.displayProductDetail, ({ id }) => queueRow(id));
  serveReviewDecision(server, db, apiRoutes.displayProductDecide, {
    flow: displayProductReviewFlow,
    present: (row) => queueRow(row.id),
  });

  serveRoute(server, apiRoutes.zoneConsoleList, () => zones.list());
  serveRoute(
    server,
    apiRoutes.zoneSave,
    async (input, request) => new Answer(await zones.save(actingStaff(request), input), pilotMessages.saved),
  );
}
