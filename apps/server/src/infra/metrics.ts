import { BlockList, isIP } from 'node:net';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { commonMessages } from '@jhy/contract';
import type { Db } from '../db/client.js';
import { BusinessMetrics } from './businessMetrics.js';
import { failure } from './envelope.js';
import type { EventStreams } from './eventStreams.js';
import { scrapeRead } from './scrapeRead.js';
import type { SharedCounters } from './sharedCounters.js';

/** Where Prometheus reads the server's metrics (docs/deployment.md "Metrics"). */
export const METRICS_PATH = '/metrics';

/**
 * The operators' networks: only a request from one of them reads /metrics. Anyone else gets the
 * same 404 as for any unknown address, so the page's existence is not even confirmed. The client
 * address is Fastify's `request.ip`, which believes X-Forwarded-For only from TRUST_PROXY peers.
 */
export function operatorNetworks(cidrs: string[]): BlockList {
  const list = new BlockList();
  for (const cidr of cidrs) {
    const [address = '', bits] = cidr.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    list.addSubnet(address, bits === undefined ? (family === 'ipv6' ? 128 : 32) : Number(bits), family);
  }
  return list;
}

/** A gauge whose value is read when Prometheus scrapes. */
function readGauge(registry: Registry, name: string, help: string, read: () => number): Gauge {
  return new Gauge({
    name,
    help,
    registers: [registry],
    collect() {
      this.set(read());
    },
  });
}

/**
 * Prometheus metrics of one server instance: requests (a rate from the counter), their latency
 * (a histogram), server errors, the event loop's delay, the process (memory, CPU, handles), and
 * the database pool. Routes are labelled by their declared path, never the requested one, so the
 * number of series stays bounded whatever clients ask for.
 */
/** A figure a feature reports, read when Prometheus scrapes (a count the database answers; bounded by infra/scrapeRead.ts). */
export interface ReadGauge {
  name: string;
  help: string;
  read: () => Promise<number>;
}

export function registerMetrics(
  app: FastifyInstance,
  db: Db,
  networks: string[] | false,
  {
    sharedCounters,
    streams,
    gauges = [],
  }: { sharedCounters?: SharedCounters; streams?: EventStreams; gauges?: ReadGauge[] } = {},
): void {
  const registry = new Registry();
  // The features count into it whether or not anyone may read it (METRICS_NETWORKS=off).
  const business = new BusinessMetrics(registry, db);
  app.decorate('businessMetrics', business);
  if (networks === false) return;
  const allowed = operatorNetworks(networks);
  for (const gauge of gauges) {
    // Read from the database at each scrape, bounded (infra/scrapeRead.ts).
    const read = scrapeRead(gauge.read, (value) => metric.set(value));
    const metric = new Gauge({ name: gauge.name, help: gauge.help, registers: [registry], collect: read });
  }
  // Process metrics and the event-loop delay (nodejs_eventloop_lag_*, sampled every 10 ms).
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 });

  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, declared route and status code',
    labelNames,
    registers: [registry],
  });
  const errors = new Counter({
    name: 'http_request_errors_total',
    help: 'Requests answered with a 5xx status, by method and declared route',
    labelNames: ['method', 'route'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to sending its answer',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  // drizzle keeps the driver's client as `$client`; `in` narrows without a cast.
  const pool = '$client' in db && db.$client instanceof pg.Pool ? db.$client : undefined;
  if (pool) {
    const poolGauge = (name: string, help: string, read: () => number) => readGauge(registry, name, help, read);
    poolGauge('db_pool_connections', 'Connections the PostgreSQL pool holds', () => pool.totalCount);
    poolGauge('db_pool_idle_connections', 'Pooled connections not in use', () => pool.idleCount);
    poolGauge('db_pool_waiting_requests', 'Queries waiting for a pooled connection', () => pool.waitingCount);
  }

  if (streams) readGauge(registry, 'event_streams_open', 'Live streams (SSE) open now', () => streams.size);
  if (sharedCounters) {
    // Redis away (docs/deployment.md "Redis away"): what an alert watches.
    readGauge(
      registry,
      'rate_limit_redis_unreachable',
      '1 while Redis cannot be reached and rate limits are counted by this instance alone',
      () => (sharedCounters.fallingBack ? 1 : 0),
    );
    readGauge(
      registry,
      'rate_limit_local_counts',
      'Rate-limit counts this instance made alone since it started, because Redis was away',
      () => sharedCounters.localCounts,
    );
  }

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === METRICS_PATH) return;
    const labels = { method: request.method, route, status_code: String(reply.statusCode) };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
    if (reply.statusCode >= 500) errors.inc({ method: request.method, route });
    business.countAnswer(request, reply);
  });

  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    const family = isIP(request.ip) === 6 ? 'ipv6' : 'ipv4';
    if (!allowed.check(request.ip, family)) return reply.status(404).send(failure(404, commonMessages.notFound));
    return reply
      .header('Content-Type', registry.contentType)
      .header('Cache-Control', 'no-store')
      .send(await registry.metrics());
  });
}
