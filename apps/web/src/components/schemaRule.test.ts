import { describe, expect, it } from 'vitest';
import { enterpriseFieldsSchema, mobileSchema } from '@jhy/contract';
import { fieldRule, schemaRule } from './schemaRule';

/** Runs a rule the way antd's form does: resolves when valid, rejects with the message shown. */
async function check(rule: ReturnType<typeof schemaRule>, value: unknown): Promise<string | null> {
  if (typeof rule !== 'object' || !rule.validator) throw new Error('not a validator rule');
  try {
    await rule.validator({}, value, () => undefined);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('schemaRule', () => {
  it('accepts what the contract schema accepts and says what it says otherwise', async () => {
    const rule = schemaRule(mobileSchema);
    expect(await check(rule, '13997001234')).toBeNull();
    expect(await check(rule, '12345678901')).toBe('手机号码格式不正确');
    expect(await check(rule, undefined)).toBe('请输入手机号码');
  });

  it("uses one field of an object schema, with the spec's ID-number message", async () => {
    const rule = fieldRule(enterpriseFieldsSchema, 'legal_code', { required: true });
    expect(rule).toMatchObject({ required: true });
    expect(await check(rule, '11010519491231002X')).toBeNull();
    expect(await check(rule, '110105194912310021')).toBe('身份证号码格式不正确');
    expect(await check(rule, '')).toBe('请输入法人身份证号码');
  });

  it('validates what the server will receive when told how to convert the control value', async () => {
    const rule = fieldRule(enterpriseFieldsSchema, 'area_code', {
      toWire: (value) => (Array.isArray(value) ? value.join('/') : ''),
    });
    expect(await check(rule, ['63', '6326', '632621'])).toBeNull();
    expect(await check(rule, undefined)).toBe('请重选择经营所在地');
  });
});
