import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import {
  maskMobile,
  noticeText,
  verificationText,
  type NoticeSms,
  type SmsDriver,
  type VerificationSms,
} from './smsDriver.js';
import { keepInOutbox } from './outboxRepository.js';

/**
 * The default driver: nothing leaves the server. The message is kept in the outbox table, which
 * staff read in the console, and the log says that a code went out — with the code itself only in
 * development, where there is no outbox reader at hand.
 */
export class ConsoleSmsDriver implements SmsDriver {
  readonly name = 'console';

  constructor(
    private readonly db: Db,
    private readonly log: Pick<FastifyBaseLogger, 'info'>,
    private readonly options: { revealCodeInLog: boolean },
  ) {}

  async sendVerificationCode({ mobile, code, purpose }: VerificationSms): Promise<void> {
    await keepInOutbox(this.db, { mobile, content: verificationText(code, purpose), driver: this.name });
    const to = maskMobile(mobile);
    if (this.options.revealCodeInLog) this.log.info({ to, purpose }, `SMS (console driver): code ${code}`);
    else this.log.info({ to, purpose }, 'SMS (console driver): verification code kept in the outbox');
  }

  async sendNotice({ mobile, title }: NoticeSms): Promise<void> {
    await keepInOutbox(this.db, { mobile, content: noticeText(title), driver: this.name });
    this.log.info({ to: maskMobile(mobile) }, 'SMS (console driver): notice kept in the outbox');
  }
}
