import type { FastifyInstance } from 'fastify';
import { businessMetricsOf } from './businessMetrics.js';

/**
 * How long start-up waits for a job's first run: under Fastify's 10 s plugin timeout, which would
 * otherwise stop the start, so that a large backlog (after a long stop) delays serving by at most
 * this and never prevents it; the run goes on behind.
 */
export const START_WAIT_MS = 8_000;

/**
 * A background job of the server (the SMS notices, the window close): run every `intervalMs` while
 * the server is up, never two runs at once in one process; a failed run is logged and the next tick
 * tries again. `atStart`: the first run starts before the server serves and is waited for, up to
 * `startWaitMs` (what fell due while it was down is done first, unless there is more than that).
 */
export function scheduleRepeatingJob(
  app: FastifyInstance,
  job: { name: string; intervalMs: number; atStart?: boolean; startWaitMs?: number; run: () => Promise<unknown> },
): void {
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await job.run();
      businessMetricsOf(app)?.countJobRun(job.name, true);
    } catch (error) {
      businessMetricsOf(app)?.countJobRun(job.name, false);
      app.log.error({ err: error }, `${job.name} run failed`);
    } finally {
      running = false;
    }
  };
  app.addHook('onReady', async () => {
    if (job.atStart && !(await finishesWithin(run(), job.startWaitMs ?? START_WAIT_MS))) {
      app.log.warn(`${job.name}: the first run goes on after the start (a backlog)`);
    }
    timer = setInterval(() => void run(), job.intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    timer = undefined;
  });
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
