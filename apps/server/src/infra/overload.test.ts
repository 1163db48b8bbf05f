import { connect, type Socket } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { API } from '@jhy/contract';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { describeOnceOnEmbedded } from '../test/serverData.js';
import { killIfRunning, startServer, type ServerProcess } from '../test/serverProcess.js';
import { createTestApp, type TestApp } from '../test/testApp.js';

const busy = { code: 503, msg: '当前访问人数较多，请稍后再试', data: null };
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** Injects until the answer's status is `status` (the load is sampled, not known at once). */
async function until(app: TestApp['app'], url: string, status: number) {
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const res = await app.inject({ url });
    if (res.statusCode === status) return res;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} never answered ${status}`);
}

/** Blocks the event loop for `ms`, then lets the timers that fell due run (the load sample among them). */
async function blockEventLoop(ms: number) {
  const stop = Date.now() + ms;
  while (Date.now() < stop);
  await new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The plugin takes the mean of the event-loop delays recorded since its last sample, once a second:
 * one 1.5 s block after up to a second of idle 10 ms ticks averages about 25 ms, under the limit. The
 * first block ends with a sample, so the second block's sample holds that block alone and is far over
 * it; the request is sent before the next sample, which will find the loop idle again.
 */
async function blockUntilShed(app: TestApp['app'], url: string) {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await blockEventLoop(1500);
    await blockEventLoop(1500);
    const res = await app.inject({ url });
    if (res.statusCode === 503) return res;
  }
  throw new Error(`${url} was never shed`);
}

/** Opens a raw HTTP request and sends its headers and the first half of its body, no more. */
async function halfSentPost(
  port: number,
  url: string,
  body: string,
): Promise<{ socket: Socket; finish: () => Promise<string> }> {
  const socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
  const ended = new Promise<string>((resolve) => socket.once('close', () => resolve(answer)));
  const half = Math.floor(body.length / 2);
  socket.write(
    `POST ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, half)}`,
  );
  return {
    socket,
    finish: () => {
      socket.end(body.slice(half));
      return ended;
    },
  };
}

// Shedding and shutdown are the HTTP layer's, the same on either database (their server processes
// run on a data directory either way): once, on the embedded default.
describeOnceOnEmbedded('under more load than it takes (docs/security.md "Overload and shutdown")', () => {
  it('answers 503 with Retry-After past the event-loop delay limit, keeps the probes, and recovers', async () => {
    t = await createTestApp({ env: { MAX_EVENT_LOOP_DELAY_MS: '200' } });
    expect((await t.app.inject({ url: API.newsList })).statusCode).toBe(200);
    const shed = await blockUntilShed(t.app, API.newsList);
    expect(shed.headers['retry-after']).toBe('5');
    expect(shed.json()).toEqual(busy);
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200);
    await until(t.app, API.newsList, 200);
  });

  it('answers 503 past the heap limit', async () => {
    t = await createTestApp({ env: { MAX_HEAP_MB: '1' } });
    const shed = await until(t.app, API.newsList, 503);
    expect(shed.headers['retry-after']).toBe('5');
    expect((await t.app.inject({ url: '/healthz' })).json()).toMatchObject({ code: 200, data: { status: 'ok' } });
  });

  it('answers 503 at once beyond MAX_IN_FLIGHT requests being served, and serves the next one after', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'jhy-inflight-'));
    let server: ServerProcess | undefined;
    try {
      // The event-loop limit off: a process just started on a busy machine may show a long first sample.
      server = await startServer({ DATA_DIR: dataDir, MAX_IN_FLIGHT: '2', MAX_EVENT_LOOP_DELAY_MS: '0' });
      const body = JSON.stringify({ page: 1, keyword: '生态' });
      const held = [
        await halfSentPost(server.port, API.newsList, body),
        await halfSentPost(server.port, API.newsList, body),
      ];
      const third = await fetch(`${server.url}${API.newsList}`);
      expect(third.status).toBe(503);
      expect(third.headers.get('retry-after')).toBe('5');
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      for (const request of held) expect(await request.finish()).toMatch(/^HTTP\/1.1 200/);
      expect((await fetch(`${server.url}${API.newsList}`)).status).toBe(200);
    } finally {
      killIfRunning(server);
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('readiness', () => {
  it('says whether the database answers', async () => {
    t = await createTestApp();
    expect((await t.app.inject({ url: '/readyz' })).json()).toEqual({
      code: 200,
      msg: 'ok',
      data: { status: 'ready' },
    });
  });
});

describeOnceOnEmbedded('SIGTERM', () => {
  let server: ServerProcess | undefined;
  let dataDir: string | undefined;
  afterAll(async () => {
    killIfRunning(server);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('stops taking new requests, finishes the one in flight, and exits 0', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'jhy-sigterm-'));
    server = await startServer({ DATA_DIR: dataDir });
    const inFlight = await halfSentPost(server.port, API.newsList, JSON.stringify({ page: 1, limit: 5 }));
    // Let the idle server read the request's headers (a few ms) before the signal.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    server.child.kill('SIGTERM');
    // The listening socket closes: a new connection is refused (or, if it slipped in, answered 503).
    let refused = false;
    for (let attempt = 0; attempt < 50 && !refused; attempt += 1) {
      refused = await fetch(`${server.url}/healthz`).then(
        (res) => res.status === 503,
        () => true,
      );
      if (!refused) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(refused).toBe(true);
    const answer = await inFlight.finish();
    expect(answer).toMatch(/^HTTP\/1.1 200/);
    expect(answer).toContain('"code":200');
    expect(await server.exited).toEqual({ code: 0, signal: null });
  }, 60_000);
});
