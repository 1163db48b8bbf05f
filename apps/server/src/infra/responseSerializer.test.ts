import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerJsonSchema, answerWriter } from './responseSerializer.js';

const answer = z.object({
  id: z.number().int(),
  transfer_type: z.number().int().nullable(),
  note: z.string().nullable(),
  price: z.number().nullable(),
  open: z.boolean().nullable(),
  // Not a scalar: left to fast-json-stringify's own handling of alternatives.
  terms: z.object({ days: z.number().int() }).nullable(),
});

describe('answerWriter (docs/performance.md "Answers written without validators")', () => {
  it('writes nullable values as JSON.stringify does, null or not', () => {
    const write = answerWriter(answer);
    for (const value of [
      { id: 1, transfer_type: null, note: null, price: null, open: null, terms: null },
      { id: 2, transfer_type: 3, note: '“引号” and \\ slash', price: 12.5, open: false, terms: { days: 30 } },
    ]) {
      expect(JSON.parse(write(value))).toEqual(value);
      expect(write(value)).toBe(JSON.stringify(value));
    }
  });

  it('gives fast-json-stringify a type with null beside it for a nullable scalar, not alternatives to validate', () => {
    const properties = (answerJsonSchema(answer) as { properties: Record<string, Record<string, unknown>> }).properties;
    expect(properties.transfer_type).toMatchObject({ type: ['integer', 'null'] });
    expect(properties.note).toEqual({ type: ['string', 'null'] });
    expect(properties.price).toEqual({ type: ['number', 'null'] });
    expect(properties.open).toEqual({ type: ['boolean', 'null'] });
    expect(properties.transfer_type).not.toHaveProperty('anyOf');
    expect(properties.terms).toHaveProperty('anyOf');
  });

  it('keeps what a nullable scalar says of its format, such as a time written from a Date', () => {
    const timed = z.object({ at: z.iso.datetime().nullable() });
    expect((answerJsonSchema(timed) as { properties: { at: unknown } }).properties.at).toMatchObject({
      type: ['string', 'null'],
      format: 'date-time',
    });
  });
});
