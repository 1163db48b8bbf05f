import { connect, type Socket } from 'node:net';
import { API } from '@jhy/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeOnceOnEmbedded } from '../test/serverData.js';
import { createTestApp, type TestApp } from '../test/testApp.js';
import { connectionDeadlineOptions } from './connectionDeadlines.js';

const SLOW_SOCKETS = 500;
// Short deadlines stand for the defaults (10 s headers, 60 s request), so the check takes seconds.
const REQUEST_TIMEOUT_MS = 2_000;
// Below the number of slow sockets: were they counted in flight, every normal call would be refused.
const MAX_IN_FLIGHT = 256;

interface SlowSocket {
  socket: Socket;
  openedAt: number;
  /** When the server closed it, and what it answered first. */
  closed: Promise<{ afterMs: number; answer: string }>;
}

/** A client that announces 100,000 bytes of body, sends `{`, then one more byte every 500 ms. */
async function slowPost(port: number): Promise<SlowSocket> {
  const socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  const openedAt = performance.now();
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
  socket.on('error', () => {});
  const drip = setInterval(() => socket.writable && socket.write(' '), 500);
  const closed = new Promise<{ afterMs: number; answer: string }>((resolve) =>
    socket.once('close', () => {
      clearInterval(drip);
      resolve({ afterMs: performance.now() - openedAt, answer });
    }),
  );
  socket.write(
    `POST ${API.newsList} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{`,
  );
  return { socket, openedAt, closed };
}

describe('connection deadlines', () => {
  it('passes every deadline to the HTTP server, with a check at least once a second', () => {
    expect(
      connectionDeadlineOptions({
        headersTimeoutMs: 10_000,
        requestTimeoutMs: 60_000,
        idleTimeoutMs: 60_000,
        keepAliveTimeoutMs: 65_000,
      }),
    ).toEqual({
      connectionTimeout: 60_000,
      keepAliveTimeout: 65_000,
      requestTimeout: 60_000,
      http: { headersTimeout: 10_000, connectionsCheckingInterval: 1_000 },
    });
  });
});

// The HTTP layer's, the same on either database: once, on the embedded default.
describeOnceOnEmbedded('500 slow clients (docs/security.md "Slow clients")', () => {
  let t: TestApp;
  let base: string;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        MAX_IN_FLIGHT: String(MAX_IN_FLIGHT),
        HEADERS_TIMEOUT_MS: '1000',
        REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
        CONNECTION_IDLE_TIMEOUT_MS: '10000',
      },
    });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = Number(new URL(base).port);
  });
  afterAll(() => t.close());

  it('keeps answering normal calls within 1 s, and closes each slow socket at the request deadline with 408', async () => {
    const slow: SlowSocket[] = [];
    try {
      for (let i = 0; i < SLOW_SOCKETS; i += 1) slow.push(await slowPost(port));
      // Normal calls while every slow socket is open (the first closes at REQUEST_TIMEOUT_MS).
      const latencies: number[] = [];
      const statuses: number[] = [];
      const until = slow[0]!.openedAt + REQUEST_TIMEOUT_MS - 300;
      for (let call = 0; call < 20 && performance.now() < until; call += 1) {
        const started = performance.now();
        const res = await fetch(`${base}${API.newsList}?page=1&limit=5`);
        await res.arrayBuffer();
        statuses.push(res.status);
        latencies.push(performance.now() - started);
      }
      expect(statuses.length).toBeGreaterThan(0);
      expect(new Set(statuses)).toEqual(new Set([200]));
      expect(Math.max(...latencies)).toBeLessThan(1_000);

      const closings = await Promise.all(slow.map((s) => s.closed));
      const latest = Math.max(...closings.map((c) => c.afterMs));
      // The deadline plus Node's check interval (a quarter of the shortest deadline here) and the
      // time a busy 2-core machine takes to write 500 answers.
      expect(latest).toBeLessThan(REQUEST_TIMEOUT_MS + 2_500);
      for (const { answer } of closings) expect(answer).toMatch(/^HTTP\/1.1 408 /);
      console.log(
        `slow clients: ${SLOW_SOCKETS} sockets, ${statuses.length} normal calls all 200, slowest ${Math.round(
          Math.max(...latencies),
        )} ms; sockets closed ${Math.round(Math.min(...closings.map((c) => c.afterMs)))}–${Math.round(latest)} ms after opening`,
      );
    } finally {
      for (const s of slow) s.socket.destroy();
    }
  }, 30_000);
});
