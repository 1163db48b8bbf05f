import { describe, expect, it } from 'vitest';
import { idSchema } from './idSchemas.js';
import { MAX_ID, parseId } from './ids.js';

describe('parseId', () => {
  it('answers what idSchema answers, for every kind of address value', () => {
    const values: unknown[] = [
      '12',
      ' 12 ',
      '0',
      '-3',
      '1.5',
      '1e3',
      '0x10',
      '',
      'abc',
      '12abc',
      null,
      undefined,
      String(MAX_ID),
      String(MAX_ID + 1),
      '3000000000',
      'Infinity',
      'NaN',
      7,
      0,
      2.5,
    ];
    for (const value of values) {
      const parsed = idSchema().safeParse(value);
      expect([value, parseId(value)]).toEqual([value, parsed.success ? parsed.data : undefined]);
    }
  });

  it('reads an id the id column can hold, and nothing else', () => {
    expect(parseId('42')).toBe(42);
    expect(parseId(String(MAX_ID))).toBe(MAX_ID);
    expect(parseId('3000000000')).toBeUndefined();
    expect(parseId('')).toBeUndefined();
    expect(parseId(null)).toBeUndefined();
  });
});
