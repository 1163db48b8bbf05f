import { logProcessOutputAsJson } from './infra/processLog.js';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, serverClock, type AppConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { DataDirInUseError } from './db/dataDirLock.js';
import { copyDemoAssets } from './db/seed/demoAssets.js';
import { StartFailure, startFailureMessage } from './infra/startFailures.js';
import { loadConfirmationSigner } from './modules/bidding/confirmationSigning.js';
import { createStorage } from './infra/storage/createStorage.js';
import { TestClock } from './infra/testClock.js';
import { seedWhenEmpty } from './db/seed/index.js';
import { createFirstAdminWhenNoStaff } from './modules/console/staff/firstAdmin.js';
import { keepFirstAdminPassword } from './modules/console/staff/firstAdminPasswordFile.js';

// Every line of this process is JSON, from here on (docs/deployment.md "Logs").
const processLog = logProcessOutputAsJson();

/** Reads the configuration, opens and migrates the database, seeds it when empty, and listens. */
async function main(config: AppConfig): Promise<void> {
  const startedAt = performance.now();
  // Before anything is written: a bucket or folder the server cannot write to is said at once, in
  // words naming the setting (docs/deployment.md "When the start fails").
  const storageProblem = await createStorage(config).ensureWritable();
  if (storageProblem) throw new StartFailure(storageProblem);
  // The exchange's signing certificate is opened now: a wrong file or passphrase stops the start.
  if (config.confirmationSigning)
    loadConfirmationSigner(config.confirmationSigning.p12File, config.confirmationSigning.passphrase);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    limits: config.database,
  });
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
    // Kept in a file before anything else can fail (the port, the demo pictures): a start that fails
    // after seeding leaves the password where the next start, and the operator, find it. Inside the
    // start-up lock, so instances starting together do not both write a new one.
    const consoleUrl = `${config.publicUrl ?? `http://localhost:${config.port}`}/#/console`;
    const created = await createFirstAdminWhenNoStaff(database.db);
    const renewWhenMissing = database.driver === 'pglite';
    return {
      app,
      firstAdmin: await keepFirstAdminPassword(database.db, config.dataDir, consoleUrl, created, renewWhenMissing),
    };
  });
  if (firstAdmin)
    app.log.warn(
      `the console's first admin password ${firstAdmin.renewed ? 'file was missing and has been written again with a new password' : 'is kept'} in ${firstAdmin.file} (readable by this user only); log in as admin with it and change it: the file goes once it is changed`,
    );

  // Demo content points at pictures under /uploads/demo/; put back any that the uploads storage lacks.
  if (config.demoSeed) await copyDemoAssets(config);

  // Sessions, captchas, SMS codes and login locks live in the database; the per-IP rate limits only
  // in Redis (docs/deployment.md "Several instances").
  if (config.databaseUrl && !config.redisUrl)
    app.log.warn('REDIS_URL is not set: rate limits are counted per process; set it when several instances serve');

  await app.listen({ port: config.port, host: config.host });
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

/** The configuration, or the refusal naming the variable (and the process ends). */
function configOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) processLog.fatal(error.message);
    else processLog.fatal({ err: error }, 'failed to read the configuration');
    process.exit(1);
  }
}

const config = configOrExit();
main(config).catch((error: unknown) => {
  if (error instanceof DataDirInUseError) processLog.fatal(error.message);
  else processLog.fatal(`failed to start: ${startFailureMessage(error, config)}`);
  process.exit(1);
});
