import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { Registry } from 'prom-client';
import { API, CONSOLE_API } from '@jhy/contract';
import { loadConfig } from '../config.js';
import { FIXED_TEST_CODES, randomIp, signUpAndLogIn } from '../test/portalUsers.js';
import { createTestApp, type TestApp } from '../test/testApp.js';
import { BusinessMetrics } from './businessMetrics.js';
import { METRICS_PATH, registerMetrics } from './metrics.js';
import { scheduleJob } from './scheduledJobs.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_NETWORKS: '127.0.0.1/32, 10.20.0.0/16' } });
});
afterAll(() => t.close());

const scrape = (remoteAddress: string) => t.app.inject({ url: METRICS_PATH, remoteAddress });

describe('/metrics', () => {
  it('is read by the operators’ networks only; anyone else finds nothing there', async () => {
    expect((await scrape('127.0.0.1')).statusCode).toBe(200);
    expect((await scrape('10.20.3.4')).statusCode).toBe(200);
    for (const outsider of ['10.21.0.1', '203.0.113.9', '::1']) {
      const res = await scrape(outsider);
      expect(res.statusCode, outsider).toBe(404);
      expect(res.body, outsider).not.toContain('http_requests_total');
    }
  });

  it('believes a forwarded address only from a trusted proxy', async () => {
    // A client that claims an operator's address is still itself.
    const forged = await t.app.inject({
      url: METRICS_PATH,
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(forged.statusCode).toBe(404);
    // Through the local proxy (TRUST_PROXY=loopback), the client's own address decides.
    const proxied = await t.app.inject({
      url: METRICS_PATH,
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(proxied.statusCode).toBe(404);
  });

  it('counts requests by declared route and status, times them, and shows the event loop and process', async () => {
    await t.app.inject({ url: `${API.newsShow}?id=999999` });
    // A word no figure of the scrape can hold by chance, as a number once did (docs/testing.md).
    await t.app.inject({ url: '/no/such/page/unlisted-address' });
    const res = await scrape('127.0.0.1');
    expect(res.headers['content-type']).toContain('text/plain');
    const body = res.body;
    expect(body).toMatch(
      new RegExp(
        `http_requests_total\\{method="GET",route="${API.newsShow.replace(/\//g, '\\/')}",status_code="404"\\} 1`,
      ),
    );
    expect(body).toContain('route="unmatched"');
    // The requested address never becomes a label.
    expect(body).not.toContain('unlisted-address');
    expect(body).toContain('http_request_duration_seconds_bucket{le="0.005"');
    expect(body).toContain('http_request_errors_total');
    expect(body).toContain('nodejs_eventloop_lag_p99_seconds');
    expect(body).toContain('process_resident_memory_bytes');
    if (t.databaseUrl) expect(body).toContain('db_pool_connections');
  });

  it('is refused by configuration errors and can be switched off', () => {
    expect(() => loadConfig({ METRICS_NETWORKS: 'everyone' })).toThrow('METRICS_NETWORKS');
    expect(() => loadConfig({ METRICS_NETWORKS: '10.0.0.0/33' })).toThrow('METRICS_NETWORKS');
    expect(loadConfig({}).metricsNetworks).toEqual(['127.0.0.1/32', '::1/128']);
    expect(loadConfig({ METRICS_NETWORKS: 'off' }).metricsNetworks).toBe(false);
  });
});

describe('/metrics switched off', () => {
  it('is not there at all', async () => {
    const off = await createTestApp({ env: { METRICS_NETWORKS: 'off' } });
    try {
      expect((await off.app.inject({ url: METRICS_PATH })).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});

describe('business metrics', () => {
  let b: TestApp;
  beforeAll(async () => {
    b = await createTestApp({ env: { ...FIXED_TEST_CODES } });
  });
  afterAll(() => b.close());
  const scrapeBusiness = async () => (await b.app.inject({ url: METRICS_PATH, remoteAddress: '127.0.0.1' })).body;

  it('counts logins by who and outcome, and the SMS codes that went out', async () => {
    const user = await signUpAndLogIn(b.app);
    await b.app.inject({
      method: 'POST',
      url: API.login,
      payload: { mobile: user.mobile, password: 'not-the-password', code: 'test' },
      remoteAddress: randomIp(),
    });
    await b.app.inject({
      method: 'POST',
      url: CONSOLE_API.login,
      payload: { username: 'nobody-here', password: 'not-the-password' },
    });
    const body = await scrapeBusiness();
    expect(body).toContain('logins_total{who="portal",outcome="success"} 1');
    expect(body).toContain('logins_total{who="portal",outcome="refused"} 1');
    expect(body).toContain('logins_total{who="staff",outcome="refused"} 1');
    expect(body).toContain('sms_messages_total{kind="code",outcome="sent"} 1');
  });

  it('counts refused bids and shows the auctions by state from the database', async () => {
    await b.app.inject({ method: 'POST', url: API.auctionBid, payload: { listing_id: 1, price: '10' } });
    const body = await scrapeBusiness();
    expect(body).toContain('auction_bids_total{outcome="refused"} 1');
    for (const state of ['open', 'paused', 'closed']) expect(body).toContain(`auctions{state="${state}"} 0`);
    expect(body).toContain('auction_live_feed_clients 0');
  });

  it("counts a background job's runs by outcome and its last success", async () => {
    const app = Fastify();
    registerMetrics(app, b.db, ['127.0.0.1/32']);
    let runs = 0;
    scheduleJob(app, b.db, {
      name: 'probe-job',
      intervalMs: 3_600_000,
      runs: 'everyInstance',
      atStart: true,
      run: async () => {
        runs += 1;
        throw new Error('the probe fails');
      },
    });
    scheduleJob(app, b.db, {
      name: 'quiet-job',
      intervalMs: 3_600_000,
      runs: 'everyInstance',
      atStart: true,
      run: async () => {},
    });
    await app.ready();
    try {
      const body = (await app.inject({ url: METRICS_PATH, remoteAddress: '127.0.0.1' })).body;
      expect(runs).toBe(1);
      expect(body).toContain('job_runs_total{job_name="probe-job",outcome="failed"} 1');
      expect(body).toContain('job_runs_total{job_name="quiet-job",outcome="succeeded"} 1');
      expect(body).toMatch(/job_last_success_timestamp_seconds\{job_name="quiet-job"\} \d{10}/);
      expect(body).not.toContain('job_last_success_timestamp_seconds{job_name="probe-job"}');
    } finally {
      await app.close();
    }
  });
});

describe('requests shed', () => {
  // The rule itself, read from the registry; scraped from an overloaded app in infra/overload.test.ts
  // (/metrics is never shed).
  it('counts a 503 with Retry-After as shed, but not the readiness probe saying the database is away', async () => {
    const registry = new Registry();
    const metrics = new BusinessMetrics(registry, t.db);
    const answer = (url: string, statusCode: number, retryAfter: boolean) =>
      metrics.countAnswer(
        { routeOptions: { url } },
        { statusCode, hasHeader: (name: string) => retryAfter && name === 'retry-after' },
      );
    answer(API.newsList, 503, true);
    answer('/readyz', 503, true);
    answer(API.newsList, 500, false);
    expect((await registry.getSingleMetric('http_requests_shed_total')!.get()).values[0]!.value).toBe(1);
  });
});
