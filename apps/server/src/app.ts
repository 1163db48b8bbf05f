import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from './config.js';
import type { Db } from './db/client.js';
import { CanonicalPaths } from './infra/caseInsensitivePaths.js';
import { registerErrorEnvelope } from './infra/envelope.js';
import { loggerOptions } from './infra/logging.js';
import { registerOpenApi } from './infra/openApi.js';
import { registerRequestBodies } from './infra/requestBodies.js';
import { registerSecurity } from './infra/security.js';
import { registerStaticFiles } from './infra/staticFiles.js';
import { contentRoutes } from './modules/content/routes.js';
import { enterpriseRoutes } from './modules/enterprises/routes.js';
import { accountRoutes } from './modules/accounts/routes.js';
import { consoleRoutes } from './modules/console/routes.js';
import { regionRoutes } from './modules/regions/routes.js';
import { systemRoutes } from './modules/system/routes.js';
import { tradingRoutes } from './modules/trading/routes.js';
import { statsRoutes } from './modules/stats/routes.js';
import { PrivateUploads } from './modules/uploads/privateUploads.js';
import { uploadRoutes } from './modules/uploads/routes.js';

// Messages zod writes itself (a field missing, a wrong type) are in Chinese like ours.
z.config(z.locales.zhCN());

export interface AppDependencies {
  config: AppConfig;
  db: Db;
  /** false: no log (most tests); a stream: the production logger writing there (log tests). */
  logger?: false | NodeJS.WritableStream;
}

export async function buildApp({ config, db, logger }: AppDependencies): Promise<FastifyInstance> {
  const canonicalPaths = new CanonicalPaths();
  const app = Fastify({
    logger: logger === false ? false : loggerOptions(config.logLevel, logger),
    trustProxy: config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
    rewriteUrl: (request) => canonicalPaths.rewrite(request.url ?? '/'),
  });
  canonicalPaths.register(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerErrorEnvelope(app);
  await registerSecurity(app, config);
  await registerRequestBodies(app);
  await registerOpenApi(app);

  app.get('/healthz', { schema: { hide: true } }, async () => ({ code: 200, msg: 'ok', data: { status: 'ok' } }));
  systemRoutes(app, db);
  regionRoutes(app);
  consoleRoutes(app, db, config);
  accountRoutes(app, db, config);
  // One signer for private files: the uploads module checks its links, enterprises issue them.
  const privateUploads = new PrivateUploads(config.dataDir);
  uploadRoutes(app, db, config, privateUploads);
  enterpriseRoutes(app, db, privateUploads);
  contentRoutes(app, db, config);
  tradingRoutes(app, db, config);
  statsRoutes(app, db);

  await registerStaticFiles(app, config.dataDir);
  return app;
}
