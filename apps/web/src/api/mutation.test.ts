import { describe, expect, it } from 'vitest';
import { ApiError } from './client';
import { failureMessage, fieldErrorsOf } from './mutation';

describe("the portal's error path", () => {
  it("says the server's message, nothing when the client already spoke, and the contract's words otherwise", () => {
    expect(failureMessage(new ApiError(400, '该手机号已注册，请直接登录'))).toBe('该手机号已注册，请直接登录');
    expect(failureMessage(new ApiError(500, '网络错误！', { notified: true }))).toBeNull();
    expect(failureMessage(new ApiError(409, ''))).toBe('操作未完成，请稍后重试');
    expect(failureMessage(new TypeError('boom'))).toBe('操作未完成，请稍后重试');
    expect(failureMessage(new DOMException('上传已取消', 'AbortError'))).toBeNull();
  });

  it('reads the fields a refusal names, and nothing from any other answer', () => {
    const refusal = new ApiError(400, '请重选择经营所在地', {
      data: { fields: { area_code: '请重选择经营所在地', bad: 3 } },
    });
    expect(fieldErrorsOf(refusal)).toEqual({ area_code: '请重选择经营所在地' });
    expect(fieldErrorsOf(new ApiError(400, 'x'))).toEqual({});
    expect(fieldErrorsOf(new Error('x'))).toEqual({});
  });
});
