import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from './config.js';
import { buildAppServices } from './appServices.js';
import type { Db } from './db/client.js';
import { refusingControlCharacters } from './infra/controlCharacters.js';
import { registerOverloadProtection } from './infra/overload.js';
import { registerReadiness } from './infra/readiness.js';
import { CanonicalPaths } from './infra/caseInsensitivePaths.js';
import { connectionDeadlineOptions } from './infra/connectionDeadlines.js';
import { EventStreams } from './infra/eventStreams.js';
import { registerCompression } from './infra/compression.js';
import { answerClientError, registerErrorEnvelope } from './infra/envelope.js';
import { AccessLogController, loggerOptions, REQUEST_ID_OPTIONS } from './infra/logging.js';
import { registerMetrics } from './infra/metrics.js';
import { registerOpenApi } from './infra/openApi.js';
import { registerRequestBodies } from './infra/requestBodies.js';
import { registerResponseSerializer } from './infra/responseSerializer.js';
import type { RouteServer } from './infra/serveRoute.js';
import { accessGuards } from './modules/accessGuards.js';
import { ownerChecks } from './modules/recordOwners.js';
import { certificationRoutes } from './modules/certification/routes.js';
import { scheduleRetention } from './infra/retention.js';
import { pilotRoutes } from './modules/pilot/routes.js';
import { biddingRoutes } from './modules/bidding/routes.js';
import { scheduleWindowClose } from './modules/bidding/closingService.js';
import { transactionAttentionGauge } from './modules/bidding/listingJobs.js';
import { registerSecurity } from './infra/security.js';
import { serveTestClock, type TestClock } from './infra/testClock.js';
import { registerStaticFiles } from './infra/staticFiles.js';
import { contentRoutes } from './modules/content/routes.js';
import { firstPaintPictures } from './modules/firstPaint/firstPaintPictures.js';
import { enterpriseRoutes } from './modules/enterprises/routes.js';
import { listingRoutes } from './modules/listings/routes.js';
import { accountRoutes } from './modules/accounts/routes.js';
import { staffGuard } from './modules/console/consolePermissions.js';
import { consoleRoutes } from './modules/console/routes.js';
import { regionRoutes } from './modules/regions/routes.js';
import { systemRoutes } from './modules/system/routes.js';
import { tradingRoutes } from './modules/trading/routes.js';
import { statsRoutes } from './modules/stats/routes.js';
import { uploadRoutes } from './modules/uploads/routes.js';
import { messageRoutes } from './modules/messages/routes.js';
import { scheduleSmsNotices, SmsNoticeDispatcher } from './modules/messages/smsNoticeDispatcher.js';

// Messages zod writes itself (a field missing, a wrong type) are in Chinese like ours.
z.config(z.locales.zhCN());

export interface AppDependencies {
  config: AppConfig;
  db: Db;
  /** false: no log (most tests); a stream: the production logger writing there (log tests). */
  logger?: false | NodeJS.WritableStream;
  /**
   * false: the SMS notices decisions queue are not sent by a timer (tests send them with their own
   * SmsNoticeDispatcher and clock). Default true.
   */
  sendSmsNotices?: boolean;
  /**
   * false: the window close (docs/bidding.md "Closing") is not run by a timer; tests call
   * closeDueWindows with their own clock. Default true.
   */
  closeWindows?: boolean;
  /** The server's clock; tests give a controlled one (docs/time.md). */
  clock?: () => Date;
  /** A test server's settable clock (TEST_CLOCK_CONTROL): `clock` reads it, POST /__test__/clock sets it. */
  testClock?: TestClock;
}

export async function buildApp({
  config,
  db,
  logger,
  sendSmsNotices = true,
  closeWindows = true,
  clock = () => new Date(),
  testClock,
}: AppDependencies): Promise<FastifyInstance> {
  const canonicalPaths = new CanonicalPaths();
  const app = Fastify({
    logger: logger === false ? false : loggerOptions(config.logLevel, logger),
    logController: new AccessLogController(),
    ...REQUEST_ID_OPTIONS,
    trustProxy: config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
    ...connectionDeadlineOptions(config.connections),
    rewriteUrl: (request) => canonicalPaths.rewrite(request.url ?? '/'),
    clientErrorHandler: answerClientError,
    // Requests that arrive while the server stops are answered in the envelope (infra/overload.ts).
    return503OnClosing: false,
  });
  canonicalPaths.register(app);
  // First of all hooks, so that even a shed or refused request answers with its id.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('X-Request-Id', request.id);
    done();
  });
  // A NUL byte or another control character in any field is refused before any route's schema.
  app.setValidatorCompiler(refusingControlCharacters(validatorCompiler));
  registerResponseSerializer(app);

  registerErrorEnvelope(app);
  await registerOverloadProtection(app, config.overload);
  const sharedCounters = await registerSecurity(app, config);
  // Before every route: its onSend hook applies only to routes registered after it.
  await registerCompression(app);
  await registerRequestBodies(app);
  if (testClock) serveTestClock(app, testClock);
  await registerOpenApi(app, config.docs, staffGuard(db)());

  // Prometheus metrics for the operators' networks only (docs/deployment.md "Metrics").
  const streams = new EventStreams(app, config.streams);
  registerMetrics(app, db, config.metricsNetworks, {
    sharedCounters,
    streams,
    gauges: [transactionAttentionGauge(db)],
  });
  // Liveness: the process answers. Readiness: its dependencies answer too, and the server is not
  // stopping (docs/security.md "Overload and shutdown"). Neither is shed under load.
  app.get('/healthz', { schema: { hide: true } }, async () => ({ code: 200, msg: 'ok', data: { status: 'ok' } }));
  const services = await buildAppServices(app, { config, db, clock });
  registerReadiness(app, { db, storage: services.storage, sharedCounters });
  // Every route's guard comes from the access its table entry declares, its owner check from its owner rule.
  const server: RouteServer = { app, guardFor: accessGuards(db, clock), ownerCheckFor: ownerChecks(db), streams };
  systemRoutes(server, services);
  regionRoutes(server);
  consoleRoutes(server, services);
  accountRoutes(server, services);
  messageRoutes(server, services);
  if (sendSmsNotices) scheduleSmsNotices(app, db, new SmsNoticeDispatcher(db, services.smsDriver, app.log));
  uploadRoutes(server, services);
  enterpriseRoutes(server, services);
  listingRoutes(server, services);
  contentRoutes(server, services);
  tradingRoutes(server, services);
  statsRoutes(server, services);
  certificationRoutes(server, services);
  pilotRoutes(server, services);
  biddingRoutes(server, services);
  if (closeWindows) scheduleWindowClose(app, db, config.bidding, clock, services.confirmations);
  // Expired sessions, captchas, SMS codes and old outbox messages are deleted (docs/security.md).
  scheduleRetention(app, db);

  await registerStaticFiles(app, services.storage, {
    firstPaintPictures: () => firstPaintPictures(services.publicContent, services.publicListings),
  });
  return app;
}
