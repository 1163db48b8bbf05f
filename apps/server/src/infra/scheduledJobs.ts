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
 * instance on the same database; answers whether it ran (docs/architecture-layers.md "Scheduled
 * work"). Across instances the guard is a PostgreSQL advisory lock held by a transaction that lasts
 * as long as `fn`: it is released when `fn` ends or fails, and by PostgreSQL when the instance dies.
 * `fn` makes its own queries and transactions; it holds one pooled connection besides, for the lock.
 * The embedded PGlite has one process by construction (docs/security.md), so there the guard is
 * this process's alone.
 */
export async function runExclusively<T>(db: Db, name: string, fn: () => Promise<T>): Promise<Exclusive<T>> {
  let names = runningHere.get(db);
  if (!names) runningHere.set(db, (names = new Set()));
  if (names.has(name)) return { ran: false };
  names.add(name);
  try {
    if (isEmbedded(db)) return { ran: true, value: await fn() };
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

export interface ScheduleOptions {
  /** Unique among jobs: the lock and the record of the last run go by it. */
  name: string;
  intervalMs: number;
  run: (now: Date) => Promise<void>;
  /** The clock (docs/time.md): tests pass their own instant. */
  now?: () => Date;
}

/**
 * A job that runs once per `intervalMs` across every server instance: each instance tries when it
 * is ready and then every interval; under the job's lock (runExclusively) the instance reads when
 * the job last started anywhere and runs it only if that is an interval ago (less a tenth, for
 * timers that fire a little early). Whichever instance comes first after the interval runs it; if
 * that instance is gone, another takes over at its next try. A run that fails is logged and tried
 * again after the interval. The timer is cleared when the server closes.
 */
export function scheduleJob(app: FastifyInstance, db: Db, options: ScheduleOptions): ScheduledJob {
  const now = options.now ?? (() => new Date());
  const { name, intervalMs } = options;
  const attempt = async () => {
    try {
      await runExclusively(db, name, async () => {
        const at = now();
        const last = await lastJobStart(db, name);
        if (last && at.getTime() - last.getTime() < intervalMs - intervalMs / 10) return;
        await recordJobStart(db, name, at);
        await options.run(at);
        await recordJobFinish(db, name, now());
        businessMetricsOf(app)?.countJobRun(name, true);
      });
    } catch (error) {
      businessMetricsOf(app)?.countJobRun(name, false);
      app.log.error({ err: error, job: name }, 'scheduled job failed');
    }
  };
  let timer: NodeJS.Timeout | undefined;
  let resolveFirst: () => void = () => {};
  const firstRun = new Promise<void>((resolve) => (resolveFirst = resolve));
  app.addHook('onReady', async () => {
    // Not awaited: the server answers while the first run works.
    void attempt().then(resolveFirst);
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
