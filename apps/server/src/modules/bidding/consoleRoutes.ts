import { apiRoutes, auctionMessages, biddingMessages, statementMessages, uploadMessages } from '@jhy/contract';
import type { AppServices } from '../../appServices.js';
import { Answer } from '../../infra/envelope.js';
import { badRequest } from '../../infra/errors.js';
import { StatementDesk, statementLinesPage } from './bankStatements.js';
import { serveRoute, type RouteServer } from '../../infra/serveRoute.js';
import { actingStaff } from '../staffActions/actingStaff.js';
import { serveReviewDecision } from '../review/reviewEndpoint.js';
import { registerReviewQueue } from '../review/reviewQueues.js';
import { actedOnAsStaff } from '../staffActions/savedAsStaff.js';
import { AuctionControl } from './auctionControl.js';
import { transactionsNeedingAttention } from './listingJobs.js';
import { depositLedgerPage } from './depositLedger.js';
import { sendWorkbook } from '../../infra/workbook.js';
import { depositLedgerWorkbook } from './depositLedgerExport.js';
import { registrationWorkbook } from './registrationExport.js';
import { chinaDate } from '../../infra/chinaTime.js';
import {
  countRegistrationsPending,
  DepositDesk,
  qualificationFlow,
  registrationQueuePage,
  registrationQueueRow,
} from './qualification.js';

/** The console's registrations: the qualification queue (reviewers) with deposit recording. */
export function biddingConsoleRoutes(
  server: RouteServer,
  {
    db,
    privateUploads,
    clock,
    storage,
    auctions,
  }: Pick<AppServices, 'db' | 'privateUploads' | 'clock' | 'storage' | 'auctions'>,
): void {
  const fileUrl = (src: string) => privateUploads.urlFor(src);
  const deposits = new DepositDesk(db, clock);
  const rowOf = (id: number) => registrationQueueRow(db, id, fileUrl, clock);
  registerReviewQueue({
    key: 'registrations',
    title: '意向受让资格确认',
    path: '/console/review/registrations',
    countPending: countRegistrationsPending,
  });
  serveRoute(server, apiRoutes.registrationQueue, (query) => registrationQueuePage(db, query, fileUrl, clock()));
  serveRoute(server, apiRoutes.registrationDetail, ({ id }) => rowOf(id));
  serveRoute(server, apiRoutes.registrationExport, async (query, _request, reply) =>
    sendWorkbook(reply, await registrationWorkbook(db, query, clock()), `意向受让登记-${chinaDate(clock())}.xlsx`),
  );
  serveRoute(server, apiRoutes.auctionWatch, ({ listing_id }) => auctions.staffState(listing_id));
  serveReviewDecision(server, db, apiRoutes.registrationDecide, {
    flow: qualificationFlow(clock),
    present: ({ registration }) => ({
      id: registration.id,
      status: registration.status,
      remark: registration.remark,
      bidder_code: registration.bidderCode,
    }),
  });
  serveRoute(
    server,
    apiRoutes.depositRecord,
    actedOnAsStaff((actor, input) => deposits.record(actor, input), rowOf, biddingMessages.depositRecorded),
  );
  serveRoute(
    server,
    apiRoutes.depositRefund,
    actedOnAsStaff((actor, input) => deposits.refund(actor, input), rowOf, biddingMessages.refunded),
  );
  serveRoute(
    server,
    apiRoutes.depositCorrect,
    actedOnAsStaff((actor, input) => deposits.correct(actor, input), rowOf, biddingMessages.depositCorrected),
  );
  serveRoute(
    server,
    apiRoutes.depositConfirm,
    actedOnAsStaff((actor, input) => deposits.confirm(actor, input), rowOf, biddingMessages.depositConfirmed),
  );
  serveRoute(
    server,
    apiRoutes.refundConfirm,
    actedOnAsStaff((actor, input) => deposits.confirmRefund(actor, input), rowOf, biddingMessages.refundConfirmed),
  );
  serveRoute(
    server,
    apiRoutes.refundCorrect,
    actedOnAsStaff((actor, input) => deposits.correctRefund(actor, input), rowOf, biddingMessages.refundCorrected),
  );
  serveRoute(server, apiRoutes.depositLedger, (query) => depositLedgerPage(db, query));
  serveRoute(server, apiRoutes.depositLedgerExport, async (query, _request, reply) =>
    sendWorkbook(reply, await depositLedgerWorkbook(db, query), `保证金台账-${chinaDate(clock())}.xlsx`),
  );
  const statements = new StatementDesk(db, storage, deposits, clock);
  serveRoute(
    server,
    apiRoutes.statementImport,
    async (_input, request) => {
      const [file, ...others] = request.receivedFiles;
      if (others.length > 0) throw badRequest(uploadMessages.oneFileOnly);
      const imported = await statements.import(actingStaff(request), file);
      return new Answer(imported, statementMessages.imported.replace('{recorded}', String(imported.recorded)));
    },
    {
      config: {
        multipartOptions: { limits: { fileSize: 5 * 1024 * 1024 + 1, files: 2 }, throwFileSizeLimit: false },
      },
    },
  );
  serveRoute(server, apiRoutes.statementLines, (query) => statementLinesPage(db, query));
  serveRoute(server, apiRoutes.statementConfirm, async ({ statement_id }, request) => {
    const result = await statements.confirm(actingStaff(request), statement_id);
    return new Answer(result, statementMessages.confirmed.replace('{confirmed}', String(result.confirmed)));
  });
  serveRoute(server, apiRoutes.transactionAttention, () => transactionsNeedingAttention(db));
  const control = new AuctionControl(db, clock);
  serveRoute(server, apiRoutes.auctionList, (query) => control.list(query));
  serveRoute(server, apiRoutes.auctionPause, async (input, request) => {
    const listingId = await control.pause(actingStaff(request), input);
    return new Answer(await auctions.staffState(listingId), auctionMessages.pausedNow);
  });
  serveRoute(server, apiRoutes.auctionResume, async (input, request) => {
    const listingId = await control.resume(actingStaff(request), input);
    return new Answer(await auctions.staffState(listingId), auctionMessages.resumedNow);
  });
}
