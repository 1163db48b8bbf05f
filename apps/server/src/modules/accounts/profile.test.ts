import { API } from '@jhy/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { multipartBody } from '../../test/multipart.js';
import { FIXED_TEST_CODES, signUpAndLogIn, type PortalUser } from '../../test/portalUsers.js';
import { sampleFiles } from '../../test/sampleFiles.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';

let t: TestApp;
let alice: PortalUser;
let bob: PortalUser;
beforeAll(async () => {
  t = await createTestApp({ env: { ...FIXED_TEST_CODES, PUBLIC_URL: 'https://jhy.example.cn' } });
  alice = await signUpAndLogIn(t.app);
  bob = await signUpAndLogIn(t.app);
});
afterAll(() => t.close());

const call = (url: string, user: PortalUser, payload: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url, headers: { token: user.token }, payload });

async function uploadAvatar(user: PortalUser): Promise<string> {
  const body = multipartBody([{ filename: 'me.png', content: await sampleFiles.png(), contentType: 'image/png' }], {
    purpose: 'avatar',
  });
  const res = await t.app.inject({
    method: 'POST',
    url: API.uploadImage,
    headers: { ...body.headers, token: user.token },
    payload: body.payload,
  });
  return res.json().data.src;
}

describe('my account', () => {
  it("answers the token's own user, whatever user_id says", async () => {
    const res = await call(API.userInfo, alice, { user_id: bob.id });
    expect(res.json().data).toMatchObject({ id: alice.id, mobile: alice.mobile, user_type: 1 });
    const viaGet = await t.app.inject({
      method: 'GET',
      url: `${API.userInfo}?user_id=${bob.id}`,
      headers: { token: alice.token },
    });
    expect(viaGet.json().data.id).toBe(alice.id);
    expect(Object.keys(res.json().data).sort()).toEqual(
      [
        'email',
        'id',
        'mobile',
        'nick_name',
        'user_image',
        'user_image_fullurl',
        'user_type',
        'wchat',
        'sms_notice',
        'auction_open_notice',
        'outbid_notice',
      ].sort(),
    );
  });

  it('changes nickname and email of the token’s user only, never the mobile, whatever ids the body carries', async () => {
    const res = await call(API.editUserInfo, alice, {
      id: bob.id,
      user_id: bob.id,
      nick_name: '  青稞合作社  ',
      email: 'qingke@example.cn',
      mobile: '13900000000',
    });
    expect(res.json()).toMatchObject({ code: 200, msg: '修改成功' });
    expect(res.json().data).toMatchObject({
      id: alice.id,
      nick_name: '青稞合作社',
      email: 'qingke@example.cn',
      mobile: alice.mobile,
    });
    const [bobRow] = await t.db.select().from(users).where(eq(users.id, bob.id));
    expect(bobRow).toMatchObject({ nickName: '', email: '', mobile: bob.mobile });
    const [aliceRow] = await t.db.select().from(users).where(eq(users.id, alice.id));
    expect(aliceRow!.mobile).toBe(alice.mobile);
  });

  it('keeps fields that the request leaves out', async () => {
    await call(API.editUserInfo, alice, { nick_name: '牦牛乳业', email: 'a@b.cn' });
    await call(API.editUserInfo, alice, { nick_name: '牦牛乳业二号' });
    const { data } = (await call(API.userInfo, alice)).json();
    expect(data).toMatchObject({ nick_name: '牦牛乳业二号', email: 'a@b.cn' });
  });

  it.each([
    [{ email: 'not-an-email' }, '邮箱格式不正确'],
    [{ nick_name: '一二三四五六七八九十一二三四五六七八九十一' }, '昵称不能超过 20 个字'],
  ])('refuses %o with %s and changes nothing', async (fields, message) => {
    const before = (await call(API.userInfo, alice)).json().data;
    const res = await call(API.editUserInfo, alice, { nick_name: '不应保存', ...fields });
    expect(res.json()).toMatchObject({ code: 400, msg: message });
    expect((await call(API.userInfo, alice)).json().data).toEqual(before);
  });

  it('sets an avatar the user uploaded, with its full address', async () => {
    const src = await uploadAvatar(alice);
    const res = await call(API.editUserInfo, alice, { user_image: src });
    expect(res.json().data).toMatchObject({ user_image: src, user_image_fullurl: `https://jhy.example.cn${src}` });
  });

  it("refuses someone else's upload, a plain image upload or a foreign address as the avatar", async () => {
    const bobsAvatar = await uploadAvatar(bob);
    const plain = multipartBody([{ filename: 'p.png', content: await sampleFiles.png() }]);
    const plainSrc = (
      await t.app.inject({
        method: 'POST',
        url: API.uploadImage,
        headers: { ...plain.headers, token: alice.token },
        payload: plain.payload,
      })
    ).json().data.src;
    for (const user_image of [bobsAvatar, plainSrc, 'https://evil.example/x.png', '/uploads/../../etc/passwd']) {
      const res = await call(API.editUserInfo, alice, { user_image });
      expect(res.json(), user_image).toMatchObject({ code: 400, msg: '头像无效，请重新上传' });
    }
    expect((await call(API.userInfo, alice)).json().data.user_image).not.toBe(bobsAvatar);
  });

  it('answers 401 without a token for both calls', async () => {
    for (const url of [API.userInfo, API.editUserInfo]) {
      const res = await t.app.inject({ method: 'POST', url, payload: { user_id: alice.id, nick_name: 'x' } });
      expect(res.statusCode).toBe(401);
      expect(res.json().msg).toBe('您的登录状态已过期，请重新登录');
    }
  });
});
