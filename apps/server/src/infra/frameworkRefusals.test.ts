import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { CONSOLE_TOKEN_HEADER } from '@jhy/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { addStaff, createConsoleTestApp, staffToken } from '../test/consoleStaff.js';
import type { TestApp } from '../test/testApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await createConsoleTestApp();
});
afterAll(() => t.close());

/** Sends raw bytes to a listening server and answers everything it writes back until it closes. */
function rawExchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
    socket.write(request);
  });
}

describe('refusals of the HTTP layer', () => {
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });

  it('answers oversized headers with 431 in the envelope', async () => {
    const answer = await rawExchange(
      port,
      `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Filler: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      code: 431,
      msg: '请求头过大',
      data: null,
    });
  });

  it('answers a request that is not HTTP with 400 in the envelope', async () => {
    const answer = await rawExchange(port, 'NONSENSE\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      code: 400,
      msg: '请求参数有误',
      data: null,
    });
  });
});

describe('the API documentation at /docs', () => {
  const docsWith = async (env: Record<string, string>, headers: Record<string, string> = {}) => {
    const app = await buildApp({ config: { ...t.config, ...env } as typeof t.config, db: t.db, logger: false });
    try {
      return await app.inject({ url: '/docs/json', headers });
    } finally {
      await app.close();
    }
  };

  it('is off in production unless configured', async () => {
    const res = await docsWith({ env: 'production', docs: 'off' });
    expect(res.json()).toEqual({ code: 404, msg: '请求的资源不存在', data: null });
  });

  it('answers DOCS=staff only to a staff token', async () => {
    const member = await addStaff(t.db, 'docs_reader', 'editor');
    const token = await staffToken(t.app, member.username, member.password);
    expect((await docsWith({ docs: 'staff' })).statusCode).toBe(401);
    const res = await docsWith({ docs: 'staff' }, { [CONSOLE_TOKEN_HEADER]: token });
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toMatch(/^3\./);
  });
});
