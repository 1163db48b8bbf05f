/**
 * Errors that say a dependency did not answer — not that the request or the code was wrong. They
 * are answered 503 with Retry-After (infra/envelope.ts), like overload: the client may try again
 * and it will work once the dependency is back (docs/deployment.md "Database deadlines").
 */

/** SQLSTATEs of a server that cancelled, is stopping or refuses connections. */
const UNAVAILABLE_SQLSTATES: Record<string, string> = {
  '57014': 'a statement ran past DATABASE_STATEMENT_TIMEOUT_MS and was cancelled',
  '57P01': 'PostgreSQL is shutting down',
  '57P02': 'PostgreSQL crashed',
  '57P03': 'PostgreSQL does not accept connections yet',
  '53300': 'PostgreSQL has no connection slot left',
  '25P03': 'a transaction stayed idle past DATABASE_IDLE_TIMEOUT_MS and its session was ended',
};

/** Network errors of Node's sockets. */
const NETWORK_CODES: Record<string, string> = {
  ECONNREFUSED: 'the connection was refused',
  ECONNRESET: 'the connection was reset',
  ETIMEDOUT: 'the connection timed out',
  EHOSTUNREACH: 'the host cannot be reached',
  ENETUNREACH: 'the network cannot be reached',
  ENOTFOUND: 'the host name does not resolve',
  EPIPE: 'the connection was closed',
};

/** node-postgres's own messages for a deadline passed or a connection lost. */
const DRIVER_MESSAGES: Array<[RegExp, string]> = [
  [/Query read timeout/i, 'no answer within DATABASE_STATEMENT_TIMEOUT_MS (plus 2 s)'],
  [/timeout exceeded when trying to connect/i, 'no connection within DATABASE_CONNECT_TIMEOUT_MS'],
  [/Connection terminated/i, 'the connection was terminated'],
  [/not queryable/i, 'the connection had failed'],
];

/** The causes of an error, outermost first (drizzle wraps the driver's error as `cause`). */
function causes(error: unknown): Array<{ code?: unknown; message?: unknown }> {
  const chain: Array<{ code?: unknown; message?: unknown }> = [];
  let current = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    chain.push(current as { code?: unknown; message?: unknown });
    current = (current as { cause?: unknown }).cause;
  }
  return chain;
}

/**
 * Why a dependency did not answer, as a sentence for the log ("the database did not answer: no
 * connection within DATABASE_CONNECT_TIMEOUT_MS"); undefined when the error is of another kind.
 */
export function unavailableDependency(error: unknown): string | undefined {
  const chain = causes(error);
  // drizzle's query errors carry the query: what failed to answer was the database.
  const database = chain.some((link) => 'query' in link) ? 'the database' : 'a dependency';
  for (const { code, message } of chain) {
    if (typeof code === 'string' && UNAVAILABLE_SQLSTATES[code])
      return `the database did not answer: ${UNAVAILABLE_SQLSTATES[code]}`;
    if (typeof code === 'string' && NETWORK_CODES[code]) return `${database} did not answer: ${NETWORK_CODES[code]}`;
    if (typeof message === 'string') {
      const known = DRIVER_MESSAGES.find(([pattern]) => pattern.test(message));
      if (known) return `the database did not answer: ${known[1]}`;
    }
  }
  return undefined;
}
