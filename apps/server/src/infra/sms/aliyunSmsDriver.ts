import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { SmsConfig } from '../../config.js';
import { signedRpcQuery } from './aliyunSignature.js';
import { maskMobile, SmsSendError, type SmsDriver, type VerificationSms } from './smsDriver.js';

type AliyunSmsOptions = Extract<SmsConfig, { driver: 'aliyun' }>;

export interface AliyunSmsDependencies {
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  /** Injected by tests; the global fetch otherwise. Only the call this driver makes. */
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
  now?: () => Date;
  nonce?: () => string;
}

const SEND_TIMEOUT_MS = 10_000;

/**
 * Aliyun SMS (dysmsapi, API version 2017-05-25) through its published HTTP API: action SendSms,
 * RPC-style signed, posted as a form so that the code never sits in a URL. The template must have
 * one variable named `code`.
 */
export class AliyunSmsDriver implements SmsDriver {
  readonly name = 'aliyun';

  constructor(
    private readonly options: AliyunSmsOptions,
    private readonly deps: AliyunSmsDependencies,
  ) {}

  /** The signed parameters of one SendSms call (separate so that tests can check them). */
  sendSmsParameters(sms: VerificationSms): Record<string, string> {
    const now = this.deps.now?.() ?? new Date();
    return {
      AccessKeyId: this.options.accessKeyId,
      Action: 'SendSms',
      Format: 'JSON',
      PhoneNumbers: sms.mobile,
      RegionId: 'cn-hangzhou',
      SignName: this.options.signName,
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: this.deps.nonce?.() ?? randomUUID(),
      SignatureVersion: '1.0',
      TemplateCode: this.options.templateCode,
      TemplateParam: JSON.stringify({ code: sms.code }),
      // ISO 8601 in UTC without milliseconds, as the API asks.
      Timestamp: now.toISOString().replace(/\.\d{3}Z$/, 'Z'),
      Version: '2017-05-25',
    };
  }

  async sendVerificationCode(sms: VerificationSms): Promise<void> {
    const body = signedRpcQuery('POST', this.sendSmsParameters(sms), this.options.accessKeySecret);
    const doFetch = this.deps.fetch ?? fetch;
    let answer: { Code?: string; Message?: string; RequestId?: string } | undefined;
    let status = 0;
    try {
      const response = await doFetch(this.options.endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
        body,
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      status = response.status;
      answer = (await response.json().catch(() => undefined)) as typeof answer;
    } catch (error) {
      throw new SmsSendError(`aliyun SendSms unreachable: ${(error as Error).message}`);
    }
    const to = maskMobile(sms.mobile);
    if (answer?.Code !== 'OK') {
      this.deps.log.warn(
        { to, status, code: answer?.Code, message: answer?.Message, requestId: answer?.RequestId },
        'SMS (aliyun): refused',
      );
      throw new SmsSendError(`aliyun SendSms refused: ${answer?.Code ?? status}`);
    }
    this.deps.log.info({ to, purpose: sms.purpose, requestId: answer.RequestId }, 'SMS (aliyun): sent');
  }
}
