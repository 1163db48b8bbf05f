import { describe, expect, it } from 'vitest';
import { displayNickName, editUserInfoSchema, registerSchema } from './accounts.js';
import { avatarProblem, extensionOf } from './uploads.js';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('account rules', () => {
  const form = {
    mobile: '13800138000',
    code: 'ab12',
    verification_code: '123456',
    password: 'green2024',
    confirmpwd: 'green2024',
  };

  it('accepts a complete registration', () => {
    expect(registerSchema.safeParse(form).success).toBe(true);
  });

  it('says 两次输入密码不一致! when the confirmation differs', () => {
    expect(firstMessage(registerSchema.safeParse({ ...form, confirmpwd: 'green2025' }))).toBe('两次输入密码不一致!');
  });

  it('asks for the captcha and the SMS code', () => {
    expect(firstMessage(registerSchema.safeParse({ ...form, code: '' }))).toBe('请输入图形验证码');
    expect(firstMessage(registerSchema.safeParse({ ...form, verification_code: ' ' }))).toBe('请输入短信验证码');
  });

  it('drops the read-only fields of an edit, mobile included', () => {
    const parsed = editUserInfoSchema.parse({ nick_name: ' 青稞 ', email: '', mobile: '13900000000', user_id: 3 });
    expect(parsed).toEqual({ nick_name: '青稞', email: '' });
  });

  it('falls back to 用户 + mobile for an empty nickname', () => {
    expect(displayNickName({ nick_name: '  ', mobile: '13800138000' })).toBe('用户13800138000');
    expect(displayNickName({ nick_name: '青稞', mobile: '13800138000' })).toBe('青稞');
  });
});

describe('avatar checks before sending', () => {
  it.each([
    [{ name: 'me.JPG', size: 100 }, null],
    [{ name: 'me.jpeg', size: 100 }, null],
    [{ name: 'me.png', size: 2 * 1024 * 1024 - 1 }, null],
    [{ name: 'me.gif', size: 100 }, '上传头像只能是 JPG或者PNG 格式!'],
    [{ name: 'png', size: 100 }, '上传头像只能是 JPG或者PNG 格式!'],
    [{ name: 'me.png', size: 2 * 1024 * 1024 }, '上传头像大小不能超过 2MB!'],
  ])('%o → %s', (file, problem) => {
    expect(avatarProblem(file)).toBe(problem);
  });

  it('reads the extension of the base name only', () => {
    expect(extensionOf('../a.b/c.PDF')).toBe('pdf');
    expect(extensionOf('folder.png/readme')).toBe('');
    expect(extensionOf('.bashrc')).toBe('');
  });
});
