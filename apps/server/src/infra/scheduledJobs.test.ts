import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client.js';
import { createTestApp, type TestApp } from '../test/testApp.js';
import { runExclusively, scheduleJob } from './scheduledJobs.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A promise and the function that settles it: the test decides when a job's work ends. */
function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('runExclusively', () => {
  it('skips a second run of the same name while one is under way, and runs others', async () => {
    const first = gate();
    const running = runExclusively(t.db, 'exclusive-a', () => first.opened.then(() => 'first'));
    expect(await runExclusively(t.db, 'exclusive-a', async () => 'second')).toEqual({ ran: false });
    expect(await runExclusively(t.db, 'exclusive-b', async () => 'other')).toEqual({ ran: true, value: 'other' });
    first.open();
    expect(await running).toEqual({ ran: true, value: 'first' });
    expect(await runExclusively(t.db, 'exclusive-a', async () => 'again')).toEqual({ ran: true, value: 'again' });
  });

  it('lets the name go when the run fails', async () => {
    await expect(
      runExclusively(t.db, 'exclusive-fails', () => Promise.reject(new Error('job failed'))),
    ).rejects.toThrow('job failed');
    expect(await runExclusively(t.db, 'exclusive-fails', async () => 1)).toEqual({ ran: true, value: 1 });
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('runExclusively across instances on PostgreSQL', () => {
  let other: Database;
  beforeAll(async () => {
    other = await openDatabase({ databaseUrl: t.databaseUrl!, dataDir: ':memory:' });
  });
  afterAll(() => other.close());

  it('runs a job in one instance at a time, and frees it when the run ends or fails', async () => {
    const first = gate();
    const holding = gate();
    const running = runExclusively(t.db, 'across', async () => {
      holding.open();
      await first.opened;
      return 'here';
    });
    // The job's work starts only once the lock is taken: from then on the other instance must wait.
    // (Polling from the other side instead could take the lock first and make this one skip its run.)
    await holding.opened;
    expect((await runExclusively(other.db, 'across', async () => 'there')).ran).toBe(false);
    first.open();
    expect(await running).toEqual({ ran: true, value: 'here' });
    expect(await runExclusively(other.db, 'across', async () => 'there')).toEqual({ ran: true, value: 'there' });

    await expect(runExclusively(other.db, 'across', () => Promise.reject(new Error('x')))).rejects.toThrow('x');
    expect((await runExclusively(t.db, 'across', async () => 'after')).ran).toBe(true);
  });
});

describe('scheduleJob', () => {
  it('runs once per interval across every instance on the database', async () => {
    const HOUR = 60 * 60 * 1000;
    let now = new Date('2026-03-01T08:00:00Z');
    const runs: string[] = [];
    const instance = async (label: string) => {
      const app = Fastify({ logger: false });
      const job = scheduleJob(app, t.db, {
        name: 'hourly-test',
        intervalMs: HOUR,
        now: () => now,
        run: async (at) => void runs.push(`${label} ${at.toISOString()}`),
      });
      await app.ready();
      await job.firstRun;
      return app;
    };
    const a = await instance('a');
    // The second instance starts a minute later: the job ran an hour ago at most, so it waits.
    now = new Date('2026-03-01T08:01:00Z');
    const b = await instance('b');
    expect(runs).toEqual(['a 2026-03-01T08:00:00.000Z']);
    await a.close();
    // An hour after the first run, a restarted instance runs it.
    now = new Date('2026-03-01T09:00:30Z');
    const c = await instance('c');
    expect(runs).toEqual(['a 2026-03-01T08:00:00.000Z', 'c 2026-03-01T09:00:30.000Z']);
    await b.close();
    await c.close();
  });
});

/** A run that ends only when the test says so. */
function heldRun() {
  const held = gate();
  const runs: string[] = [];
  return {
    runs,
    release: held.open,
    run: async () => {
      runs.push('started');
      await held.opened;
      runs.push('finished');
    },
  };
}

describe('a job on every instance, with a run at start', () => {
  const apps: Array<ReturnType<typeof Fastify>> = [];
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
  });
  const everyInstanceJob = (name: string, job: ReturnType<typeof heldRun>, startWaitMs: number) => {
    const app = Fastify({ logger: false });
    apps.push(app);
    scheduleJob(app, t.db, {
      name,
      intervalMs: 60_000,
      runs: 'everyInstance',
      atStart: true,
      startWaitMs,
      run: job.run,
    });
    return app;
  };

  it('is ready only once a quick first run has finished', async () => {
    const job = heldRun();
    const ready = everyInstanceJob('quick', job, 60_000)
      .ready()
      .then(() => job.runs.slice());
    job.release();
    expect(await ready).toEqual(['started', 'finished']);
  });

  it('serves after the start wait when the first run is longer, and the run goes on behind', async () => {
    const job = heldRun();
    await everyInstanceJob('backlog', job, 20).ready();
    expect(job.runs).toEqual(['started']);
    job.release();
    await expect.poll(() => job.runs).toEqual(['started', 'finished']);
  });

  it('runs on each instance without waiting for the others: no lock, no record of the last run', async () => {
    const runs: string[] = [];
    for (const label of ['a', 'b']) {
      const app = Fastify({ logger: false });
      apps.push(app);
      scheduleJob(app, t.db, {
        name: 'each-instance',
        intervalMs: 60_000,
        runs: 'everyInstance',
        atStart: true,
        run: async () => void runs.push(label),
      });
      await app.ready();
    }
    expect(runs).toEqual(['a', 'b']);
  });
});
