import { describe, expect, it } from 'vitest';
import { ApiError, fieldRefused } from './errors.js';

describe('ApiError', () => {
  it('is an answer: it captures no stack, and leaves the limit for every other error as it was', () => {
    const before = Error.stackTraceLimit;
    const refusal = fieldRefused('amount', '出价须高于当前最高价');
    expect(refusal).toBeInstanceOf(ApiError);
    expect({ status: refusal.status, message: refusal.message }).toEqual({
      status: 400,
      message: '出价须高于当前最高价',
    });
    expect(refusal.stack).not.toMatch(/\n\s+at /);
    expect(Error.stackTraceLimit).toBe(before);
    expect(new Error('a fault').stack).toMatch(/\n\s+at /);
  });
});
