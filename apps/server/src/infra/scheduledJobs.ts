import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { businessMetricsOf } from './businessMetrics.js';
import { lastJobStart, recordJobFinish, recordJobStart, tryTransactionLock } from './scheduledJobRepository.js';

export type Exclusive<T> = { ran: true; value: T } | { ran: false };

// Names running in this process: a second call while one runs is skipped here already.
const runningHere = new WeakMap<Db, Set<string>>();

/**
 * Runs `fn` unless a run of the same `name` is under way in this process or in any other server
 * instance on the same database; answers whether it ran (docs/architecture.md "Scheduled
 * work"). Across instances the guard is a PostgreSQL advisory lock held by a transaction that lasts
 * as long as `fn`: it is released when `fn` ends or fails, and by PostgreSQL when the instance dies.
 * `fn` makes its own queries and transactions; it holds one pooled connection besides, for the lock.
 * The embedded PGlite has one process by construction (docs/security.md), so there the guard is
 * this process's alone.
 */
export async function runExclusively<T>(
  db: Db,
  name: string,
  fn: () => Promise<T>,
  { acrossInstances = true }: { acrossInstances?: boolean } = {},
): Promise<Exclusive<T>> {
  let names = runningHere.get(db);
  if (!names) runningHere.set(db, (names = new Set()));
  if (names.has(name)) return { ran: false };
  names.add(name);
  try {
    if (!acrossInstances || isEmbedded(db)) return { ran: true, value: await fn() };
    return await db.transaction(async (tx): Promise<Exclusive<T>> => {
      if (!(await tryTransactionLock(tx, name))) return { ran: false };
      return { ran: true, value: await fn() };
    });
  } finally {
    names.delete(name);
  }
}

// drizzle keeps the driver's client as `$client`; `in` narrows without a cast.
const isEmbedded = (db: Db) => '$client' in db && db.$client instanceof PGlite;

export interface ScheduledJob {
  /** Resolves when the attempt made at start has finished (whether this instance ran it or not). */
  readonly firstRun: Promise<void>;
  /** True while the timer is set: from the server's ready to its close. */
  readonly running: boolean;
}

/**
 * How long start-up waits for a job's first run (`atStart`): under Fastify's 10 s plugin timeout,
 * which would otherwise stop the start, so that a large backlog (after a long stop) delays serving
 * by at most this and never prevents it; the run goes on behind.
 */
export const START_WAIT_MS = 8_000;

export interface ScheduleOptions {
  /** Unique among jobs: the lock, the record of the last run and the metrics go by it. */
  name: string;
  intervalMs: number;
  run: (now: Date) => Promise<unknown>;
  /** The clock (docs/time.md): tests pass their own instant. */
  now?: () => Date;
  /**
   * 'once' (the default): one run per interval across every server instance. 'everyInstance': each
   * instance runs it every interval — for work every instance should pick up at once and that is
   * safe to race (rows locked SKIP LOCKED, unique writes: the window close, the SMS notices).
   */
  runs?: 'once' | 'everyInstance';
  /** The first run starts before the server serves and is waited for, up to `startWaitMs` (START_WAIT_MS). */
  atStart?: boolean;
  startWaitMs?: number;
}

/**
 * The server's one scheduler (docs/architecture.md "Scheduled work"): every repeating job
 * runs through it, never two runs of one job at once in a process. With `runs: 'once'` each
 * instance tries when it is ready and then every interval; under the job's lock (runExclusively)
 * the instance reads when the job last started anywhere and runs it only if that is an interval ago
 * (less a tenth, for timers that fire a little early) — whichever instance comes first after the
 * interval runs it, and if that instance is gone another takes over at its next try. With `runs:
 * 'everyInstance'` each instance runs it every interval. A run that fails is logged, counted, and
 * tried again after the interval. The timer is cleared when the server closes.
 */
export function scheduleJob(app: FastifyInstance, db: Db, options: ScheduleOptions): ScheduledJob {
  const now = options.now ?? (() => new Date());
  const { name, intervalMs } = options;
  const once = (options.runs ?? 'once') === 'once';
  const runDue = async () => {
    if (!once) return options.run(now());
    const at = now();
    const last = await lastJobStart(db, name);
    if (last && at.getTime() - last.getTime() < intervalMs - intervalMs / 10) return;
    await recordJobStart(db, name, at);
    await options.run(at);
    await recordJobFinish(db, name, now());
  };
  const attempt = async () => {
    try {
      const outcome = await runExclusively(db, name, runDue, { acrossInstances: once });
      if (outcome.ran) businessMetricsOf(app)?.countJobRun(name, true);
    } catch (error) {
      businessMetricsOf(app)?.countJobRun(name, false);
      app.log.error({ err: error, job: name }, `${name}: the run failed; it is tried again in ${intervalMs} ms`);
    }
  };
  let timer: NodeJS.Timeout | undefined;
  let resolveFirst: () => void = () => {};
  const firstRun = new Promise<void>((resolve) => (resolveFirst = resolve));
  app.addHook('onReady', async () => {
    const first = attempt().then(resolveFirst);
    // Otherwise not awaited: the server answers while the first run works.
    if (options.atStart && !(await finishesWithin(first, options.startWaitMs ?? START_WAIT_MS))) {
      app.log.warn(`${name}: the first run goes on after the start (a backlog)`);
    }
    timer = setInterval(() => void attempt(), intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    timer = undefined;
  });
  return {
    firstRun,
    get running() {
      return timer !== undefined;
    },
  };
}

/** Whether `work` settles within `ms`; it goes on either way. */
async function finishesWithin(work: Promise<void>, ms: number): Promise<boolean> {
  let timeout: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timeout = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([work.then(() => true as const), late]);
  } finally {
    clearTimeout(timeout);
  }
}
