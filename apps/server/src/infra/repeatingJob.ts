import type { FastifyInstance } from 'fastify';

/**
 * A background job of the server (the SMS notices, the window close): run every `intervalMs` while
 * the server is up, never two runs at once in one process; a failed run is logged and the next tick
 * tries again. `atStart`: one run completes before the server serves (what fell due while it was
 * down is done first).
 */
export function scheduleRepeatingJob(
  app: FastifyInstance,
  job: { name: string; intervalMs: number; atStart?: boolean; run: () => Promise<unknown> },
): void {
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await job.run();
    } catch (error) {
      app.log.error({ err: error }, `${job.name} run failed`);
    } finally {
      running = false;
    }
  };
  app.addHook('onReady', async () => {
    if (job.atStart) await run();
    timer = setInterval(() => void run(), job.intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    timer = undefined;
  });
}
