import { format } from 'node:util';
import { pino, type Logger, type LoggerOptions } from 'pino';
import { loggerOptions } from './logging.js';

/**
 * Makes every line the server process writes a JSON line (docs/deployment.md "Logs"), not only
 * Fastify's: what libraries print with `console.*` (ioredis' unhandled errors, the pool's lost
 * connections, the first admin's banner), Node's and the AWS SDK's process warnings, and the
 * process's own start failures. Lines go through the same masking as the request log. Called
 * once, first thing in main.ts; never in a test process, whose console this would take over.
 */
export function logProcessOutputAsJson(): Logger {
  // At info whatever LOG_LEVEL says, as when these lines were printed as text: the first admin's
  // login (console.log) must reach the operator even with LOG_LEVEL=warn.
  const log = pino(loggerOptions('info') as LoggerOptions);
  const lineAt =
    (method: 'debug' | 'info' | 'warn' | 'error') =>
    (...args: unknown[]) =>
      log[method](format(...args));
  console.debug = lineAt('debug');
  console.log = lineAt('info');
  console.info = lineAt('info');
  console.warn = lineAt('warn');
  console.error = lineAt('error');
  // Node prints warnings to stderr as text through its own 'warning' listener; ours replaces it.
  process.removeAllListeners('warning');
  process.on('warning', (warning) => log.warn({ warning: warning.name }, warning.message));
  return log;
}
