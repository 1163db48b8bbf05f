import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@jhy/contract';
import { loadConfig } from '../config.js';
import { createTestApp, type TestApp } from '../test/testApp.js';
import { METRICS_PATH } from './metrics.js';

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
