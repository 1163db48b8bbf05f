import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { deleteExpiredCaptchas } from './captchaRepository.js';
import { scheduleJob, type ScheduledJob } from './scheduledJobs.js';
import { deleteOutboxBefore, deleteSmsCodesSentBefore } from './retentionRepository.js';
import { deleteEndedSessions } from './sessionRepository.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long personal data outlives its use (docs/security.md "Retention"). A session is kept a week
 * after it ended, for looking into a report of a stolen login; a captcha not at all once expired;
 * an SMS code two days, because the daily caps per mobile and per IP count the current China day's
 * codes; the SMS outbox 30 days, the time staff need to answer "I never got the code".
 */
export const RETENTION = {
  endedSessionMs: 7 * DAY_MS,
  expiredCaptchaMs: 0,
  smsCodeMs: 2 * DAY_MS,
  smsOutboxMs: 30 * DAY_MS,
} as const;

/** Once an hour: nothing here is urgent, and each run is a few indexed deletes. */
export const RETENTION_INTERVAL_MS = 60 * 60 * 1000;

export interface RetentionReport {
  sessions: number;
  captchas: number;
  smsCodes: number;
  smsOutbox: number;
}

/** Deletes what has passed its retention period at `now`; answers how many rows of each went. */
export async function runRetention(db: Db, now: Date): Promise<RetentionReport> {
  const before = (ms: number) => new Date(now.getTime() - ms);
  return {
    sessions: await deleteEndedSessions(db, before(RETENTION.endedSessionMs)),
    captchas: await deleteExpiredCaptchas(db, before(RETENTION.expiredCaptchaMs)),
    smsCodes: await deleteSmsCodesSentBefore(db, before(RETENTION.smsCodeMs)),
    smsOutbox: await deleteOutboxBefore(db, before(RETENTION.smsOutboxMs)),
  };
}

/**
 * Runs the retention when the server is ready and then every `intervalMs`, once per interval across
 * every server instance on the database (infra/scheduledJobs.ts); stops when the server closes.
 */
export function scheduleRetention(
  app: FastifyInstance,
  db: Db,
  options: { intervalMs?: number; now?: () => Date } = {},
): ScheduledJob {
  return scheduleJob(app, db, {
    name: 'retention',
    intervalMs: options.intervalMs ?? RETENTION_INTERVAL_MS,
    now: options.now,
    async run(now) {
      const report = await runRetention(db, now);
      if (Object.values(report).some((count) => count > 0)) app.log.info({ retention: report }, 'retention: deleted');
    },
  });
}
