import type { FastifyBaseLogger } from 'fastify';
import type { SmsConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { BusinessMetrics } from '../businessMetrics.js';
import { AliyunSmsDriver } from './aliyunSmsDriver.js';
import { ConsoleSmsDriver } from './consoleSmsDriver.js';
import type { SmsDriver } from './smsDriver.js';

/** The configured driver (docs/deployment.md "SMS"): apart from smsDriver.ts, which the drivers import. */
export function createSmsDriver(
  config: { sms: SmsConfig; env: 'development' | 'production' | 'test' },
  db: Db,
  log: FastifyBaseLogger,
): SmsDriver {
  if (config.sms.driver === 'aliyun') return new AliyunSmsDriver(config.sms, { log });
  // Codes may appear in the log only on a developer's machine (docs/security.md "Logs").
  return new ConsoleSmsDriver(db, log, { revealCodeInLog: config.env === 'development' });
}

/** `driver` with each message it is handed counted by kind and outcome (infra/businessMetrics.ts). */
export function countedSms(driver: SmsDriver, metrics: Pick<BusinessMetrics, 'countSms'>): SmsDriver {
  const counted = async (kind: 'code' | 'notice', send: () => Promise<void>) => {
    try {
      await send();
      metrics.countSms(kind, true);
    } catch (error) {
      metrics.countSms(kind, false);
      throw error;
    }
  };
  return {
    name: driver.name,
    sendVerificationCode: (sms) => counted('code', () => driver.sendVerificationCode(sms)),
    sendNotice: (sms) => counted('notice', () => driver.sendNotice(sms)),
  };
}
