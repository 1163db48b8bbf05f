import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';

/**
 * Logs never carry tokens, cookies, passwords, codes or hashes of them (docs/security.md "Logs"),
 * wherever in a logged object they sit (`{ password }`, `{ user: { password } }`, a headers
 * object): the value of such a key is replaced.
 */
const SECRET_KEYS = new Set(
  [
    'password',
    'confirmpwd',
    'oldPassword',
    'newPassword',
    'confirmPassword',
    'passwordHash',
    'password_hash',
    'token',
    'tokenHash',
    'codeHash',
    'answerHash',
    'verification_code',
    'signature',
    'params',
    // headers
    'x-staff-token',
    'cookie',
    'set-cookie',
    'authorization',
  ].map((key) => key.toLowerCase()),
);
/**
 * An SMS or captcha answer is `code` at the top of a line or in a logged `body`; elsewhere `code`
 * is kept, or every error's code would be hidden too.
 */
const ANSWER_KEY = 'code';
const REDACTED = '[Redacted]';

const MOBILE = /(?<!\d)(1[3-9]\d)\d{4}(\d{4})(?!\d)/g;
const ID_NUMBER = /(?<![\dA-Za-z])(\d{6})\d{8}(\d{3}[\dXx])(?![\dA-Za-z])/g;
const ARGON2_HASH = /\$argon2(id|i|d)\$[^\s"')]+/g;

/**
 * Mobile and ID numbers masked (138****5678, 630102********123X) and argon2 hashes removed from
 * free text, for lines that come from elsewhere — a database error's message, a provider's answer.
 */
export function maskPersonalData(text: string): string {
  return text.replace(ID_NUMBER, '$1********$2').replace(MOBILE, '$1****$2').replace(ARGON2_HASH, REDACTED);
}

/**
 * A logged object with secrets replaced and personal data masked, in one walk. Only plain data: a
 * request or an error is left to its serializer (which runs after this and writes no secret).
 * `answers` says whether a `code` here is an answer (at the top, or in a body).
 */
function maskDeep(value: unknown, depth = 0, answers = true): unknown {
  if (typeof value === 'string') return maskPersonalData(value);
  if (depth > 3 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => maskDeep(item, depth + 1, false));
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => {
      if (SECRET_KEYS.has(key.toLowerCase()) || (answers && key === ANSWER_KEY)) return [key, REDACTED];
      return [key, maskDeep(item, depth + 1, key === 'body')];
    }),
  );
}

/** "insert users", "select sessions": which query failed, without its text or its values. */
export function queryName(query: string): string {
  const verb = /^\s*(\w+)/.exec(query)?.[1]?.toLowerCase() ?? 'query';
  const table = /\b(?:from|into|update)\s+"?(\w+)"?/i.exec(query)?.[1];
  return table ? `${verb} ${table}` : verb;
}

interface DatabaseErrorLike {
  query?: unknown;
  params?: unknown;
  cause?: { code?: unknown; constraint?: unknown; message?: unknown };
}

/**
 * A failed query is logged by its SQLSTATE code, constraint and the query's name. Never its text
 * and parameters (drizzle puts both in the message), nor the database's message and detail, which
 * quote the values ("Key (mobile)=(13812345678) already exists").
 */
function errorForLog(error: unknown): { [key: string]: unknown; type: string; message: string; stack: string } {
  const candidate = error as DatabaseErrorLike;
  if (error instanceof Error && typeof candidate.query === 'string') {
    return {
      type: 'DatabaseError',
      message: 'database query failed',
      query: queryName(candidate.query),
      sqlState: candidate.cause?.code,
      constraint: candidate.cause?.constraint,
      // Only the frames: the first lines of this stack are the message, i.e. the SQL and its values.
      stack: (error.stack ?? '')
        .split('\n')
        .filter((line) => /^\s+at /.test(line))
        .join('\n'),
    };
  }
  if (!(error instanceof Error)) {
    // A plain object would print as "[object Object]": its message and code say what happened.
    const { message, code } = (error ?? {}) as { message?: unknown; code?: unknown };
    const text = typeof message === 'string' ? message : (JSON.stringify(error) ?? String(error));
    return { type: typeof error, message: maskPersonalData(text), code, stack: '' };
  }
  const { code, statusCode } = error as Error & { code?: unknown; statusCode?: unknown };
  return {
    type: error.name,
    message: maskPersonalData(error.message),
    code,
    statusCode,
    stack: maskPersonalData(error.stack ?? ''),
  };
}

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
    if (SECRET_QUERY_PARAMETERS.includes(name.toLowerCase())) query.set(name, REDACTED);
  }
  return `${url.slice(0, queryStart)}?${query.toString()}`;
}

/** Fastify's request line (its default fields) with the URL cleaned. */
function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: maskPersonalData(urlForLog(request.url)),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The server's logger: level from configuration, secrets replaced; `stream` lets a test read it. */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    // No pino `redact`: `maskDeep` replaces secrets in the same walk that masks personal data, which
    // halves the logging cost of a request (docs/performance.md "One access-log line per request").
    serializers: { req: requestForLog, err: errorForLog },
    formatters: { log: (object) => maskDeep(object) as Record<string, unknown> },
    hooks: {
      // The message string itself, not only the merged object.
      logMethod(args, method) {
        method.apply(
          this,
          args.map((arg) => (typeof arg === 'string' ? maskPersonalData(arg) : arg)) as Parameters<typeof method>,
        );
      },
    },
    ...(stream ? { stream } : {}),
  };
}

/**
 * One access-log line per request, written when the answer has gone, instead of Fastify's two (an
 * "incoming request" line, then a "request completed" one): half the log writes under load
 * (docs/performance.md). The line carries the request (cleaned by `requestForLog`), the status and
 * the time, and goes through the same redaction and masking as every other line.
 */
export class AccessLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/** What a proxy's or a caller's request id may look like: nginx's `$request_id`, a UUID, a trace id. */
const SENT_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * A request's id: the `X-Request-Id` nginx (deploy/nginx/jhy.conf) or a caller sent when it is a
 * plain token, otherwise a new UUID — unique across instances and restarts, unlike a per-process
 * counter. Every line about the request carries it as `reqId`, and the answer returns it.
 */
export function requestIdOf(request: IncomingMessage): string {
  const sent = request.headers['x-request-id'];
  return typeof sent === 'string' && SENT_REQUEST_ID.test(sent) ? sent : randomUUID();
}

/** The Fastify options that make request ids (requestIdOf) instead of Fastify's counter. */
export const REQUEST_ID_OPTIONS = { requestIdHeader: false, genReqId: requestIdOf } as const;
