import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { scheduleRepeatingJob } from './repeatingJob.js';

const apps: Array<ReturnType<typeof Fastify>> = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

/** A run that ends only when the test says so. */
function heldRun() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const runs: string[] = [];
  return {
    runs,
    release,
    run: async () => {
      runs.push('started');
      await released;
      runs.push('finished');
    },
  };
}

describe('a repeating job with a run at start', () => {
  it('is ready only once a quick first run has finished', async () => {
    const app = Fastify();
    apps.push(app);
    const job = heldRun();
    scheduleRepeatingJob(app, { name: 'quick', intervalMs: 60_000, atStart: true, startWaitMs: 60_000, run: job.run });
    const ready = app.ready().then(() => job.runs.slice());
    job.release();
    expect(await ready).toEqual(['started', 'finished']);
  });

  it('serves after the start wait when the first run is longer, and the run goes on behind', async () => {
    const app = Fastify();
    apps.push(app);
    const job = heldRun();
    scheduleRepeatingJob(app, { name: 'backlog', intervalMs: 60_000, atStart: true, startWaitMs: 20, run: job.run });
    await app.ready();
    expect(job.runs).toEqual(['started']);
    job.release();
    await expect.poll(() => job.runs).toEqual(['started', 'finished']);
  });
});
