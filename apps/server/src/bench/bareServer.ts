/**
 * The yardstick of the listing bench (docs/performance.md): a Fastify with nothing registered but
 * one route that answers the bytes of BENCH_BODY_FILE as JSON — what a cached list call could cost
 * at best. Run in its own process by listingsBench.ts, so the two servers do not share a core's
 * event loop.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const body = readFileSync(process.env.BENCH_BODY_FILE!);
const app = Fastify({ logger: false });
app.get('/bare', (_request, reply) => {
  reply.type('application/json; charset=utf-8').send(body);
});
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
app.log.info('bare route ready');
