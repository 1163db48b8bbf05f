import type { SmsCodePurpose } from '@jhy/contract';

/** What a verification code is for: registering, or recovering a password (docs/messages.md). */
export type SmsPurpose = SmsCodePurpose;

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
/** A notice of a decision (docs/messages.md): its own template, whose one variable is `title`. */
export interface NoticeSms {
  mobile: string;
  title: string;
}

export interface SmsDriver {
  readonly name: string;
  sendVerificationCode(sms: VerificationSms): Promise<void>;
  sendNotice(sms: NoticeSms): Promise<void>;
}

export class SmsSendError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SmsSendError';
  }
}

/** The text of a verification SMS (the console outbox keeps it; Aliyun fills its own template). */
export function verificationText(code: string, purpose: SmsPurpose = 'reg'): string {
  const what = purpose === 'reset' ? '找回密码验证码' : '注册验证码';
  return `【江河源生态产品交易平台】您的${what}为 ${code}，5 分钟内有效。如非本人操作，请忽略本短信。`;
}

/** The text of a notice SMS: the notice template with its `title` filled in (docs/messages.md). */
export function noticeText(title: string): string {
  return `【江河源生态产品交易平台】${title}，详情请登录平台查看消息中心。`;
}

/** 138****8000: enough to tell messages apart in a log without writing the number down. */
export function maskMobile(mobile: string): string {
  return mobile.length === 11 ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : '***';
}
