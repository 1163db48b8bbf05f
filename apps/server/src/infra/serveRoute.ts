import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z, type ZodType } from 'zod';
import { envelopeOf, type AnyRoute, type RouteAccess } from '@jhy/contract';
import { Answer, envelope } from './envelope.js';
import type { EventStreams } from './eventStreams.js';
import { reusedAnswerWriter } from './responseSerializer.js';
import { normalizeBody } from './requestBodies.js';

/** Turns a route's declared access into the guard that enforces it (built once in app.ts). */
export type GuardFor = (access: RouteAccess) => onRequestAsyncHookHandler | undefined;

/**
 * Turns a route's declared owner rule into the check that enforces it, run once its fields are
 * validated (modules/recordOwners.ts, built once in app.ts); undefined for a rule that names no record.
 */
export type OwnerCheckFor = (route: AnyRoute) => preHandlerAsyncHookHandler | undefined;

/** What every feature's route file is given: the Fastify instance and the guards of the route table. */
export interface RouteServer {
  app: FastifyInstance;
  guardFor: GuardFor;
  ownerCheckFor: OwnerCheckFor;
  /** The live streams, with their caps (infra/eventStreams.ts). */
  streams: EventStreams;
}

export interface ServeOptions {
  /** More guards after the access guard, e.g. a per-route rate limit. They see headers, not fields. */
  guards?: onRequestAsyncHookHandler[];
  /** Route config: `rateLimit` (@fastify/rate-limit), `multipartOptions` (@fastify/multipart). */
  config?: FastifyContextConfig & { multipartOptions?: Record<string, unknown> };
  /**
   * The handler answers kept objects (a cache's entries, never changed once kept): each one's JSON
   * is written once and sent again while the handler returns the same object (docs/performance.md
   * "A kept answer is written once").
   */
  reuseAnswers?: boolean;
}

type Fields<R extends AnyRoute> = R['input'] extends ZodType ? z.output<R['input']> : Record<string, never>;
type Data<R extends AnyRoute> = R['output'] extends ZodType ? z.output<R['output']> : FastifyReply;
type Result<R extends AnyRoute> = Data<R> | Answer<Data<R>> | FastifyReply;

/**
 * The handler of one route: given the validated fields, it returns the route's declared `data`
 * (or `new Answer(data, msg)` for another success message, or the reply when it answered itself).
 * A result that does not match the route's output schema fails typecheck.
 */
export type RouteHandler<R extends AnyRoute> = (
  input: Fields<R>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<Result<R>> | Result<R>;

const noInput = z.object({}).passthrough();
/** What Fastify itself sends with an answer it serialised. */
const JSON_ANSWER = 'application/json; charset=utf-8';

/**
 * Registers one entry of the route table (packages/contract/src/api): its input schema validates the
 * request, its access decides the guard (run first, before the body is read, so an anonymous upload
 * is refused before its bytes are buffered), its owner rule the check that the record its validated
 * fields name is the caller's (a preHandler), and its output schema, inside the envelope, compiles the
 * serializer and documents the answer in OpenAPI. docs/architecture.md shows the way of a request.
 */
export function serveRoute<R extends AnyRoute>(
  server: RouteServer,
  route: R,
  handler: RouteHandler<R>,
  options: ServeOptions = {},
): void {
  const typed = server.app.withTypeProvider<ZodTypeProvider>();
  const input = route.input ?? noInput;
  const accessGuard = server.guardFor(route.access);
  const guards = [...(accessGuard ? [accessGuard] : []), ...(options.guards ?? [])];
  const ownerCheck = server.ownerCheckFor(route);
  const response = route.output ? { 200: envelopeOf(route.output) } : undefined;
  const reused =
    options.reuseAnswers && response ? reusedAnswerWriter(response[200], (data) => envelope(data)) : undefined;
  const send = async (request: FastifyRequest, reply: FastifyReply, fields: unknown) => {
    const result = await handler(fields as Fields<R>, request, reply);
    if (reply.sent || result === reply) return reply;
    if (result instanceof Answer) return reply.send(envelope(result.data, result.msg));
    if (reused && typeof result === 'object' && result !== null) return reply.type(JSON_ANSWER).send(reused(result));
    return reply.send(envelope(result ?? null));
  };
  const common = { summary: route.summary, tags: [route.tag], response };
  const routeOptions = {
    onRequest: guards.length ? guards : undefined,
    preHandler: ownerCheck ? [ownerCheck] : undefined,
    config: options.config,
  };
  if (route.kind === 'read') {
    typed.route({
      method: 'GET',
      url: route.path,
      schema: { ...common, querystring: input },
      ...routeOptions,
      handler: (request, reply) => send(request, reply, request.query),
    });
  }
  typed.route({
    method: 'POST',
    url: route.path,
    schema: { ...common, body: input },
    preValidation: normalizeBody,
    ...routeOptions,
    handler: (request, reply) => send(request, reply, request.body),
  });
}
