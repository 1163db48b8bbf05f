import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { commonMessages } from '@jhy/contract';
import type { AppConfig } from '../config.js';
import { ApiError, tooManyRequests } from './errors.js';
import { leaveInFlight } from './overload.js';

/** A comment line every so often keeps proxies from closing a quiet stream (docs/deployment.md). */
const HEARTBEAT_MS = 15_000;

/** One open Server-Sent Events stream: write to it; `onClose` runs once when the client goes. */
export interface EventStream {
  write(chunk: string | Buffer): void;
  onClose(cleanup: () => void): void;
}

/**
 * The server's live streams (docs/security.md "Live streams"). A stream is opened by GET only — a
 * POST one had its request's `close` fire before anyone listened, so it was never unsubscribed and
 * polled the database every second for ever — and is cleaned up on its response's `close`, which
 * fires whenever the client goes, whatever the method. One account holds at most `perUser` streams
 * and one client address `perAddress` (429 past them): one token held 1,000. Open streams are ended
 * before the server closes.
 */
export class EventStreams {
  private readonly perUser = new Map<number, number>();
  private readonly perAddress = new Map<string, number>();
  private readonly open = new Set<ServerResponse>();

  constructor(
    app: FastifyInstance,
    private readonly limits: AppConfig['streams'],
  ) {
    // Streams never end by themselves: the server ends them before it closes.
    app.addHook('preClose', async () => {
      for (const raw of this.open) raw.end();
      this.open.clear();
    });
  }

  /** Refuses a stream asked for with another method, before any work is done for it. */
  refuseUnlessGet(request: FastifyRequest, reply: FastifyReply): void {
    if (request.method === 'GET') return;
    reply.header('Allow', 'GET');
    throw new ApiError(405, commonMessages.streamNeedsGet);
  }

  /** How many streams are open now (for the tests and the metrics). */
  get size(): number {
    return this.open.size;
  }

  /**
   * Takes the reply over as an event stream for `userId`, or throws 429 past a cap. Synchronous
   * from the count to the registration, so two requests at once cannot both take the last place.
   */
  start(request: FastifyRequest, reply: FastifyReply, userId: number): EventStream {
    const address = request.ip;
    if ((this.perUser.get(userId) ?? 0) >= this.limits.perUser) throw tooManyRequests(commonMessages.tooManyStreams);
    if ((this.perAddress.get(address) ?? 0) >= this.limits.perAddress)
      throw tooManyRequests(commonMessages.tooManyStreams);
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    raw.write('retry: 2000\n\n');
    // It does no work between events: counted in flight, 512 watchers would refuse everyone else.
    leaveInFlight(request);
    count(this.perUser, userId, 1);
    count(this.perAddress, address, 1);
    this.open.add(raw);
    const heartbeat = setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS);
    heartbeat.unref();
    const cleanups: Array<() => void> = [];
    let closed = false;
    const close = () => {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      this.open.delete(raw);
      count(this.perUser, userId, -1);
      count(this.perAddress, address, -1);
      for (const cleanup of cleanups) cleanup();
    };
    raw.once('close', close);
    // The client may have gone while the stream was being prepared: its `close` is then past.
    if (raw.destroyed || raw.socket === null || raw.socket.destroyed) close();
    return {
      write: (chunk) => {
        if (!closed) raw.write(chunk);
      },
      onClose: (cleanup) => (closed ? cleanup() : cleanups.push(cleanup)),
    };
  }
}

function count<K>(counts: Map<K, number>, key: K, change: number): void {
  const next = (counts.get(key) ?? 0) + change;
  if (next <= 0) counts.delete(key);
  else counts.set(key, next);
}
