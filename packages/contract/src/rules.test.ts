import { describe, expect, it } from 'vitest';
import { isValidIdCardNumber, mobileSchema, pageSchema, passwordSchema } from './rules.js';

describe('shared field rules', () => {
  it.each(['13800138000', '14700000000', '19912345678'])('accepts the mobile %s', (mobile) => {
    expect(mobileSchema.safeParse(mobile).success).toBe(true);
  });

  it.each([
    ['', '请输入手机号码'],
    ['12800138000', '手机号码格式不正确'],
    ['16800138000', '手机号码格式不正确'],
    ['1380013800', '手机号码格式不正确'],
    ['138001380001', '手机号码格式不正确'],
  ])('refuses the mobile %j with %s', (mobile, message) => {
    const result = mobileSchema.safeParse(mobile);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('wants 8 characters with a letter and a digit in a password', () => {
    expect(passwordSchema.safeParse('abc12345').success).toBe(true);
    expect(passwordSchema.safeParse('abcdefgh').success).toBe(false);
    expect(passwordSchema.safeParse('12345678').success).toBe(false);
    expect(passwordSchema.safeParse('ab1').success).toBe(false);
  });

  it('checks the check character of 18-character ID numbers', () => {
    expect(isValidIdCardNumber('11010519491231002X')).toBe(true);
    expect(isValidIdCardNumber('11010519491231002x')).toBe(true);
    expect(isValidIdCardNumber('110105194912310021')).toBe(false);
    expect(isValidIdCardNumber('632621198802300013')).toBe(false); // 30 February
    expect(isValidIdCardNumber('110105491231002')).toBe(true); // 15-digit form
    expect(isValidIdCardNumber('11010549123100')).toBe(false);
  });

  it('falls back to the default page for hostile paging values and caps the limit', () => {
    const schema = pageSchema(10);
    expect(schema.parse({ page: '-3', limit: 'abc' })).toEqual({ page: 1, limit: 10 });
    expect(schema.parse({ page: '2', limit: '100000' })).toEqual({ page: 2, limit: 100 });
  });
});
