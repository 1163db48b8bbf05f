import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { scheduleJob } from '../../infra/scheduledJobs.js';
import type { SmsDriver } from '../../infra/sms/smsDriver.js';
import { claimDueNotices, recordNoticeFailure, recordNoticeSent } from './messageRepository.js';

const MINUTE_MS = 60 * 1000;

/**
 * The retry rule of docs/messages.md: five attempts in all, the next one 1, 5, 30 and 120 minutes
 * after the one before; after the fifth failure the notice stays `failed` (the console shows it).
 */
export const SMS_NOTICE_RETRY = {
  maxAttempts: 5,
  waitsMs: [1 * MINUTE_MS, 5 * MINUTE_MS, 30 * MINUTE_MS, 120 * MINUTE_MS],
  batch: 20,
  intervalMs: 5 * 1000,
} as const;

const waitAfter = (attempt: number) =>
  SMS_NOTICE_RETRY.waitsMs[Math.min(attempt, SMS_NOTICE_RETRY.waitsMs.length) - 1] ?? 0;

/**
 * Sends the SMS notices the decisions queued (docs/messages.md), after their transactions: each
 * due notice is claimed (its attempt counted first), sent through the SMS driver, and marked sent,
 * or left for its next attempt, or failed after the last one.
 */
export class SmsNoticeDispatcher {
  constructor(
    private readonly db: Db,
    private readonly driver: SmsDriver,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** One pass over the due notices; answers how many were sent and how many failed this time. */
  async runOnce(): Promise<{ sent: number; failed: number }> {
    const now = this.clock();
    const claimed = await claimDueNotices(this.db, now, SMS_NOTICE_RETRY.batch, waitAfter);
    let sent = 0;
    let failed = 0;
    for (const notice of claimed) {
      try {
        await this.driver.sendNotice({ mobile: notice.mobile, title: notice.title });
        await recordNoticeSent(this.db, notice.id, this.clock());
        sent += 1;
      } catch (error) {
        failed += 1;
        const final = notice.attempts >= SMS_NOTICE_RETRY.maxAttempts;
        await recordNoticeFailure(this.db, notice.id, (error as Error).message, final);
        this.log.warn(
          { notice: notice.id, attempt: notice.attempts, final, driver: this.driver.name },
          'SMS notice not sent',
        );
      }
    }
    return { sent, failed };
  }
}

/** Runs the dispatcher every few seconds while the server is up; a failed run is logged and retried. */
export function scheduleSmsNotices(app: FastifyInstance, db: Db, dispatcher: SmsNoticeDispatcher): void {
  // Every instance sends: each notice is claimed by one of them (docs/messages.md).
  scheduleJob(app, db, {
    name: 'SMS notice',
    intervalMs: SMS_NOTICE_RETRY.intervalMs,
    runs: 'everyInstance',
    run: () => dispatcher.runOnce(),
  });
}
