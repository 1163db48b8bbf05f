import { describe, expect, it } from 'vitest';
import { groupedNumber } from './groupedNumber';

const VALUES = [
  0,
  1,
  7.5,
  12.25,
  999,
  1000,
  1234.5,
  12345.678,
  123456.789,
  1234567.891,
  98765432.1,
  0.005,
  0.015,
  1.005,
  2.675,
  1.0049,
  10.995,
  9.995,
  999.9999,
  999999.995,
  0.1 + 0.2,
  0.5,
  1.5,
  2.5,
  5e-7,
  1e-7,
  -3.2,
  -1234.5,
  -0.001,
  -0,
];
const OPTIONS = [
  {},
  { maximumFractionDigits: 2 },
  { maximumFractionDigits: 4 },
  { minimumFractionDigits: 2 },
  { minimumFractionDigits: 2, maximumFractionDigits: 2 },
  { maximumFractionDigits: 0 },
];

describe('groupedNumber', () => {
  it.each(OPTIONS)('writes what toLocaleString("zh-CN", %o) writes', (options) => {
    for (const value of VALUES) {
      expect(groupedNumber(value, options), `${value}`).toBe(value.toLocaleString('zh-CN', options));
    }
  });

  it('leaves what is not a finite number as it is', () => {
    expect(groupedNumber(Number.NaN)).toBe('NaN');
  });
});
