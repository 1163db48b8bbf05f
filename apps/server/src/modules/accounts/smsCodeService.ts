import { accountMessages, SMS_RESEND_SECONDS, smsTooSoonMessage } from '@jhy/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { startOfChinaDay } from '../../infra/chinaTime.js';
import { ApiError, badRequest, tooManyRequests } from '../../infra/errors.js';
import { equalHashes, randomDigits, sha256 } from '../../infra/secrets.js';
import type { SmsDriver, SmsPurpose } from '../../infra/sms/smsDriver.js';
import {
  countCodesFromIpSince,
  countCodesToMobileSince,
  countWrongAttempt,
  deleteCode,
  findNewestUnusedCode,
  insertCode,
  lastCodeSentAt,
  lockMobileForSms,
  markCodeUsed,
} from './smsCodeRepository.js';

/** The SMS code rules of docs/security.md with the numbers we chose. */
export const SMS_CODE_RULES = {
  length: 6,
  lifetimeMs: 5 * 60 * 1000,
  resendGapMs: SMS_RESEND_SECONDS * 1000,
  dailyPerMobile: 10,
  dailyPerIp: 50,
  maxWrongAttempts: 5,
} as const;

// The mobile is part of the hashed text, so a code is tied to the number it was sent to.
const codeHash = (mobile: string, code: string) => sha256(`${mobile}:${code}`);

/**
 * Verification codes by SMS: issued with a 60-second gap and daily caps per mobile and per IP,
 * good for five minutes and for one use, tied to the mobile, void after five wrong tries.
 */
export class SmsCodeService {
  constructor(
    private readonly db: Db,
    private readonly driver: SmsDriver,
    private readonly log: FastifyBaseLogger,
    /** TEST_FIXED_SMS_CODE: only ever set in test mode (config.ts). */
    private readonly fixedCode?: string,
  ) {}

  /**
   * Issues a code under the rules above. `deliver: false` (a recovery code asked for a mobile with no
   * account, docs/messages.md) goes through the same rules and counts towards the same caps, but
   * nothing is sent: the asker cannot tell it from a real send.
   */
  async send(mobile: string, purpose: SmsPurpose, ip: string, { deliver = true } = {}): Promise<void> {
    const code = this.fixedCode ?? randomDigits(SMS_CODE_RULES.length);
    const id = await this.db.transaction(async (tx) => {
      const db = tx;
      await lockMobileForSms(db, mobile);
      const now = new Date();
      const last = await lastCodeSentAt(db, mobile, purpose);
      const waitMs = last ? SMS_CODE_RULES.resendGapMs - (now.getTime() - last.getTime()) : 0;
      if (waitMs > 0) throw tooManyRequests(smsTooSoonMessage(Math.ceil(waitMs / 1000)));
      const dayStart = startOfChinaDay(now);
      if ((await countCodesToMobileSince(db, mobile, dayStart)) >= SMS_CODE_RULES.dailyPerMobile) {
        throw tooManyRequests(accountMessages.smsDailyCapMobile);
      }
      if ((await countCodesFromIpSince(db, ip, dayStart)) >= SMS_CODE_RULES.dailyPerIp) {
        throw tooManyRequests(accountMessages.smsDailyCapIp);
      }
      return insertCode(db, {
        mobile,
        purpose,
        codeHash: codeHash(mobile, code),
        ip,
        createdAt: now,
        expiresAt: new Date(now.getTime() + SMS_CODE_RULES.lifetimeMs),
      });
    });

    if (!deliver) return;
    try {
      await this.driver.sendVerificationCode({ mobile, code, purpose });
    } catch (error) {
      // The message never left: take the code back so the user may ask again at once.
      await deleteCode(this.db, id);
      this.log.warn({ err: { message: (error as Error).message }, driver: this.driver.name }, 'SMS not sent');
      throw new ApiError(502, accountMessages.smsSendFailed);
    }
  }

  /**
   * Uses up the code the user typed, or throws the message to show. A wrong try is counted outside
   * any transaction of the caller, so a failed registration cannot roll the count back.
   */
  async consume(mobile: string, purpose: SmsPurpose, typed: string): Promise<void> {
    const row = await findNewestUnusedCode(this.db, mobile, purpose);
    if (!row || row.expiresAt.getTime() <= Date.now()) throw badRequest(accountMessages.smsCodeExpired);
    if (row.attempts >= SMS_CODE_RULES.maxWrongAttempts) throw badRequest(accountMessages.smsCodeVoided);
    if (!equalHashes(row.codeHash, codeHash(mobile, typed.trim()))) {
      const attempts = await countWrongAttempt(this.db, row.id, SMS_CODE_RULES.maxWrongAttempts);
      const voided = attempts === undefined || attempts >= SMS_CODE_RULES.maxWrongAttempts;
      throw badRequest(voided ? accountMessages.smsCodeVoided : accountMessages.smsCodeWrong);
    }
    if (!(await markCodeUsed(this.db, row.id, SMS_CODE_RULES.maxWrongAttempts))) {
      throw badRequest(accountMessages.smsCodeExpired);
    }
  }
}
