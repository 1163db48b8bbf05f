/**
 * The auction bench's watchers (docs/auction-load.md "Benchmark"): BENCH_WATCHERS live-feed
 * readers in a process of their own, so that reading a thousand streams does not delay the
 * bidders' answers in the bench's own event loop (it had: the bench's loop was delayed up to 200 ms
 * at p99, and every bid's measured latency carried it). `crowdOfWatchers` forks this file; the
 * child connects every watcher, reports, and at the end sends when each watcher read each version
 * (epoch milliseconds, `performance.timeOrigin + performance.now()`: comparable across the two
 * processes of one machine).
 */
import { fork, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { takeSseEvents, type AuctionView } from '@jhy/contract';

/** One SSE reader: the events' ids (they only rise) and when each arrived (epoch ms). */
export interface Watcher {
  ids: number[];
  at: number[];
  bytes: number;
  /** Connections refused before one was taken (status: count). */
  refused: Map<number, number>;
  request?: http.ClientRequest;
}

/** What the crowd sends back at the end: each connected watcher's ids and times. */
export interface WatcherRecord {
  ids: number[];
  at: number[];
  bytes: number;
}

type ToChild =
  | { kind: 'connect'; url: string; tokens: string[]; deadline: number }
  | { kind: 'settle'; finalVersion: number; until: number };
type FromChild =
  | { kind: 'connected'; connected: number; retried: number; refused: Record<string, number> }
  | { kind: 'records'; records: WatcherRecord[]; loopP99: number; loopMax: number };

const epochNow = () => performance.timeOrigin + performance.now();

/** Waits before reconnecting, as the portal does (apps/web auctionStream.ts): 2 s, then longer, at most 15 s. */
const retryDelay = (attempt: number) => Math.min(2_000 * 2 ** attempt, 15_000);

const EVENT_END = Buffer.from('\n\n');
const ID_FIELD = Buffer.from('id: ');

/**
 * A reader of chunks that notes each event's id and arrival, without decoding the rest: the
 * watchers only need to know which version each held when. (Decoding and parsing each 6 KB state
 * with the portal's `takeSseEvents` kept the watchers' process at a full core, and its own delay
 * was counted as the feed's.) With `onData`, each event's data too, parsed as the portal parses it.
 */
function eventReader(watcher: Watcher, onData?: (data: string) => void): (chunk: Buffer) => void {
  let rest = Buffer.alloc(0);
  return (chunk) => {
    const at = epochNow();
    watcher.bytes += chunk.byteLength;
    const bytes = rest.length > 0 ? Buffer.concat([rest, chunk]) : chunk;
    let start = 0;
    let end;
    while ((end = bytes.indexOf(EVENT_END, start)) >= 0) {
      const block = bytes.subarray(start, end);
      start = end + EVENT_END.length;
      // The server writes a state's id first (auctionEvents.ts); comments and `retry` have none.
      if (!block.subarray(0, ID_FIELD.length).equals(ID_FIELD)) continue;
      const line = block.indexOf(10);
      watcher.ids.push(Number(block.subarray(ID_FIELD.length, line < 0 ? block.length : line).toString()));
      watcher.at.push(at);
      if (onData) onData(takeSseEvents(`${block.toString()}\n\n`).events[0]?.data ?? '');
    }
    rest = start < bytes.length ? Buffer.from(bytes.subarray(start)) : Buffer.alloc(0);
  };
}

/** One stream attempt over a connection of its own: its status, and the events into `watcher`. */
function stream(url: string, token: string, watcher: Watcher, onData?: (data: string) => void): Promise<number> {
  return new Promise((resolve) => {
    const request = http.get(url, { agent: false, headers: { token, accept: 'text/event-stream' } }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        resolve(res.statusCode ?? 0);
        return;
      }
      resolve(200);
      res.on('data', eventReader(watcher, onData));
      res.on('error', () => {}); // destroyed at the end
    });
    request.on('error', () => resolve(0));
    watcher.request = request;
  });
}

