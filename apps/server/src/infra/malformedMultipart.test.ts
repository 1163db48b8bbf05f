import { API, CONSOLE_API } from '@jhy/contract';
import { describe, expect, it } from 'vitest';
import { FIXED_TEST_CODES, randomIp } from '../test/portalUsers.js';
import { createTestApp } from '../test/testApp.js';
import { suiteApp, suitePortalUser } from '../test/suite.js';

const t = suiteApp(() => createTestApp({ env: FIXED_TEST_CODES }));
const user = suitePortalUser(t);

const refused = { code: 400, msg: '提交的表单内容不完整或格式不正确，请重新提交', data: null };

const bodies: [string, string, string][] = [
  ['no boundary', 'multipart/form-data', 'abc'],
  ['an empty boundary', 'multipart/form-data; boundary=', 'abc'],
  [
    'a part cut off inside its content',
    'multipart/form-data; boundary=xyz',
    '--xyz\r\nContent-Disposition: form-data; name="mobile"\r\n\r\n1380013',
  ],
  ['a part cut off inside its header', 'multipart/form-data; boundary=xyz', '--xyz\r\nContent-Disposition: form-da'],
];

describe('malformed multipart bodies', () => {
  describe.each([API.uploadImage, API.uploadFile, API.login, API.newsList, CONSOLE_API.login])('on %s', (url) => {
    it.each(bodies)('refuses %s with 400 and a message', async (_name, contentType, payload) => {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': contentType, token: user.token },
        payload,
        remoteAddress: randomIp(),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(refused);
    });
  });
});
