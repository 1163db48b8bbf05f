import { apiRoutes, listingConsoleMessages, listingMessages } from '@jhy/contract';
import { Answer } from '../../infra/envelope.js';
import { notFound } from '../../infra/errors.js';
import type { AppServices } from '../../appServices.js';
import { serveRoute, type RouteServer } from '../../infra/serveRoute.js';
import { actingStaff } from '../staffActions/actingStaff.js';
import { serveReviewDecision } from '../review/reviewEndpoint.js';
import { registerReviewQueue } from '../review/reviewQueues.js';
import { actedOnAsStaff } from '../staffActions/savedAsStaff.js';
import { chinaDate } from '../../infra/chinaTime.js';
import { sendWorkbook } from '../../infra/workbook.js';
import { dealWorkbook } from './dealExport.js';
import { ListingOperations } from './listingOperations.js';
import {
  countListingsPending,
  findListingQueueRow,
  listListingQueue,
  listListingOperations,
  listingReviewFlow,
  reviewStanding,
} from './listingReview.js';

/** The console's listing review queue (reviewers) and listing operations (admins). */
export function listingConsoleRoutes(
  server: RouteServer,
  { db, privateUploads, clock }: Pick<AppServices, 'db' | 'privateUploads' | 'clock'>,
): void {
  const fileUrl = (src: string) => privateUploads.urlFor(src);
  const operations = new ListingOperations(db, clock);
  const rowOf = async (id: number) => {
    const row = await findListingQueueRow(db, id, fileUrl, clock());
    if (!row) throw notFound(listingMessages.notFound);
    return row;
  };
  registerReviewQueue({
    key: 'listings',
    title: '挂牌项目审核',
    path: '/console/review/listings',
    countPending: countListingsPending,
  });

  serveRoute(server, apiRoutes.listingQueue, (query) => listListingQueue(db, query, fileUrl, clock()));
  serveRoute(server, apiRoutes.listingQueueDetail, ({ id }) => rowOf(id));
  serveReviewDecision(server, db, apiRoutes.listingDecide, {
    flow: listingReviewFlow,
    present: reviewStanding,
  });
  serveRoute(server, apiRoutes.listingOperations, (query) => listListingOperations(db, query, fileUrl, clock()));
  serveRoute(server, apiRoutes.listingDealExport, async (query, _request, reply) =>
    sendWorkbook(reply, await dealWorkbook(db, query), `成交-${chinaDate(clock())}.xlsx`),
  );
  serveRoute(server, apiRoutes.listingRecordDeal, async (input, request) => {
    const { dealId, newsId } = await operations.recordDeal(actingStaff(request), input);
    return new Answer(
      { listing: await rowOf(input.id), deal_id: dealId, news_id: newsId },
      listingConsoleMessages.dealRecorded,
    );
  });
  serveRoute(
    server,
    apiRoutes.listingEnd,
    actedOnAsStaff((actor, input) => operations.end(actor, input), rowOf, listingConsoleMessages.ended),
  );
  serveRoute(
    server,
    apiRoutes.listingExtend,
    actedOnAsStaff((actor, input) => operations.extend(actor, input), rowOf, listingConsoleMessages.extended),
  );
}
