import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { API } from '@jhy/contract';
import { buildApp } from '../app.js';
import { createTestApp, type TestApp } from '../test/testApp.js';
import { FIXED_TEST_CODES, signUpAndLogIn } from '../test/portalUsers.js';
import { urlForLog } from './logging.js';

describe('urlForLog', () => {
  it('hides the values of secret query parameters and keeps the rest', () => {
    expect(urlForLog('/index/Listingproject/attachment?id=7&index=0&expires=99&signature=abc')).toBe(
      '/index/Listingproject/attachment?id=7&index=0&expires=99&signature=%5BRedacted%5D',
    );
    expect(urlForLog('/x?TOKEN=t&code=1&page=2')).toBe('/x?TOKEN=%5BRedacted%5D&code=%5BRedacted%5D&page=2');
    expect(urlForLog('/index/news/index')).toBe('/index/news/index');
  });
});

describe('the production log', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let log = '';

  beforeAll(async () => {
    t = await createTestApp({ env: { ...FIXED_TEST_CODES, LOG_LEVEL: 'info' } });
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => (log += chunk.toString()));
    app = await buildApp({ config: t.config, db: t.db, logger: stream });
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

    expect(log).toContain('incoming request'); // the log did record these requests
    expect(log).toContain('/index/Listingproject/attachment');
    for (const secret of [password, user.token, FIXED_TEST_CODES.TEST_FIXED_SMS_CODE, 'Signature-Xyz']) {
      expect(log).not.toContain(secret);
    }
  });
});
