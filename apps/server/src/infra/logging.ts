import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** Logs must never carry tokens, cookies, passwords or codes (DESIGN.md "Rules that hold everywhere"). */
const redactedPaths = [
  'req.headers.token',
  'req.headers["x-staff-token"]',
  'req.headers.cookie',
  'req.headers.authorization',
  'body.password',
  'body.confirmpwd',
  'body.code',
  'body.verification_code',
];

/**
 * Query parameters that are secrets in themselves: a signed attachment link works for anyone who
 * holds it until it expires, so whoever reads the log must not be able to replay it.
 */
const SECRET_QUERY_PARAMETERS = ['signature', 'token', 'code', 'password'];

/** The request's URL with the values of secret query parameters replaced. */
export function urlForLog(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const query = new URLSearchParams(url.slice(queryStart + 1));
  for (const name of [...query.keys()]) {
    if (SECRET_QUERY_PARAMETERS.includes(name.toLowerCase())) query.set(name, '[Redacted]');
  }
  return `${url.slice(0, queryStart)}?${query.toString()}`;
}

/** Fastify's request line (its default fields) with the URL cleaned. */
function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: urlForLog(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The server's logger: level from configuration, secrets redacted; `stream` lets a test read it. */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    redact: redactedPaths,
    serializers: { req: requestForLog },
    ...(stream ? { stream } : {}),
  };
}
