import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, serverClock } from './config.js';
import { TestClock } from './infra/testClock.js';

describe('configuration', () => {
  it('serves on 8080 with PGlite under ./data when nothing is set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir.endsWith('/data')).toBe(true);
    expect(config.demoSeed).toBe(true);
  });

  it('seeds demo content by default in development and test, never by default in production', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).demoSeed).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).demoSeed).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).demoSeed).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEMO_SEED: '1' }).demoSeed).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', DEMO_SEED: '0' }).demoSeed).toBe(false);
  });

  // Each bad value is given alone, so the message must name the variable it was given to.
  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['NODE_ENV', 'staging'],
    ['DEMO_SEED', 'yes'],
    ['REDIS_URL', 'http://x'],
    ['REQUEST_TIMEOUT_MS', 'soon'],
    ['HEADERS_TIMEOUT_MS', '50'],
    ['DATABASE_POOL_SIZE', '0'],
    ['DATABASE_STATEMENT_TIMEOUT_MS', '-1'],
    ['MAX_STREAMS_PER_USER', '0'],
  ])('refuses %s=%s and names the variable', (variable, value) => {
    const env = { [variable]: value };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(variable);
  });

  it('gives every connection and the database deadlines by default, and refuses a headers deadline past the request’s', () => {
    const config = loadConfig({});
    expect(config.connections).toEqual({
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 60_000,
      idleTimeoutMs: 60_000,
      keepAliveTimeoutMs: 65_000,
    });
    expect(config.database).toEqual({
      poolSize: 10,
      connectTimeoutMs: 5_000,
      statementTimeoutMs: 15_000,
      idleTimeoutMs: 30_000,
    });
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: '20000', REQUEST_TIMEOUT_MS: '10000' })).toThrow(
      'HEADERS_TIMEOUT_MS: must not exceed REQUEST_TIMEOUT_MS',
    );
  });

  it('turns the API documentation off in production unless DOCS asks for it', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).docs).toBe('off');
    expect(loadConfig({ NODE_ENV: 'production', DOCS: 'staff' }).docs).toBe('staff');
    expect(loadConfig({}).docs).toBe('public');
    expect(() => loadConfig({ DOCS: 'yes' })).toThrow('DOCS');
  });

  it('refuses fixed test codes in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', TEST_FIXED_CAPTCHA: 'abcd' })).toThrow('TEST_FIXED_CAPTCHA');
    expect(() => loadConfig({ NODE_ENV: 'production', TEST_FIXED_SMS_CODE: '123456' })).toThrow('TEST_FIXED_SMS_CODE');
    expect(() => loadConfig({ NODE_ENV: 'production', TEST_CLOCK_OFFSET_MS: '-1000' })).toThrow('TEST_CLOCK_OFFSET_MS');
  });

  it('chooses the Aliyun SMS driver only with all of its variables', () => {
    expect(loadConfig({}).sms).toEqual({ driver: 'console' });
    expect(() => loadConfig({ SMS_DRIVER: 'aliyun', ALIYUN_SMS_ACCESS_KEY_ID: 'id' })).toThrow(
      'ALIYUN_SMS_ACCESS_KEY_SECRET: must be set when SMS_DRIVER=aliyun',
    );
    expect(() => loadConfig({ SMS_DRIVER: 'tencent' })).toThrow('SMS_DRIVER');
    const config = loadConfig({
      SMS_DRIVER: 'aliyun',
      ALIYUN_SMS_ACCESS_KEY_ID: 'id',
      ALIYUN_SMS_ACCESS_KEY_SECRET: 'secret',
      ALIYUN_SMS_SIGN_NAME: '江河源',
      ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
      ALIYUN_SMS_NOTICE_TEMPLATE_CODE: 'SMS_2',
    });
    expect(config.sms).toEqual({
      driver: 'aliyun',
      accessKeyId: 'id',
      accessKeySecret: 'secret',
      signName: '江河源',
      templateCode: 'SMS_1',
      noticeTemplateCode: 'SMS_2',
      endpoint: 'https://dysmsapi.aliyuncs.com/',
    });
  });

  it('honours fixed test codes only in test mode', () => {
    expect(loadConfig({ NODE_ENV: 'test', TEST_FIXED_CAPTCHA: 'abcd' }).testFixedCaptcha).toBe('abcd');
    expect(loadConfig({ NODE_ENV: 'development', TEST_FIXED_CAPTCHA: 'abcd' }).testFixedCaptcha).toBeUndefined();
  });

  it('shifts the server clock by TEST_CLOCK_OFFSET_MS only in test mode', () => {
    const dayBehind = serverClock(loadConfig({ NODE_ENV: 'test', TEST_CLOCK_OFFSET_MS: '-86400000' }));
    const before = Date.now();
    const read = dayBehind().getTime();
    expect(read).toBeGreaterThanOrEqual(before - 86_400_000);
    expect(read).toBeLessThanOrEqual(Date.now() - 86_400_000);
    expect(loadConfig({ NODE_ENV: 'development', TEST_CLOCK_OFFSET_MS: '5000' }).testClockOffsetMs).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'test' }).testClockOffsetMs).toBeUndefined();
    expect(() => loadConfig({ NODE_ENV: 'test', TEST_CLOCK_OFFSET_MS: '1.5' })).toThrow('TEST_CLOCK_OFFSET_MS');
  });

  it('lets a journey set the clock only on a test server', () => {
    expect(loadConfig({ NODE_ENV: 'test', TEST_CLOCK_CONTROL: '1' }).testClockControl).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', TEST_CLOCK_CONTROL: '1' }).testClockControl).toBe(false);
    expect(() => loadConfig({ NODE_ENV: 'production', TEST_CLOCK_CONTROL: '1' })).toThrow('TEST_CLOCK_CONTROL');
    const clock = new TestClock();
    clock.set(new Date('2030-01-01T00:00:00Z'));
    expect(Math.abs(clock.now().getTime() - Date.parse('2030-01-01T00:00:00Z'))).toBeLessThan(1_000);
  });

  it('trusts X-Forwarded-For only from loopback unless told otherwise', () => {
    expect(loadConfig({}).trustProxy).toEqual(['loopback']);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.0.1.0/24' }).trustProxy).toEqual(['10.0.0.5', '10.0.1.0/24']);
    expect(loadConfig({ TRUST_PROXY: 'none' }).trustProxy).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow('TRUST_PROXY');
  });

  it('signs the 成交确认书 only with a certificate file, whose passphrase alone is refused', () => {
    expect(loadConfig({}).confirmationSigning).toBeUndefined();
    expect(loadConfig({ CONFIRMATION_SIGNING_P12: 'certs/exchange.p12' }).confirmationSigning).toEqual({
      p12File: path.resolve('certs/exchange.p12'),
      passphrase: '',
    });
    expect(
      loadConfig({ CONFIRMATION_SIGNING_P12: '/etc/jhy/c.p12', CONFIRMATION_SIGNING_PASSPHRASE: 'secret' })
        .confirmationSigning,
    ).toEqual({ p12File: '/etc/jhy/c.p12', passphrase: 'secret' });
    expect(() => loadConfig({ CONFIRMATION_SIGNING_PASSPHRASE: 'secret' })).toThrow(
      /CONFIRMATION_SIGNING_P12: must be set when CONFIRMATION_SIGNING_PASSPHRASE is/,
    );
  });

  it('keeps uploads on the local disk unless STORAGE=s3 names a bucket and its keys', () => {
    expect(loadConfig({}).storage).toEqual({ driver: 'local' });
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow('S3_BUCKET: must be set when STORAGE=s3');
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'uploads', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      'S3_SECRET_ACCESS_KEY: must be set when STORAGE=s3',
    );
    const s3 = { STORAGE: 's3', S3_BUCKET: 'jhy-uploads', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(() => loadConfig({ ...s3, S3_BUCKET: 'Not_A_Bucket' })).toThrow('S3_BUCKET');
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: 'minio:9000' })).toThrow('S3_ENDPOINT');
    expect(() => loadConfig({ ...s3, S3_FORCE_PATH_STYLE: 'yes' })).toThrow('S3_FORCE_PATH_STYLE');
    expect(loadConfig(s3).storage).toEqual({
      driver: 's3',
      endpoint: undefined,
      bucket: 'jhy-uploads',
      region: 'us-east-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: false,
    });
    expect(
      loadConfig({ ...s3, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_REGION: 'cn-hangzhou', S3_FORCE_PATH_STYLE: '1' })
        .storage,
    ).toMatchObject({ endpoint: 'http://127.0.0.1:9000', region: 'cn-hangzhou', forcePathStyle: true });
  });
});
