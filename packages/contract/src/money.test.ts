import { describe, expect, it } from 'vitest';
import { formatWan, moneyText, moneyUnits, MONEY_MAX_UNITS, parseMoney, wanUnitsOf } from './money.js';
import { moneySchema } from './moneySchema.js';

const amount = moneySchema('请输入金额');

describe('money', () => {
  it('keeps four decimals exactly, where a float would round', () => {
    expect(amount.parse('12.3456')).toBe('12.3456');
    expect(amount.parse(12.3456)).toBe('12.3456');
    expect(moneyText(parseMoney('0.1')! + parseMoney('0.2')!)).toBe('0.3000');
    expect(formatWan('12.3456')).toBe('12.3456 万元');
    expect(formatWan('120.0000')).toBe('120 万元');
    expect(formatWan('12.50')).toBe('12.5 万元');
    expect(formatWan('1234567.8900')).toBe('1,234,567.89 万元');
    expect(formatWan('9999999999.9999')).toBe('9,999,999,999.9999 万元');
  });

  it.each([
    ['0x78'],
    ['0b1111000'],
    ['1e3'],
    [' 120'],
    ['120 '],
    ['+120'],
    ['-1'],
    ['0120'],
    ['12.34567'],
    ['120.'],
    ['.5'],
    [[120]],
    [true],
    [null],
    [1e21],
    [Number.NaN],
    ['10000000000'],
    ['0'],
  ])('refuses %j', (value) => {
    const result = amount.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('请输入金额');
  });

  it('takes the largest amount the columns hold, and nothing above it', () => {
    expect(amount.parse('9999999999.9999')).toBe('9999999999.9999');
    expect(parseMoney('9999999999.9999')).toBe(MONEY_MAX_UNITS);
    expect(amount.safeParse('10000000000').success).toBe(false);
  });

  it('reads a stored numeric with any number of trailing zeros', () => {
    expect(moneyUnits('12.3400')).toBe(123_400n);
    expect(moneyUnits('12')).toBe(120_000n);
    expect(moneyUnits('12.30')).toBe(123_000n);
    expect(() => moneyUnits('abc')).toThrow();
  });

  it('reads a listing price in 万元 or whole 元, and nothing else', () => {
    expect(wanUnitsOf('100.00/万元')).toBe(1_000_000n);
    expect(wanUnitsOf('5000/元')).toBe(5_000n);
    expect(wanUnitsOf('12.5/元')).toBeUndefined();
    expect(wanUnitsOf('30/元/吨')).toBeUndefined();
    expect(wanUnitsOf('1000000000000/万元')).toBeUndefined();
    expect(wanUnitsOf('面议')).toBeUndefined();
  });
});
