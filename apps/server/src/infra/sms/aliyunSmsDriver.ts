import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { SmsConfig } from '../../config.js';
import { signedRpcQuery } from './aliyunSignature.js';
import { maskMobile, SmsSendError, type NoticeSms, type SmsDriver, type VerificationSms } from './smsDriver.js';

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
 * RPC-style signed, posted as a form so that the code never sits in a URL. The verification
 * template must have one variable named `code`; the notice template (docs/messages.md) one named
 * `title`.
 */
export class AliyunSmsDriver implements SmsDriver {
  readonly name = 'aliyun';

  constructor(
    private readonly options: AliyunSmsOptions,
    private readonly deps: AliyunSmsDependencies,
  ) {}

  /** The signed parameters of one SendSms call (separate so that tests can check them). */
  sendSmsParameters(sms: { mobile: string }, templateCode: string, templateParam: Record<string, string>) {
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
      TemplateCode: templateCode,
      TemplateParam: JSON.stringify(templateParam),
      // ISO 8601 in UTC without milliseconds, as the API asks.
      Timestamp: now.toISOString().replace(/\.\d{3}Z$/, 'Z'),
      Version: '2017-05-25',
    };
  }

  async sendVerificationCode(sms: VerificationSms): Promise<void> {
    const requestId = await this.send(sms.mobile, this.options.templateCode, { code: sms.code });
    this.deps.log.info({ to: maskMobile(sms.mobile), purpose: sms.purpose, requestId }, 'SMS (aliyun): sent');
  }

  async sendNotice(sms: NoticeSms): Promise<void> {
    const requestId = await this.send(sms.mobile, this.options.noticeTemplateCode, { title: sms.title });
    this.deps.log.info({ to: maskMobile(sms.mobile), requestId }, 'SMS (aliyun): notice sent');
  }

  /** One SendSms call; answers Aliyun's request id, or throws SmsSendError. */
  private async send(mobile: string, templateCode: string, templateParam: Record<string, string>) {
    const parameters = this.sendSmsParameters({ mobile }, templateCode, templateParam);
    const body = signedRpcQuery('POST', parameters, this.options.accessKeySecret);
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
    const to = maskMobile(mobile);
    if (answer?.Code !== 'OK') {
      this.deps.log.warn(
        { to, status, code: answer?.Code, message: answer?.Message, requestId: answer?.RequestId },
        'SMS (aliyun): refused',
      );
      throw new SmsSendError(`aliyun SendSms refused: ${answer?.Code ?? status}`);
    }
    return answer.RequestId;
  }
}