/**
 * Opens a watcher's stream, again after a refusal as the portal does, and resolves once its first
 * state arrived, or undefined if none came by `deadline` (epoch ms).
 */
export async function watch(
  url: string,
  token: string,
  deadline: number,
  onState?: (view: AuctionView) => void,
): Promise<Watcher | undefined> {
  const watcher: Watcher = { ids: [], at: [], bytes: 0, refused: new Map() };
  const onData = onState && ((data: string) => onState(JSON.parse(data) as AuctionView));
  for (let attempt = 0; epochNow() < deadline; attempt += 1) {
    const status = await stream(url, token, watcher, onData);
    if (status === 200) {
      while (watcher.ids.length === 0 && epochNow() < deadline) await sleep(20);
      return watcher.ids.length > 0 ? watcher : undefined;
    }
    watcher.refused.set(status, (watcher.refused.get(status) ?? 0) + 1);
    await sleep(retryDelay(attempt));
  }
  return undefined;
}

/** The parent's handle on the forked crowd. */
export interface WatcherCrowd {
  connected: number;
  retried: number;
  refused: Record<string, number>;
  /** Waits until every watcher holds `finalVersion` or `until` (epoch ms), then their records. */
  records(finalVersion: number, until: number): Promise<{ records: WatcherRecord[]; loopP99: number; loopMax: number }>;
}

/** Forks this file and has it connect a watcher per token to `url` (all at once, as after a restart). */
export async function crowdOfWatchers(url: string, tokens: string[], deadline: number): Promise<WatcherCrowd> {
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), [], { execArgv: process.execArgv });
  const next = () =>
    new Promise<FromChild>((resolve, reject) => {
      child.once('message', (message) => resolve(message as FromChild));
      child.once('exit', (code) => reject(new Error(`the watchers' process ended (${code})`)));
    });
  const connectedMessage = next();
  child.send({ kind: 'connect', url, tokens, deadline } satisfies ToChild);
  const connected = await connectedMessage;
  if (connected.kind !== 'connected') throw new Error('unexpected message from the watchers');
  return {
    connected: connected.connected,
    retried: connected.retried,
    refused: connected.refused,
    async records(finalVersion, until) {
      const recordsMessage = next();
      child.send({ kind: 'settle', finalVersion, until } satisfies ToChild);
      const answer = await recordsMessage;
      child.disconnect();
      if (answer.kind !== 'records') throw new Error('unexpected message from the watchers');
      return answer;
    },
  };
}

/** The child: connect, report, then settle and send the records. */
async function runCrowd(): Promise<void> {
  let connected: Watcher[] = [];
  const loop = monitorEventLoopDelay({ resolution: 10 });
  process.on('message', (message: ToChild) => {
    void (async () => {
      if (message.kind === 'connect') {
        const opened = await Promise.all(message.tokens.map((token) => watch(message.url, token, message.deadline)));
        connected = opened.filter((w): w is Watcher => w !== undefined);
        const refused: Record<string, number> = {};
        for (const w of connected)
          for (const [status, count] of w.refused) refused[status] = (refused[status] ?? 0) + count;
        const retried = connected.filter((w) => w.refused.size > 0).length;
        loop.enable();
        process.send!({ kind: 'connected', connected: connected.length, retried, refused } satisfies FromChild);
        return;
      }
      loop.disable();
      const holds = () => connected.every((w) => (w.ids.at(-1) ?? -1) >= message.finalVersion);
      while (!holds() && epochNow() < message.until) await sleep(100);
      for (const w of connected) w.request?.destroy();
      const records = connected.map(({ ids, at, bytes }) => ({ ids, at, bytes }));
      process.send!(
        { kind: 'records', records, loopP99: loop.percentile(99) / 1e6, loopMax: loop.max / 1e6 } satisfies FromChild,
        () => process.exit(0),
      );
    })();
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) void runCrowd();
