import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z, type ZodType } from 'zod';
import { Answer, envelope } from './envelope.js';
import { normalizeBody } from './requestBodies.js';

export interface EndpointDefinition<S extends ZodType> {
  path: string;
  summary: string;
  tags: string[];
  /** The request's fields, from packages/contract. Omitted: the call takes none. */
  input?: S;
  /** 'read' answers GET and POST (spec §7 leaves verbs open); 'write' answers POST only. */
  kind: 'read' | 'write';
  /**
   * Guards such as requireUser. They run first of all (onRequest), before the body is read, so an
   * anonymous upload is refused before its bytes are buffered; a guard sees headers, not fields.
   */
  guards?: onRequestAsyncHookHandler[];
  /** Route config: `rateLimit` (@fastify/rate-limit), `multipartOptions` (@fastify/multipart). */
  config?: FastifyContextConfig & { multipartOptions?: Record<string, unknown> };
}

type Handler<S extends ZodType> = (
  input: z.output<S>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<unknown> | unknown;

const noInput = z.object({}).passthrough();

/**
 * Declares one API endpoint of spec §7: its schema validates the request (and documents it in
 * OpenAPI), the guards run first, and the handler's result is sent in the `{code, msg, data}`
 * envelope. A handler returns data, or `new Answer(data, msg)` for another success message.
 */
export function endpoint<S extends ZodType>(
  app: FastifyInstance,
  definition: EndpointDefinition<S>,
  handler: Handler<S>,
): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const input = definition.input ?? noInput;
  const send = async (request: FastifyRequest, reply: FastifyReply, fields: unknown) => {
    const result = await handler(fields as z.output<S>, request, reply);
    // A handler that answered itself (an image, a download) returns the reply.
    if (reply.sent || result === reply) return reply;
    if (result instanceof Answer) return reply.send(envelope(result.data, result.msg));
    return reply.send(envelope(result ?? null));
  };
  const common = { summary: definition.summary, tags: definition.tags };
  const routeOptions = { onRequest: definition.guards, config: definition.config };
  if (definition.kind === 'read') {
    typed.route({
      method: 'GET',
      url: definition.path,
      schema: { ...common, querystring: input },
      ...routeOptions,
      handler: (request, reply) => send(request, reply, request.query),
    });
  }
  typed.route({
    method: 'POST',
    url: definition.path,
    schema: { ...common, body: input },
    preValidation: normalizeBody,
    ...routeOptions,
    handler: (request, reply) => send(request, reply, request.body),
  });
}
