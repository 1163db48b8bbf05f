import { API, CONSOLE_API } from '@jhy/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConsoleTestApp, signedInStaff } from '../test/consoleStaff.js';
import { FIXED_TEST_CODES, signUpAndLogIn, type PortalUser } from '../test/portalUsers.js';
import type { TestApp } from '../test/testApp.js';

// 3000000000 does not fit PostgreSQL's integer: it must be refused as bad input, never sent to the database.
const TOO_BIG = '3000000000';

let t: TestApp;
let user: PortalUser;
beforeAll(async () => {
  t = await createConsoleTestApp(FIXED_TEST_CODES);
  user = await signUpAndLogIn(t.app);
});
afterAll(() => t.close());

describe('ids beyond a 32-bit integer', () => {
  it.each([
    [API.newsShow, '内容不存在或已下线'],
    [API.noticeShow, '内容不存在或已下线'],
    [API.articleShow, '内容不存在或已下线'],
    [API.bannerShow, '内容不存在或已下线'],
    [API.getCategorySon, '请选择分类'],
  ])('%s?id=3000000000 answers 400 with a Chinese message', async (url, msg) => {
    const res = await t.app.inject({ url: `${url}?id=${TOO_BIG}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, msg, data: null });
  });

  it('refuses User/delCompany {"id":3000000000} for a logged-in user with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: API.companyDelete,
      headers: { token: user.token },
      payload: { id: 3_000_000_000 },
    });
    expect(res.json()).toEqual({ code: 400, msg: '企业不存在', data: null });
  });

  it('refuses a console id beyond the range with 400', async () => {
    const call = await signedInStaff(t, 'range_admin', 'admin');
    expect((await call(CONSOLE_API.staffDisable, { id: TOO_BIG })).json()).toEqual({
      code: 400,
      msg: '员工不存在',
      data: null,
    });
  });
});
