import { describe, expect, it } from 'vitest';
import { percentEncode, rpcSignature, stringToSign } from './aliyunSignature.js';
import { AliyunSmsDriver } from './aliyunSmsDriver.js';
import { SmsSendError } from './smsDriver.js';

const silentLog = { info: () => {}, warn: () => {} };

describe('Aliyun RPC signature', () => {
  it('percent-encodes as RFC 3986 wants, including the characters encodeURIComponent leaves alone', () => {
    expect(percentEncode("a b*c~d!e'f(g)h")).toBe('a%20b%2Ac~d%21e%27f%28g%29h');
    expect(percentEncode('2016-02-23T12:46:24Z')).toBe('2016-02-23T12%3A46%3A24Z');
    expect(percentEncode('江')).toBe('%E6%B1%9F');
  });

  it("reproduces the example of Aliyun's published RPC signature documentation", () => {
    // DescribeRegions with AccessKeySecret 'testsecret': the documented StringToSign and signature.
    const params = {
      AccessKeyId: 'testid',
      Action: 'DescribeRegions',
      Format: 'XML',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf',
      SignatureVersion: '1.0',
      Timestamp: '2016-02-23T12:46:24Z',
      Version: '2014-05-26',
    };
    expect(stringToSign('GET', params)).toBe(
      'GET&%2F&AccessKeyId%3Dtestid%26Action%3DDescribeRegions%26Format%3DXML%26SignatureMethod%3DHMAC-SHA1' +
        '%26SignatureNonce%3D3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf%26SignatureVersion%3D1.0' +
        '%26Timestamp%3D2016-02-23T12%253A46%253A24Z%26Version%3D2014-05-26',
    );
    expect(rpcSignature('GET', params, 'testsecret')).toBe('OLeaidS1JvxuMvnyHOwuJ+uX5qY=');
  });
});

describe('Aliyun SMS driver', () => {
  const options = {
    driver: 'aliyun' as const,
    accessKeyId: 'testId',
    accessKeySecret: 'testSecret',
    signName: '江河源交易平台',
    templateCode: 'SMS_71390007',
    noticeTemplateCode: 'SMS_71390008',
    endpoint: 'https://dysmsapi.aliyuncs.com/',
  };
  const fixedClock = {
    now: () => new Date('2017-07-12T02:42:19.123Z'),
    nonce: () => '45e25e9b-0a6f-4070-8c85-2956eda1b466',
  };

  function recordingFetch(answer: unknown, status = 200) {
    const calls: { url: string; init: RequestInit }[] = [];
    const fake = async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } });
    };
    return { calls, fake };
  }

  it('posts a signed SendSms form to dysmsapi (vector computed by hand from the documented algorithm)', async () => {
    const { calls, fake } = recordingFetch({ Code: 'OK', Message: 'OK', RequestId: 'r1', BizId: 'b1' });
    const driver = new AliyunSmsDriver(options, { log: silentLog, fetch: fake, ...fixedClock });
    await driver.sendVerificationCode({ mobile: '13800138000', code: '123456', purpose: 'reg' });

    expect(calls).toHaveLength(1);
    const { url, init } = calls[0]!;
    expect(url).toBe('https://dysmsapi.aliyuncs.com/');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/x-www-form-urlencoded');
    // The code travels in the body, never in the URL.
    expect(url).not.toContain('123456');

    const form = new URLSearchParams(String(init.body));
    expect(Object.fromEntries(form)).toEqual({
      Signature: 'TuZbCh541E9KeoRc9tV+Ik9k1fE=',
      AccessKeyId: 'testId',
      Action: 'SendSms',
      Format: 'JSON',
      PhoneNumbers: '13800138000',
      RegionId: 'cn-hangzhou',
      SignName: '江河源交易平台',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '45e25e9b-0a6f-4070-8c85-2956eda1b466',
      SignatureVersion: '1.0',
      TemplateCode: 'SMS_71390007',
      TemplateParam: '{"code":"123456"}',
      Timestamp: '2017-07-12T02:42:19Z',
      Version: '2017-05-25',
    });
    // Spaces and reserved characters are %-encoded, not '+'.
    expect(String(init.body)).toContain('TemplateParam=%7B%22code%22%3A%22123456%22%7D');
  });

  it('throws SmsSendError when Aliyun refuses the message', async () => {
    const { fake } = recordingFetch({ Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发流控', RequestId: 'r2' });
    const driver = new AliyunSmsDriver(options, { log: silentLog, fetch: fake, ...fixedClock });
    await expect(driver.sendVerificationCode({ mobile: '13800138000', code: '1', purpose: 'reg' })).rejects.toThrow(
      SmsSendError,
    );
  });

  it('throws SmsSendError when Aliyun cannot be reached', async () => {
    const failing = async (): Promise<Response> => {
      throw new TypeError('fetch failed');
    };
    const driver = new AliyunSmsDriver(options, { log: silentLog, fetch: failing });
    await expect(driver.sendVerificationCode({ mobile: '13800138000', code: '1', purpose: 'reg' })).rejects.toThrow(
      SmsSendError,
    );
  });
});
