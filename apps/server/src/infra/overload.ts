import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import underPressure from '@fastify/under-pressure';
import { commonMessages } from '@jhy/contract';
import type { AppConfig } from '../config.js';
import { failure, RETRY_AFTER_SECONDS } from './envelope.js';
import { METRICS_PATH } from './metrics.js';

export { RETRY_AFTER_SECONDS };

/**
 * Routes that answer even under pressure: the liveness and readiness probes, and the metrics — an
 * overloaded instance is when its operators most need to read them (each is cheap and bounded).
 */
export const NEVER_SHED = new Set(['/healthz', '/readyz', METRICS_PATH]);

/** Sets the 503 status and Retry-After, and answers the envelope to send. */
function overloaded(reply: FastifyReply) {
  reply.status(503).header('Retry-After', String(RETRY_AFTER_SECONDS));
  return failure(503, commonMessages.overloaded);
}

/**
 * Sheds load instead of queueing it (docs/security.md "Overload and shutdown"): past the event-loop
 * delay, heap or RSS limit (@fastify/under-pressure, sampled every `sampleIntervalMs`), or with more
 * than `maxInFlight` requests being served, a request is answered at once with 503 and Retry-After.
 * The probes and /metrics are never shed: a busy server is alive, says itself whether it is ready,
 * and shows its counts (the requests shed among them). A server
 * that is stopping answers every new request 503 the same way.
 */
export async function registerOverloadProtection(
  app: FastifyInstance,
  limits: AppConfig['overload'],
  sampleIntervalMs = 1000,
): Promise<void> {
  await app.register(underPressure, {
    maxEventLoopDelay: limits.maxEventLoopDelayMs,
    maxHeapUsedBytes: limits.maxHeapBytes,
    maxRssBytes: limits.maxRssBytes,
    sampleInterval: sampleIntervalMs,
    pressureHandler: shedUnlessNeverShed,
  });
  // Stopping (SIGTERM): what arrives after close() began is told to come back, in the envelope, and
  // its connection closed; what was already in flight is finished (Fastify waits for it).
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (closing) return reply.header('Connection', 'close').send(overloaded(reply));
  });
  // Counted once its body has arrived (preHandler follows parsing, multipart included): a client that trickles
  // its body in costs its own socket until the request deadline (infra/connectionDeadlines.ts),
  // never a place among the requests being served — 520 such sockets had every call refused.
  let inFlight = 0;
  app.addHook('preHandler', async (request, reply) => {
    if (limits.maxInFlight <= 0) return;
    if (inFlight >= limits.maxInFlight && !NEVER_SHED.has(request.url.split('?', 1)[0]!))
      return reply.send(overloaded(reply));
    inFlight += 1;
    let done = false;
    const release = () => {
      if (done) return;
      done = true;
      inFlight -= 1;
    };
    reply.raw.once('close', release);
    reply.raw.once('finish', release);
    streaming.set(request, release);
  });
}

/**
 * The plugin sends what its handler returns and lets the request through on undefined; its types say
 * the handler returns void, which a function returning a value satisfies (TypeScript's rule for void
 * results), so the handler is declared with that type rather than cast to it.
 */
const shedUnlessNeverShed: (request: FastifyRequest, reply: FastifyReply) => void = (request, reply) => {
  if (NEVER_SHED.has(request.url.split('?', 1)[0]!)) return undefined;
  return overloaded(reply);
};

const streaming = new WeakMap<FastifyRequest, () => void>();

/**
 * A request that has become a long-lived stream (an auction's SSE, docs/bidding.md "Live updates")
 * no longer counts as in flight: it holds a socket and a little memory, and does no work until
 * there is something to send. Counted, 512 watchers of one auction would have every other request
 * answered 503 — bids included.
 */
export function leaveInFlight(request: FastifyRequest): void {
  streaming.get(request)?.();
}
