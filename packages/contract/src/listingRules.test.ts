import { describe, expect, it } from 'vitest';
import {
  LISTING_PROJECT_STEPS,
  listingProjectFields,
  listingTimeText,
  marginMoneyOf,
  listingProductSchema,
} from './listingRules.js';

describe('listing form rules', () => {
  it('puts every field of the three-step form in exactly one step', () => {
    const stepped = LISTING_PROJECT_STEPS.flatMap((step) => step.fields).sort();
    expect(stepped).toEqual(Object.keys(listingProjectFields.shape).sort());
  });

  it('computes the margin as price × percent ÷ 100, to the cent', () => {
    expect(marginMoneyOf(120, 10)).toBe(12);
    expect(marginMoneyOf(33.33, 3)).toBe(1);
    expect(marginMoneyOf(250, 8)).toBe(20);
  });

  it('reads a date alone as its start, or as an end at the exchange cut-off of 17:00', () => {
    expect(listingTimeText('2026-12-01', 'start')).toBe('2026-12-01 00:00:00');
    expect(listingTimeText('2026-12-31', 'end')).toBe('2026-12-31 17:00:00');
    expect(listingTimeText('2026-12-31 17:30', 'end')).toBe('2026-12-31 17:30:00');
  });

  it('accepts a price typed as a JSON number in the class-specific form', () => {
    const result = listingProductSchema.safeParse({
      company_id: 1,
      product_classify: 101,
      product_name: '用能权',
      contant_name: '李青',
      contant_mobile: '13997001234',
      amount: 300,
      end_time: '2099-12-31',
      free: 12.5,
    });
    expect(result.success).toBe(true);
    expect(result.data?.free).toBe('12.5');
  });
});
