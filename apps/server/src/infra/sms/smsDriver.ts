import type { FastifyBaseLogger } from 'fastify';
import type { SmsConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { AliyunSmsDriver } from './aliyunSmsDriver.js';
import { ConsoleSmsDriver } from './consoleSmsDriver.js';

/** What a verification code is for; only registration exists in the product (docs/product.md) (`mobile_type='reg'`). */
export type SmsPurpose = 'reg';

export interface VerificationSms {
  mobile: string;
  code: string;
  purpose: SmsPurpose;
}

/**
 * One way of getting a verification code to a phone. The account rules (60 s gap, daily caps,
 * attempts) live in the accounts module; a driver only delivers, and throws SmsSendError when the
 * provider refuses, so the caller can take the code back.
 */
export interface SmsDriver {
  readonly name: string;
  sendVerificationCode(sms: VerificationSms): Promise<void>;
}

export class SmsSendError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SmsSendError';
  }
}

/** The text of a verification SMS (the console outbox keeps it; Aliyun fills its own template). */
export function verificationText(code: string): string {
  return `【江河源生态产品交易平台】您的注册验证码为 ${code}，5 分钟内有效。如非本人操作，请忽略本短信。`;
}

/** 138****8000: enough to tell messages apart in a log without writing the number down. */
export function maskMobile(mobile: string): string {
  return mobile.length === 11 ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : '***';
}

export function createSmsDriver(
  config: { sms: SmsConfig; env: 'development' | 'production' | 'test' },
  db: Db,
  log: FastifyBaseLogger,
): SmsDriver {
  if (config.sms.driver === 'aliyun') return new AliyunSmsDriver(config.sms, { log });
  // Codes may appear in the log only on a developer's machine (docs/security.md "Logs").
  return new ConsoleSmsDriver(db, log, { revealCodeInLog: config.env === 'development' });
}
