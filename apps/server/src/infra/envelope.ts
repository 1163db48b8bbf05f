import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { commonMessages, type Envelope } from '@jhy/contract';
import { unavailableDependency } from './dependencyFailures.js';
import { ApiError } from './errors.js';
import { isUnreadableMultipart } from './requestBodies.js';

/** A handler's answer with a message other than the default one. */
export class Answer<T> {
  constructor(
    readonly data: T,
    readonly msg: string,
  ) {}
}

export function envelope<T>(data: T, msg: string = commonMessages.ok): Envelope<T> {
  return { code: 200, msg, data };
}

export function failure(status: number, msg: string, data: unknown = null): Envelope<unknown> {
  return { code: status, msg, data };
}

/** Seconds a client is told to wait before trying again (overload, a dependency away). */
export const RETRY_AFTER_SECONDS = 5;

/** Messages for the 4xx errors that Fastify and its plugins raise themselves. */
const frameworkMessages: Record<number, string> = {
  400: commonMessages.badRequest,
  401: commonMessages.sessionExpired,
  403: commonMessages.forbidden,
  404: commonMessages.notFound,
  406: commonMessages.badRequest,
  413: commonMessages.payloadTooLarge,
  415: '不支持的请求格式',
  429: commonMessages.tooManyRequests,
};

/**
 * What Node's HTTP parser refuses before Fastify sees a request — headers over the size limit
 * (431), a request line that is not HTTP (400), a request that took too long to arrive (408) —
 * answered in the envelope like everything else, on the raw socket, and the connection closed.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const msg =
    status === 431
      ? commonMessages.headersTooLarge
      : status === 408
        ? commonMessages.requestTimeout
        : commonMessages.badRequest;
  const body = JSON.stringify(failure(status, msg));
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      'X-Content-Type-Options: nosniff\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
}

/** A client's mistake as the log says it: the framework's message and its code (never `[object Object]`). */
function describeClientError(error: { message?: string; code?: string }): string {
  return `${error.message || 'no message'}${error.code ? ` (${error.code})` : ''}`;
}

/**
 * One place turns every error into the envelope (docs/api-conventions.md): validation issues give
 * the rule's Chinese message, known statuses give a fixed Chinese message, anything else is a 500
 * whose details go to the log only — never a stack trace or SQL text to the client.
 */
export function registerErrorEnvelope(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.status(error.status).send(failure(error.status, error.message, error.data));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const msg = first?.message && /[\u4e00-\u9fa5]/.test(first.message) ? first.message : commonMessages.badRequest;
      return reply.status(400).send(failure(400, msg));
    }
    if (isUnreadableMultipart(request, error)) {
      request.log.info(`unreadable multipart body, answered 400: ${describeClientError(error)}`);
      return reply.status(400).send(failure(400, commonMessages.malformedMultipart));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info(`client error, answered ${status}: ${describeClientError(error)}`);
      const known = frameworkMessages[status] ?? commonMessages.badRequest;
      return reply.status(status).send(failure(status, known));
    }
    // A dependency past its deadline: the client may come back (docs/deployment.md "Database deadlines").
    const unavailable = unavailableDependency(error);
    if (unavailable) {
      request.log.error(`${unavailable}; answered 503`);
      reply.status(503).header('Retry-After', String(RETRY_AFTER_SECONDS));
      return reply.send(failure(503, commonMessages.dependencyUnavailable));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(failure(500, commonMessages.serverError));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(failure(404, commonMessages.notFound));
  });
}
