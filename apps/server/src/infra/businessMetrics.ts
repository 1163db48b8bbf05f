import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, Gauge, type Registry } from 'prom-client';
import { API, CONSOLE_API } from '@jhy/contract';
import type { Db } from '../db/client.js';
import { auctionsByState } from './metricsRepository.js';
import { scrapeRead } from './scrapeRead.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The business metrics of this server (infra/businessMetrics.ts), served at /metrics. */
    businessMetrics: BusinessMetrics;
  }
}

/** A request's result as the business metrics name it: by its HTTP status (the envelope's code). */
function outcomeOf(status: number, success: string): string {
  if (status < 300) return success;
  if (status === 429) return 'rate_limited';
  return status >= 500 ? 'error' : 'refused';
}

/**
 * What the exchange's operators watch beside HTTP and the process (docs/deployment.md "Metrics"):
 * auctions by state, bids, live-feed clients, SMS by outcome, logins, requests shed, and the
 * background jobs' runs and last success. Most are counted here, from the answers and the jobs'
 * runs, so the features themselves carry at most one call.
 */
export class BusinessMetrics {
  private readonly bids: Counter<'outcome'>;
  private readonly logins: Counter<'who' | 'outcome'>;
  private readonly shed: Counter;
  private readonly sms: Counter<'kind' | 'outcome'>;
  private readonly jobRuns: Counter<'job_name' | 'outcome'>;
  private readonly jobLastSuccess: Gauge<'job_name'>;
  private readonly liveFeedClients: Gauge;

  constructor(registry: Registry, db: Db) {
    const registers = [registry];
    this.bids = new Counter({
      name: 'auction_bids_total',
      help: 'Bids answered by this instance, by outcome: accepted, refused (too low, closed, not qualified…), rate_limited, error',
      labelNames: ['outcome'],
      registers,
    });
    this.logins = new Counter({
      name: 'logins_total',
      help: 'Login attempts, by who (portal, staff) and outcome (success, refused, rate_limited, error)',
      labelNames: ['who', 'outcome'],
      registers,
    });
    this.shed = new Counter({
      name: 'http_requests_shed_total',
      help: 'Requests answered 503 with Retry-After because the server was overloaded or stopping',
      registers,
    });
    this.sms = new Counter({
      name: 'sms_messages_total',
      help: 'SMS handed to the driver, by kind (code, notice) and outcome (sent, failed)',
      labelNames: ['kind', 'outcome'],
      registers,
    });
    this.jobRuns = new Counter({
      name: 'job_runs_total',
      // Not `job`: Prometheus keeps that label for the scrape job and would rename ours.
      help: 'Background job runs on this instance, by job_name and outcome (succeeded, failed)',
      labelNames: ['job_name', 'outcome'],
      registers,
    });
    this.jobLastSuccess = new Gauge({
      name: 'job_last_success_timestamp_seconds',
      help: "When this instance last finished a job's run without failing (Unix time)",
      labelNames: ['job_name'],
      registers,
    });
    this.liveFeedClients = new Gauge({
      name: 'auction_live_feed_clients',
      help: 'Live auction feeds (server-sent events) this instance is streaming now',
      registers,
    });
    // Read from the database at each scrape, bounded (infra/scrapeRead.ts).
    const readAuctions = scrapeRead(
      () => auctionsByState(db),
      (rows) => {
        auctions.reset();
        for (const state of ['open', 'paused', 'closed']) auctions.set({ state }, 0);
        for (const row of rows) auctions.set({ state: row.state }, row.count);
      },
    );
    const auctions = new Gauge({
      name: 'auctions',
      help: 'Auctions by state (open, paused, closed), as the database holds them: the same on every instance',
      labelNames: ['state'],
      registers,
      collect: readAuctions,
    });
  }

  /** Counts what an answer says about bids, logins and shedding (an onResponse hook). */
  countAnswer(
    request: { routeOptions: Pick<FastifyRequest['routeOptions'], 'url'> },
    reply: Pick<FastifyReply, 'statusCode' | 'hasHeader'>,
  ): void {
    const route = request.routeOptions.url;
    const status = reply.statusCode;
    if (route === API.auctionBid) this.bids.inc({ outcome: outcomeOf(status, 'accepted') });
    else if (route === API.login) this.logins.inc({ who: 'portal', outcome: outcomeOf(status, 'success') });
    else if (route === CONSOLE_API.login) this.logins.inc({ who: 'staff', outcome: outcomeOf(status, 'success') });
    if (status === 503 && reply.hasHeader('retry-after') && route !== '/readyz') this.shed.inc();
  }

  /** A verification code or a notice handed to the SMS driver, and whether it left. */
  countSms(kind: 'code' | 'notice', sent: boolean): void {
    this.sms.inc({ kind, outcome: sent ? 'sent' : 'failed' });
  }

  /** A background job's run and how it ended. */
  countJobRun(job: string, succeeded: boolean, at = Date.now()): void {
    this.jobRuns.inc({ job_name: job, outcome: succeeded ? 'succeeded' : 'failed' });
    if (succeeded) this.jobLastSuccess.set({ job_name: job }, Math.floor(at / 1000));
  }

  /** A live feed's stream that has started; counted until its connection closes. */
  trackLiveFeed(stream: ServerResponse): void {
    this.liveFeedClients.inc();
    stream.once('close', () => this.liveFeedClients.dec());
  }
}

/** The business metrics of `app`, or undefined for a bare Fastify instance (some tests build one). */
export function businessMetricsOf(app: FastifyInstance): BusinessMetrics | undefined {
  return app.hasDecorator('businessMetrics') ? app.businessMetrics : undefined;
}
