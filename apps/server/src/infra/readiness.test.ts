import type { FastifyInstance } from 'fastify';
import { API } from '@jhy/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';
import { seedWhenEmpty } from '../db/seed/index.js';
import { startTestS3Server, type TestS3Server } from '../test/s3Server.js';
import { startTcpProxy, type TcpProxy } from '../test/tcpProxy.js';
import { createScratchDatabase, createTestApp, type TestApp } from '../test/testApp.js';
import { unavailableDependency } from './dependencyFailures.js';
import { s3Failure } from './storage/s3Storage.js';

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function testApp(env: Record<string, string> = {}): Promise<TestApp> {
  const t = await createTestApp({ env });
  cleanups.push(() => t.close());
  return t;
}

describe('readiness names what failed (docs/security.md "Overload and shutdown")', () => {
  it('is ready when the database and the storage answer, and says so for each', async () => {
    const t = await testApp();
    const res = await t.app.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ status: 'ready', checks: { database: 'ok', storage: 'ok' } });
  });

  it('answers 503 naming the storage when the bucket is missing, and the start check says why in words', async () => {
    const s3: TestS3Server = await startTestS3Server();
    cleanups.push(() => s3.close());
    const t = await testApp({ ...s3.env, S3_BUCKET: 'no-such-bucket' });
    const res = await t.app.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toMatchObject({
      code: 503,
      msg: '服务暂时不可用，请稍后再试（文件存储不可用）',
      data: { status: 'storage unavailable', failed: ['storage'], checks: { database: 'ok' } },
    });
    expect(res.json().data.checks.storage).toContain('the bucket does not exist (S3_BUCKET)');
  });

  it('says in words which key S3 refused', () => {
    const refusal = (name: string, status: number) =>
      s3Failure(Object.assign(new Error(name), { name, $metadata: { httpStatusCode: status } }), 'bucket b at x');
    expect(refusal('InvalidAccessKeyId', 403)).toBe(
      'object storage (bucket b at x) refused: the store does not know the access key (S3_ACCESS_KEY_ID) [InvalidAccessKeyId]',
    );
    expect(refusal('SignatureDoesNotMatch', 403)).toContain('S3_SECRET_ACCESS_KEY');
    expect(refusal('UnknownError', 403)).toContain('may not write or read objects');
    expect(s3Failure(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }), 'bucket b at x')).toBe(
      'object storage (bucket b at x) cannot be reached: ECONNREFUSED (S3_ENDPOINT)',
    );
  });

  it('reports Redis away without making the server unready', async () => {
    const t = await testApp({ REDIS_URL: 'redis://127.0.0.1:1' });
    const res = await t.app.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.checks.redis).toBe('unreachable: rate limits counted by this instance alone');
  });
});

/** A PostgreSQL database migrated and seeded directly, and an app that reaches it through a proxy. */
async function appBehindProxy(limits: Record<string, string>) {
  const scratch = (await createScratchDatabase())!;
  cleanups.push(() => scratch.drop());
  const direct = await openDatabase({ databaseUrl: scratch.url, dataDir: ':memory:' });
  await direct.migrate();
  await seedWhenEmpty(direct.db, { demo: false });
  await direct.close();
  const target = new URL(scratch.url);
  const proxy: TcpProxy = await startTcpProxy(Number(target.port || 5432), target.hostname);
  cleanups.push(() => proxy.close());
  target.host = proxy.address;
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', MAX_EVENT_LOOP_DELAY_MS: '0', ...limits });
  const database: Database = await openDatabase({
    databaseUrl: target.toString(),
    dataDir: ':memory:',
    limits: config.database,
  });
  cleanups.push(() => database.close());
  const app: FastifyInstance = await buildApp({
    config,
    db: database.db,
    logger: false,
    sendSmsNotices: false,
    closeWindows: false,
  });
  await app.ready();
  cleanups.push(() => app.close());
  // First of all: connections that hang would hold up closing the app (a goodbye never answered).
  cleanups.push(async () => proxy.restore());
  return { app, proxy };
}

/** The answer and how long it took. */
async function timed(app: FastifyInstance, url: string) {
  const started = performance.now();
  const res = await app.inject({ url });
  return { res, ms: performance.now() - started };
}

// A real PostgreSQL behind a proxy the test black-holes or stops: the suite's pass on PostgreSQL.
describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL away (docs/deployment.md "Database deadlines")', () => {
  const limits = {
    DATABASE_CONNECT_TIMEOUT_MS: '1000',
    DATABASE_STATEMENT_TIMEOUT_MS: '1000',
    DATABASE_POOL_SIZE: '3',
  };

  it('black-holed: a request answers 503 with Retry-After within its deadline, and /readyz names the database', async () => {
    const { app, proxy } = await appBehindProxy(limits);
    expect((await app.inject({ url: `${API.newsList}?page=1` })).statusCode).toBe(200);
    proxy.blackHole();
    // Statement deadline 1 s, plus the client's 2 s margin; never the 40 s and more of before.
    const { res, ms } = await timed(app, `${API.newsList}?page=2`);
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({ code: 503, msg: '服务暂时不可用，请稍后再试', data: null });
    expect(ms).toBeLessThan(6_000);
    const ready = await app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({
      msg: '服务暂时不可用，请稍后再试（数据库不可用）',
      data: { failed: ['database'] },
    });
  }, 30_000);

  it('refused: requests answer 503 at once, and recover when it is back', async () => {
    const { app, proxy } = await appBehindProxy(limits);
    proxy.refuse();
    const { res, ms } = await timed(app, `${API.newsList}?page=3`);
    expect(res.statusCode).toBe(503);
    expect(ms).toBeLessThan(3_000);
    expect((await app.inject({ url: '/readyz' })).json().data.failed).toEqual(['database']);
    proxy.restore();
    let status = 0;
    for (let attempt = 0; attempt < 20 && status !== 200; attempt += 1)
      status = (await app.inject({ url: `${API.newsList}?page=4` })).statusCode;
    expect(status).toBe(200);
  }, 30_000);
});

describe('a dependency past its deadline is told apart from a bug', () => {
  it('names the database and the cause', () => {
    const wrapped = (cause: object) => Object.assign(new Error('Failed query'), { query: 'select 1', cause });
    expect(unavailableDependency(wrapped({ code: '57014' }))).toBe(
      'the database did not answer: a statement ran past DATABASE_STATEMENT_TIMEOUT_MS and was cancelled',
    );
    expect(unavailableDependency(wrapped(new Error('timeout exceeded when trying to connect')))).toBe(
      'the database did not answer: no connection within DATABASE_CONNECT_TIMEOUT_MS',
    );
    expect(unavailableDependency(wrapped({ code: 'ECONNREFUSED' }))).toBe(
      'the database did not answer: the connection was refused',
    );
    expect(unavailableDependency(wrapped({ code: '23505' }))).toBeUndefined();
    expect(unavailableDependency(new Error('plain bug'))).toBeUndefined();
  });
});
