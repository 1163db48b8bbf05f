import { API, CONSOLE_API } from '@jhy/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStaff, asStaff, staffToken } from '../test/consoleStaff.js';
import { multipartBody } from '../test/multipart.js';
import { FIXED_TEST_CODES, randomIp, signUpAndLogIn, type PortalUser } from '../test/portalUsers.js';
import { createTestApp, type TestApp } from '../test/testApp.js';
import { fieldWithControlCharacter } from './controlCharacters.js';

const refused = (field: string) => ({
  code: 400,
  msg: '输入包含不允许的字符',
  data: { fields: { [field]: '输入包含不允许的字符' } },
});

let t: TestApp;
let user: PortalUser;
let staff: string;
beforeAll(async () => {
  t = await createTestApp({ env: { ...FIXED_TEST_CODES } });
  user = await signUpAndLogIn(t.app);
  const admin = await addStaff(t.db, 'nuladmin', 'admin');
  staff = await staffToken(t.app, admin.username, admin.password);
});
afterAll(() => t.close());

describe('control characters in any field (docs/security.md "Input")', () => {
  // The three calls the hostile run of issue #17 found answering 500 (the NUL reached the query).
  it('GET /index/Notice/index?keyword=%00%00 is a 400 with the message', async () => {
    const res = await t.app.inject({ url: `${API.noticeList}?keyword=%00%00` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refused('keyword'));
  });

  it.each([
    [API.newsList, { keyword: '\u0000\u0000' }, 'keyword'],
    [API.sysConfig, { key: '\u0000\u0000' }, 'key'],
    [API.noticeList, { keyword: 'a\u001bb' }, 'keyword'],
    [API.newsList, { keyword: 'del\u007f' }, 'keyword'],
    [API.newsList, { page: 1, nested: { deep: ['x\u0001'] } }, 'nested'],
  ])('POST %s %j is a 400 naming the field', async (url, payload, field) => {
    const res = await t.app.inject({ method: 'POST', url, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refused(field));
  });

  /** A body as it comes over the wire, not as inject would encode an object. */
  const postRawBody = (payload: string, contentType: string) =>
    t.app.inject({ method: 'POST', url: API.newsList, payload, headers: { 'content-type': contentType } });

  it('refuses a control character in a key', async () => {
    const res = await postRawBody('{"a\\u0000":1}', 'application/json');
    expect(res.json()).toEqual(refused('input'));
  });

  it('refuses it in a form-encoded body and in a multipart text field', async () => {
    const form = await postRawBody('keyword=%00', 'application/x-www-form-urlencoded');
    expect(form.json()).toEqual(refused('keyword'));
    const multi = await t.app.inject({
      method: 'POST',
      url: API.newsList,
      ...multipartBody([], { keyword: 'a\u0000b' }),
    });
    expect(multi.json()).toEqual(refused('keyword'));
  });

  it('refuses it on a user route and a console route, before the handler writes anything', async () => {
    const mine = await t.app.inject({
      method: 'POST',
      url: API.companyAdd,
      headers: { token: user.token },
      payload: { company_name: '江河\u0000源' },
      remoteAddress: randomIp(),
    });
    expect(mine.json()).toEqual(refused('company_name'));
    const res = await asStaff(t.app, staff)(CONSOLE_API.contentNewsSave, { title: 'x\u0000' });
    expect(res.json()).toEqual(refused('title'));
  });

  it('keeps tab, line feed, carriage return, emoji and Chinese', async () => {
    const res = await t.app.inject({ method: 'POST', url: API.newsList, payload: { keyword: '生态\t\r\n🌿' } });
    expect(res.statusCode).toBe(200);
  });
});

describe('fieldWithControlCharacter', () => {
  it('finds the first top-level field holding one, at any depth', () => {
    expect(fieldWithControlCharacter({ a: 'ok', b: [{ c: '\u0000' }] })).toBe('b');
    expect(fieldWithControlCharacter({ a: 'ok\t\n\r' })).toBeUndefined();
    expect(fieldWithControlCharacter('\u0008')).toBe('');
    expect(fieldWithControlCharacter(null)).toBeUndefined();
  });

  it('stops at a cycle', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(fieldWithControlCharacter(cyclic)).toBeUndefined();
  });
});
