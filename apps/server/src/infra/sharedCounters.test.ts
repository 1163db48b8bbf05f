import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { API } from '@jhy/contract';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { buildApp } from '../app.js';
import { FIXED_TEST_CODES, randomIp, signUpAndLogIn } from '../test/portalUsers.js';
import { freePort } from '../test/serverProcess.js';
import { startTcpProxy, type TcpProxy } from '../test/tcpProxy.js';
import { createTestApp, type TestApp } from '../test/testApp.js';

let t: TestApp | undefined;
let app: FastifyInstance | undefined;
let proxy: TcpProxy | undefined;
afterEach(async () => {
  await app?.close();
  await t?.close();
  await proxy?.close();
  app = t = proxy = undefined;
});

/** An app on `redisUrl` whose log the test reads (`log()`). */
async function appOnRedis(redisUrl: string) {
  t = await createTestApp({ env: { ...FIXED_TEST_CODES, REDIS_URL: redisUrl, LOG_LEVEL: 'info' } });
  let log = '';
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => (log += chunk.toString()));
  app = await buildApp({ config: t.config, db: t.db, logger: stream, sendSmsNotices: false, closeWindows: false });
  await app.ready();
  return { app, log: () => log };
}

const metric = async (server: FastifyInstance, name: string) =>
  Number(new RegExp(`^${name} (\\S+)$`, 'm').exec((await server.inject({ url: '/metrics' })).body)?.[1]);

/** Asks for captchas from one address until one is refused (bounded), and answers the statuses. */
async function captchasUntilRefused(server: FastifyInstance, tries: number) {
  const remoteAddress = randomIp();
  const statuses: number[] = [];
  for (let i = 0; i < tries && statuses.at(-1) !== 429; i += 1)
    statuses.push((await server.inject({ url: API.captcha, remoteAddress })).statusCode);
  return statuses;
}

describe('rate limits with Redis away (docs/deployment.md "Redis away")', () => {
  it('counts per instance, logs one warning, shows it in a metric, and lets people log in', async () => {
    // ioredis prints "[ioredis] Unhandled error event" on the console when nobody hears its errors.
    const consoleErrors = vi.spyOn(console, 'error');
    onTestFinished(() => consoleErrors.mockRestore());
    const { app: server, log } = await appOnRedis(`redis://127.0.0.1:${await freePort()}`);
    const user = await signUpAndLogIn(server);
    expect(user.token).toMatch(/\S{20,}/);
    // The captcha's 60 a minute per address still holds, counted here.
    const statuses = await captchasUntilRefused(server, 70);
    expect(statuses.filter((status) => status === 200)).toHaveLength(60);
    expect(statuses.at(-1)).toBe(429);
    const warnings = log()
      .split('\n')
      .filter((line) => line.includes('Redis cannot be reached'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('rate limits are counted by this instance alone');
    expect(consoleErrors.mock.calls.flat().join(' ')).not.toContain('Unhandled error');
    expect(await metric(server, 'rate_limit_redis_unreachable')).toBe(1);
    expect(await metric(server, 'rate_limit_local_counts')).toBeGreaterThanOrEqual(61);
  });
});

// A real Redis behind a proxy the test turns away: CI's pass on PostgreSQL sets TEST_REDIS_URL.
const redisUrl = process.env.TEST_REDIS_URL;
describe.skipIf(!redisUrl)('rate limits when Redis goes and comes back', () => {
  it('shares counts through Redis, answers at once while it hangs or refuses, and shares again when it returns', async () => {
    const target = new URL(redisUrl!);
    proxy = await startTcpProxy(Number(target.port || 6379), target.hostname);
    const { app: server, log } = await appOnRedis(`redis://${proxy.address}${target.pathname}`);
    for (let i = 0; i < 50 && (await metric(server, 'rate_limit_redis_unreachable')) !== 0; i += 1)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await server.inject({ url: API.captcha, remoteAddress: randomIp() })).statusCode).toBe(200);
    expect(await metric(server, 'rate_limit_local_counts')).toBe(0);

    // Black-holed: a command waits its 500 ms deadline once, then counts stay local for a while.
    proxy.blackHole();
    const started = performance.now();
    for (let i = 0; i < 5; i += 1)
      expect((await server.inject({ url: API.captcha, remoteAddress: randomIp() })).statusCode).toBe(200);
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(await metric(server, 'rate_limit_redis_unreachable')).toBe(1);

    proxy.refuse();
    expect((await server.inject({ url: API.captcha, remoteAddress: randomIp() })).statusCode).toBe(200);

    proxy.restore();
    // ioredis reconnects within its 5 s back-off; the local period ends 5 s after the last failure.
    for (let i = 0; i < 150 && (await metric(server, 'rate_limit_redis_unreachable')) !== 0; i += 1)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await metric(server, 'rate_limit_redis_unreachable')).toBe(0);
    const localBefore = await metric(server, 'rate_limit_local_counts');
    expect((await server.inject({ url: API.captcha, remoteAddress: randomIp() })).statusCode).toBe(200);
    expect(await metric(server, 'rate_limit_local_counts')).toBe(localBefore);
    expect(log()).toContain('Redis answers again');
  }, 60_000);
});
