import type { ServerOptions } from 'node:http';
import type { ConnectionDeadlines } from '../config.js';

/** Node looks for connections past their deadline this often at most (its own default is 30 s). */
const LONGEST_CHECK_INTERVAL_MS = 1_000;

/**
 * The HTTP server's deadlines (docs/security.md "Slow clients"). Fastify and Node set none on the
 * body by default, so a client sending a byte every 10 s held its socket for ever. Node answers a
 * request whose headers or whole body did not arrive in time with 408 (infra/envelope.ts
 * `answerClientError`) and closes the socket; a socket silent for `idleTimeoutMs` is destroyed, and
 * an idle keep-alive connection is closed after `keepAliveTimeoutMs` — past nginx's upstream
 * keep-alive of 60 s by default, so nginx never reuses a connection the server is closing.
 */
export function connectionDeadlineOptions(deadlines: ConnectionDeadlines): {
  connectionTimeout: number;
  keepAliveTimeout: number;
  requestTimeout: number;
  http: ServerOptions;
} {
  return {
    connectionTimeout: deadlines.idleTimeoutMs,
    keepAliveTimeout: deadlines.keepAliveTimeoutMs,
    requestTimeout: deadlines.requestTimeoutMs,
    http: {
      headersTimeout: deadlines.headersTimeoutMs,
      // A deadline is only as precise as the check: a quarter of the shortest one, at most a second.
      connectionsCheckingInterval: Math.min(
        LONGEST_CHECK_INTERVAL_MS,
        Math.floor(Math.min(deadlines.headersTimeoutMs, deadlines.requestTimeoutMs) / 4),
      ),
    },
  };
}
