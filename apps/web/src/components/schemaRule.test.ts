import { describe, expect, it } from 'vitest';
import type { FormInstance, FormRule } from 'antd';
import {
  enterpriseFieldsSchema,
  listingProjectFields,
  listingProjectSchema,
  mobileSchema,
  TRANSFER_TYPE_INDIVIDUAL,
} from '@jhy/contract';
import { fieldRule, formFieldRule, schemaRule } from './schemaRule';

/** Runs a rule the way antd's form does: resolves when valid, rejects with the message shown. */
async function check(rule: FormRule, value: unknown): Promise<string | null> {
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

  it("uses one field of an object schema, with the product's ID-number message", async () => {
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
    expect(await check(rule, undefined)).toBe('请选择经营所在地');
  });
});

describe('formFieldRule', () => {
  // The form as the page sends it while later tabs are not filled yet: every field blank ('', no
  // files), which zod reads as a wrong type for the numbers, and so skips the rules across fields.
  const lists = new Set(['product_img', 'enroll_file', 'disclosure_file']);
  const blank = Object.fromEntries(
    Object.keys(listingProjectFields.shape).map((field) => [field, lists.has(field) ? [] : '']),
  );
  const individual = { ...blank, transfer_type: TRANSFER_TYPE_INDIVIDUAL, transfer_idcard: '110105194912310021' };
  const ruleOf = (field: string, values: Record<string, unknown>) => {
    const rule = formFieldRule<Record<string, unknown>>(listingProjectSchema, field, (all) => all);
    // The rule reads the form's values only.
    const form: Pick<FormInstance, 'getFieldsValue'> = { getFieldsValue: () => values };
    return typeof rule === 'function' ? rule(form as FormInstance) : rule;
  };

  it('shows a cross-field message of the contract although other tabs are still blank', async () => {
    expect(await check(ruleOf('transfer_idcard', individual), undefined)).toBe('身份证号码格式不正确');
    expect(await check(ruleOf('transfer_idcard', { ...individual, transfer_idcard: '' }), undefined)).toBe(
      '请输入身份证号码',
    );
    expect(
      await check(ruleOf('transfer_idcard', { ...individual, transfer_idcard: '11010519491231002X' }), undefined),
    ).toBeNull();
  });

  it("shows the field's own message and nothing of other fields", async () => {
    expect(await check(ruleOf('company_id', individual), undefined)).toBe('请选择企业');
    expect(await check(ruleOf('potential_buyer', { ...individual, potential_buyer: 3 }), undefined)).toBeNull();
  });
});
