import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { API } from '@jhy/contract';
import { buildApp } from '../app.js';
import { createTestApp, type TestApp } from '../test/testApp.js';
import { FIXED_TEST_CODES, signUpAndLogIn } from '../test/portalUsers.js';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { loggerOptions, maskPersonalData, urlForLog } from './logging.js';

describe('urlForLog', () => {
  it('hides the values of secret query parameters and keeps the rest', () => {
    expect(urlForLog('/index/Listingproject/attachment?id=7&index=0&expires=99&signature=abc')).toBe(
      '/index/Listingproject/attachment?id=7&index=0&expires=99&signature=%5BRedacted%5D',
    );
    expect(urlForLog('/x?TOKEN=t&code=1&page=2')).toBe('/x?TOKEN=%5BRedacted%5D&code=%5BRedacted%5D&page=2');
    expect(urlForLog('/index/news/index')).toBe('/index/news/index');
  });
});

describe('maskPersonalData', () => {
  it('masks mobile and ID numbers and removes argon2 hashes', () => {
    expect(maskPersonalData('to 13812345678, id 63010219900101123X, hash $argon2id$v=19$m=1,t=2,p=1$abc$def')).toBe(
      'to 138****5678, id 630102********123X, hash [Redacted]',
    );
  });
});

describe('a logged object', () => {
  it('has the value of every secret key replaced, at the top, one level down and in headers', async () => {
    const stream = new PassThrough();
    let written = '';
    stream.on('data', (chunk: Buffer) => (written += chunk.toString()));
    const app = Fastify({ logger: loggerOptions('info', stream) });
    app.log.info(
      {
        password: 'P-1',
        code: '246810',
        body: { code: '135790', mobile: '13812345678' },
        user: { newPassword: 'P-2', tokenHash: 'H-1', name: '张三' },
        headers: { token: 'T-1', Cookie: 'C-1', authorization: 'Bearer A-1', 'x-staff-token': 'S-1' },
        result: { code: 'E_KEPT' },
        list: [{ signature: 'G-1' }],
      },
      'a line',
    );
    await app.close();
    const line = JSON.parse(written.trim());
    for (const secret of ['P-1', '246810', '135790', 'P-2', 'H-1', 'T-1', 'C-1', 'A-1', 'S-1', 'G-1', '13812345678']) {
      expect(written).not.toContain(secret);
    }
    expect(line).toMatchObject({
      password: '[Redacted]',
      code: '[Redacted]',
      body: { code: '[Redacted]', mobile: '138****5678' },
      user: { newPassword: '[Redacted]', tokenHash: '[Redacted]', name: '张三' },
      headers: { token: '[Redacted]', Cookie: '[Redacted]' },
      // Not an answer: another object's code (an error's, a result's) stays readable.
      result: { code: 'E_KEPT' },
      list: [{ signature: '[Redacted]' }],
    });
  });
});

const MOBILE = '13812345678';
const ID_NUMBER = '63010219900101123X';
const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo';

describe('the production log', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let log = '';

  beforeAll(async () => {
    t = await createTestApp({ env: { ...FIXED_TEST_CODES, LOG_LEVEL: 'info' } });
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => (log += chunk.toString()));
    app = await buildApp({ config: t.config, db: t.db, logger: stream });
    // A query that fails with personal data among its parameters, as a bug in a service would.
    app.post('/test/failing-query', async () => {
      await t.db.execute(sql`select ${MOBILE}::text, ${HASH}::text, ${ID_NUMBER}::int`);
      return {};
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  it('holds no password, token, SMS code or link signature of the requests it records', async () => {
    const password = 'Secret-Pass-2026';
    const user = await signUpAndLogIn(app, undefined, password);
    await app.inject({ url: API.userInfo, headers: { token: user.token } });
    await app.inject({ url: `${API.listingAttachment}?id=1&index=0&expires=4102444800&signature=Signature-Xyz` });

    expect(log).toContain('request completed'); // the log did record these requests
    expect(log).toContain('/index/Listingproject/attachment');
    for (const secret of [password, user.token, FIXED_TEST_CODES.TEST_FIXED_SMS_CODE, 'Signature-Xyz']) {
      expect(log).not.toContain(secret);
    }
  });

  it('writes exactly one access line per request, with its URL, status and time', async () => {
    const marker = 'one-access-line';
    await app.inject({ url: `/index/news/index?keyword=${marker}&token=Token-Abc` });
    const lines = log.split('\n').filter((entry) => entry.includes(marker));
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]!);
    expect(entry).toMatchObject({ msg: 'request completed', res: { statusCode: 200 } });
    expect(entry.req.url).toContain('token=%5BRedacted%5D');
    expect(typeof entry.responseTime).toBe('number');
    expect(log).not.toContain('incoming request');
  });

  it("keeps a caller's X-Request-Id: returned with the answer and written in the access line", async () => {
    const res = await app.inject({
      url: '/index/news/index?keyword=sent-id',
      headers: { 'x-request-id': 'nginx-4f2c9a' },
    });
    expect(res.headers['x-request-id']).toBe('nginx-4f2c9a');
    const line = log.split('\n').find((entry) => entry.includes('sent-id'))!;
    expect(JSON.parse(line)).toMatchObject({ reqId: 'nginx-4f2c9a', msg: 'request completed' });
  });

  it('gives a request without a usable id a new UUID of its own, never a counter', async () => {
    const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    const first = await app.inject({ url: '/index/news/index' });
    const second = await app.inject({ url: '/no/such/page', headers: { 'x-request-id': 'two words' } });
    const third = await app.inject({ url: '/index/news/index', headers: { 'x-request-id': 'x'.repeat(129) } });
    const ids = [first, second, third].map((res) => String(res.headers['x-request-id']));
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(3);
  });

  it('logs a failed query by its code and name, never its SQL, parameters or the values the database quotes', async () => {
    const res = await app.inject({ method: 'POST', url: '/test/failing-query' });
    expect(res.json()).toEqual({ code: 500, msg: '服务器繁忙，请稍后再试', data: null });
    const line = log.split('\n').find((entry) => entry.includes('unhandled error'))!;
    expect(JSON.parse(line).err).toMatchObject({
      type: 'DatabaseError',
      sqlState: expect.stringMatching(/^22/),
      query: 'select',
    });
    for (const secret of [MOBILE, ID_NUMBER, HASH, '$argon2id$', '::int']) expect(log).not.toContain(secret);
  });

  it('says what a client got wrong in words, never "[object Object]"', async () => {
    const res = await app.inject({
      method: 'POST',
      url: API.newsList,
      headers: { 'content-type': 'application/json' },
      payload: '{"page": 1, "keyword": "13812345678"',
    });
    expect(res.statusCode).toBe(400);
    const line = log.split('\n').find((entry) => entry.includes('client error'))!;
    expect(JSON.parse(line).msg).toBe('client error, answered 400: invalid JSON body');
    expect(log).not.toContain('[object Object]');
  });

  it('writes a sent SMS with the mobile masked', async () => {
    const user = await signUpAndLogIn(app);
    const masked = `${user.mobile.slice(0, 3)}****${user.mobile.slice(7)}`;
    expect(log).toContain(masked);
    expect(log).not.toContain(user.mobile);
  });
});
