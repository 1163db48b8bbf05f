import { describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { MAX_MULTIPART_FIELD_BYTES } from './infra/requestBodies.js';
import { multipartBody } from './test/multipart.js';
import { createTestApp } from './test/testApp.js';
import { suiteApp } from './test/suite.js';

const t = suiteApp();

describe('API contract', () => {
  it('answers the same path in any casing, on GET and on POST', async () => {
    const post = await t.app.inject({ method: 'POST', url: '/INDEX/COMMON/SYSCONFIG' });
    const get = await t.app.inject({ method: 'GET', url: '/index/common/sysconfig' });
    for (const res of [post, get]) {
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.code).toBe(200);
      expect(body.data.map((entry: { name: string }) => entry.name)).toContain('company_address');
    }
  });

  it('reads fields from JSON, form-encoded, multipart and query alike', async () => {
    const boundary = '----jhy';
    const multipart = `--${boundary}\r\nContent-Disposition: form-data; name="id"\r\n\r\n182\r\n--${boundary}--\r\n`;
    const answers = await Promise.all([
      t.app.inject({ method: 'POST', url: '/index/Common/getCategorySon', payload: { id: 182 } }),
      t.app.inject({
        method: 'POST',
        url: '/index/Common/getCategorySon',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'id=182',
      }),
      t.app.inject({
        method: 'POST',
        url: '/index/Common/getCategorySon',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: multipart,
      }),
      t.app.inject({ method: 'POST', url: '/index/Common/getCategorySon?id=182' }),
      t.app.inject({ method: 'GET', url: '/index/Common/getCategorySon?id=182' }),
    ]);
    for (const res of answers) {
      expect(res.json().data.map((c: { id: number }) => c.id)).toEqual([183, 184, 185, 186]);
    }
  });

  it('refuses a file, or an oversized field, sent to a route that takes no upload', async () => {
    const withFile = multipartBody([{ filename: 'big.pdf', content: Buffer.alloc(3 * 1024 * 1024, 1) }]);
    const withHugeField = multipartBody([], { keyword: 'x'.repeat(MAX_MULTIPART_FIELD_BYTES + 1) });
    for (const url of ['/index/news/index', '/index/Login/doLogin']) {
      for (const body of [withFile, withHugeField]) {
        const res = await t.app.inject({ method: 'POST', url, ...body });
        expect(res.statusCode, url).toBe(413);
        expect(res.json()).toMatchObject({ code: 413, msg: '上传内容过大' });
      }
    }
  });

  /** A JSON body as text, as a client may send it whether or not it parses. */
  const postJsonText = (payload: string) =>
    t.app.inject({
      method: 'POST',
      url: '/index/Common/getCategory',
      headers: { 'content-type': 'application/json' },
      payload,
    });

  it('treats an empty JSON body as no fields', async () => {
    const res = await postJsonText('');
    expect(res.json().code).toBe(200);
  });

  it('answers unknown paths with a 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/index/no/such' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, msg: '请求的资源不存在', data: null });
  });

  it('answers malformed JSON with a 400 envelope in Chinese', async () => {
    const res = await postJsonText('{bad');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, msg: '请求参数有误' });
  });

  it('answers invalid input with the rule message, status and code agreeing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/index/Common/getCategorySon?id=abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, msg: '请选择分类', data: null });
  });

  it('serves the OpenAPI description at /docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/index/Common/sysConfig');
  });

  it('answers /healthz', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.json()).toMatchObject({ code: 200, data: { status: 'ok' } });
  });

  it('sets security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
  });

  it('sets the same security headers on every answer, an error included', async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/healthz' });
    const missing = await t.app.inject({ method: 'GET', url: '/index/no/such' });
    for (const res of [ok, missing]) {
      expect(res.headers).toMatchObject({
        'content-security-policy': ok.headers['content-security-policy'],
        'x-frame-options': 'SAMEORIGIN',
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
        'referrer-policy': 'no-referrer',
        'cross-origin-opener-policy': 'same-origin',
      });
      expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
    }
    expect(String(ok.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
  });
});

describe('unexpected failures', () => {
  it('answers 500 with a generic message and no SQL or stack', async () => {
    const broken = await createTestApp();
    // Drop a table under the running server: the next query fails inside the database.
    await broken.db.execute('DROP TABLE sys_config');
    const res = await broken.app.inject({ method: 'GET', url: '/index/Common/sysConfig' });
    await broken.close();
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 500, msg: '服务器繁忙，请稍后再试', data: null });
    expect(res.body).not.toMatch(/sys_config|select|at .*\.ts/i);
  });
});

describe('client addresses', () => {
  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    // A direct client cannot choose the address that per-IP limits count.
    const app = await buildApp({ config: t.config, db: t.db, logger: false });
    app.get('/test-only/ip', async (request) => ({ ip: request.ip }));
    const direct = await app.inject({
      method: 'GET',
      url: '/test-only/ip',
      remoteAddress: '203.0.113.7',
      headers: { 'x-forwarded-for': '198.51.100.1' },
    });
    expect(direct.json().ip).toBe('203.0.113.7');
    const viaLocalProxy = await app.inject({
      method: 'GET',
      url: '/test-only/ip',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '198.51.100.1' },
    });
    await app.close();
    expect(viaLocalProxy.json().ip).toBe('198.51.100.1');
  });
});
