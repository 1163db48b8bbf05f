import { logProcessOutputAsJson } from './infra/processLog.js';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, serverClock } from './config.js';
import { openDatabase } from './db/client.js';
import { DataDirInUseError } from './db/dataDirLock.js';
import { copyDemoAssets } from './db/seed/demoAssets.js';
import { TestClock } from './infra/testClock.js';
import { seedWhenEmpty } from './db/seed/index.js';
import { createFirstAdminWhenNoStaff, printAdminCredentials } from './modules/console/staff/firstAdmin.js';

// Every line of this process is JSON, from here on (docs/deployment.md "Logs").
const processLog = logProcessOutputAsJson();

/** Reads the configuration, opens and migrates the database, seeds it when empty, and listens. */
async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  // Instances that start together migrate and seed one after the other (docs/deployment.md).
  const { app, firstAdmin } = await database.exclusively(async () => {
    await database.migrate();
    const testClock = config.testClockControl ? new TestClock(config.testClockOffsetMs) : undefined;
    const clock = testClock?.now ?? serverClock(config);
    const app = await buildApp({ config, db: database.db, clock, testClock });
    app.addHook('onClose', () => database.close());

    const seeded = await seedWhenEmpty(database.db, { demo: config.demoSeed });
    if (seeded)
      app.log.info(
        config.demoSeed
          ? 'empty database: reference data and demo content seeded'
          : 'empty database: reference data seeded',
      );
    return { app, firstAdmin: await createFirstAdminWhenNoStaff(database.db) };
  });

  // Demo content points at pictures under /uploads/demo/; put back any that the uploads storage lacks.
  if (config.demoSeed) await copyDemoAssets(config);

  // Sessions, captchas, SMS codes and login locks live in the database; the per-IP rate limits only
  // in Redis (docs/deployment.md "Several instances").
  if (config.databaseUrl && !config.redisUrl)
    app.log.warn('REDIS_URL is not set: rate limits are counted per process; set it when several instances serve');

  await app.listen({ port: config.port, host: config.host });
  if (firstAdmin)
    printAdminCredentials(firstAdmin, `${config.publicUrl ?? `http://localhost:${config.port}`}/#/console`);
  app.log.info(
    `江河源生态产品交易平台 ready on http://localhost:${config.port} (${database.driver}, ${Math.round(performance.now() - startedAt)} ms)`,
  );

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: closing`);
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while closing');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirInUseError) processLog.fatal(error.message);
  else processLog.fatal({ err: error }, 'failed to start');
  process.exit(1);
});
