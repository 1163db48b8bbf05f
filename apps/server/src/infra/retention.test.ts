import Fastify from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { captchas, scheduledJobRuns, sessions, smsCodes, smsOutbox } from '../db/schema.js';
import { suiteApp } from '../test/suite.js';
import { RETENTION, runRetention, scheduleRetention } from './retention.js';

// Every time here is relative to this instant, which the job is given as its clock.
const NOW = new Date('2031-03-15T04:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const later = (ms: number) => new Date(NOW.getTime() + ms);
const MINUTE = 60_000;

const t = suiteApp();

async function seedAroundTheLimits() {
  await t.db.delete(sessions);
  await t.db.delete(captchas);
  await t.db.delete(smsCodes);
  await t.db.delete(smsOutbox);
  const session = (tokenHash: string, expiresAt: Date, revokedAt: Date | null = null) => ({
    kind: 'user',
    ownerId: 1,
    tokenHash,
    expiresAt,
    revokedAt,
  });
  await t.db
    .insert(sessions)
    .values([
      session('expired-long-ago', ago(RETENTION.endedSessionMs + MINUTE)),
      session('expired-recently', ago(RETENTION.endedSessionMs - MINUTE)),
      session('revoked-long-ago', later(MINUTE), ago(RETENTION.endedSessionMs + MINUTE)),
      session('live', later(MINUTE)),
    ]);
  await t.db.insert(captchas).values([
    { id: 'expired', answerHash: 'x', expiresAt: ago(MINUTE) },
    { id: 'alive', answerHash: 'x', expiresAt: later(MINUTE) },
  ]);
  const code = (mobile: string, createdAt: Date) => ({
    mobile,
    purpose: 'reg',
    codeHash: 'x',
    expiresAt: later(0),
    createdAt,
  });
  await t.db
    .insert(smsCodes)
    .values([
      code('13800000001', ago(RETENTION.smsCodeMs + MINUTE)),
      code('13800000002', ago(RETENTION.smsCodeMs - MINUTE)),
    ]);
  await t.db.insert(smsOutbox).values([
    { mobile: '13800000003', content: 'old', driver: 'console', createdAt: ago(RETENTION.smsOutboxMs + MINUTE) },
    { mobile: '13800000004', content: 'kept', driver: 'console', createdAt: ago(RETENTION.smsOutboxMs - MINUTE) },
  ]);
}

async function remaining() {
  return {
    sessions: (await t.db.select().from(sessions).orderBy(asc(sessions.tokenHash))).map((row) => row.tokenHash),
    captchas: (await t.db.select().from(captchas).orderBy(asc(captchas.id))).map((row) => row.id),
    smsCodes: (await t.db.select().from(smsCodes).orderBy(asc(smsCodes.mobile))).map((row) => row.mobile),
    smsOutbox: (await t.db.select().from(smsOutbox).orderBy(asc(smsOutbox.mobile))).map((row) => row.content),
  };
}

async function appRetentionFinishedAt() {
  const [run] = await t.db
    .select({ at: scheduledJobRuns.lastFinishedAt })
    .from(scheduledJobRuns)
    .where(eq(scheduledJobRuns.name, 'retention'));
  return run?.at ?? undefined;
}

const kept = {
  sessions: ['expired-recently', 'live'],
  captchas: ['alive'],
  smsCodes: ['13800000002'],
  smsOutbox: ['kept'],
};

describe('retention', () => {
  it('deletes ended sessions, expired captchas, old SMS codes and old outbox messages, and keeps the rest', async () => {
    await seedAroundTheLimits();
    const report = await runRetention(t.db, NOW);
    expect(report).toEqual({ sessions: 2, captchas: 1, smsCodes: 1, smsOutbox: 1 });
    expect(await remaining()).toEqual(kept);
  });

  it('runs once when the server is ready, and its timer stops when the server closes', async () => {
    // The test app schedules its own retention on this database when it is ready, and that first run
    // may still hold the job's lock: then this job's first attempt would be skipped, as it should be.
    await expect.poll(appRetentionFinishedAt, { timeout: 10_000 }).toBeInstanceOf(Date);
    await seedAroundTheLimits();
    const app = Fastify({ logger: false });
    const job = scheduleRetention(app, t.db, { now: () => NOW });
    expect(job.running).toBe(false);
    await app.ready();
    await job.firstRun;
    expect(await remaining()).toEqual(kept);
    expect(job.running).toBe(true);
    await app.close();
    expect(job.running).toBe(false);
  });
});
