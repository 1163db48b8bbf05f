import { connect, type Socket } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
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

/** True once `answer` holds a whole HTTP response (its headers and Content-Length bytes of body). */
function wholeResponse(answer: Buffer): boolean {
  const headerEnd = answer.indexOf('\r\n\r\n');
  if (headerEnd < 0) return false;
  const length = /\r\ncontent-length: *(\d+)/i.exec(answer.subarray(0, headerEnd).toString())?.[1];
  return length !== undefined && answer.length - headerEnd - 4 >= Number(length);
}

/**
 * Opens a raw HTTP request and sends its headers and the first half of its body, no more.
 * `finish()` sends the rest and resolves with the answer once it is whole (or the server closed the
 * socket). The socket is not half-closed: a server may drop a request whose client sent FIN before
 * the answer was ready, which made the answer depend on how fast the database was.
 */
async function halfSentPost(
  port: number,
  url: string,
  body: string,
): Promise<{ socket: Socket; finish: () => Promise<string> }> {
  const socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let answer = Buffer.alloc(0);
  let answered!: () => void;
  const ended = new Promise<void>((resolve) => (answered = resolve));
  socket.on('data', (chunk: Buffer) => {
    answer = Buffer.concat([answer, chunk]);
    if (wholeResponse(answer)) answered();
  });
  socket.once('close', () => answered());
  const bytes = Buffer.from(body);
  const half = Math.floor(bytes.length / 2);
  socket.write(
    `POST ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${bytes.length}\r\n\r\n`,
  );
  socket.write(bytes.subarray(0, half));
  return {
    socket,
    finish: async () => {
      socket.write(bytes.subarray(half));
      await ended;
      socket.destroy();
      return answer.toString();
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
    // The metrics answer too, the shedding among them.
    const metrics = await t.app.inject({ url: '/metrics' });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.body).toMatch(/^http_requests_shed_total [1-9]/m);
    await until(t.app, API.newsList, 200);
  });

  it('answers 503 past the heap limit', async () => {
    t = await createTestApp({ env: { MAX_HEAP_MB: '1' } });
    const shed = await until(t.app, API.newsList, 503);
    expect(shed.headers['retry-after']).toBe('5');
    expect((await t.app.inject({ url: '/healthz' })).json()).toMatchObject({ code: 200, data: { status: 'ok' } });
  });
});

/**
 * Runs `use` while a transaction holds news_items locked: a news list being served waits in its
 * handler meanwhile (on PGlite every other query waits for the transaction's connection).
 */
async function whileNewsLocked(db: TestApp['db'], use: () => Promise<void>) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let locked!: () => void;
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const holder = db.transaction(async (tx) => {
    await tx.execute(sql`LOCK TABLE news_items IN ACCESS EXCLUSIVE MODE`);
    locked();
    await released;
  });
  await isLocked;
  try {
    await use();
  } finally {
    release();
    await holder;
  }
}

describe('the in-flight limit (docs/security.md "Overload and shutdown")', () => {
  it('answers 503 at once beyond MAX_IN_FLIGHT requests being served, and serves the next one after', async () => {
    t = await createTestApp({ env: { MAX_IN_FLIGHT: '2' } });
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    let held: Array<Promise<number>> = [];
    await whileNewsLocked(t.db, async () => {
      held = [1, 2].map((page) => fetch(`${base}${API.newsList}?page=${page}`).then((res) => res.status));
      // Both are in their handler once a third is refused; until then, ask again (bounded).
      let third: Response | undefined;
      for (let attempt = 0; attempt < 100 && third?.status !== 503; attempt += 1) {
        third = await fetch(`${base}${API.newsList}?page=3`, { signal: AbortSignal.timeout(200) }).catch(
          () => undefined,
        );
      }
      expect(third?.status).toBe(503);
      expect(third?.headers.get('retry-after')).toBe('5');
      expect((await fetch(`${base}/healthz`)).status).toBe(200);
      // Saturated, it still shows its metrics: the refusal just made is counted there.
      const metrics = await fetch(`${base}/metrics`);
      expect(metrics.status).toBe(200);
      expect(await metrics.text()).toMatch(/^http_requests_shed_total [1-9]/m);
    });
    expect(await Promise.all(held)).toEqual([200, 200]);
    expect((await fetch(`${base}${API.newsList}`)).status).toBe(200);
  }, 60_000);

  it('does not count a request whose body is still arriving', async () => {
    t = await createTestApp({ env: { MAX_IN_FLIGHT: '2' } });
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = Number(new URL(base).port);
    const body = JSON.stringify({ page: 1, keyword: '生态' });
    const arriving = [await halfSentPost(port, API.newsList, body), await halfSentPost(port, API.newsList, body)];
    expect((await fetch(`${base}${API.newsList}`)).status).toBe(200);
    for (const request of arriving) expect(await request.finish()).toMatch(/^HTTP\/1.1 200/);
  });
});

describe('readiness', () => {
  it('says whether the database answers', async () => {
    t = await createTestApp();
    expect((await t.app.inject({ url: '/readyz' })).json()).toMatchObject({
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
