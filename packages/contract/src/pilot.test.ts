import { describe, expect, it } from 'vitest';
import { displayProductFieldsSchema, pilotMessages } from './pilot.js';

const base = {
  company_id: 1,
  product_area: 2,
  product_name: '若尔盖牦牛肉',
  product_type: '49',
  contact_name: '杨建川',
  contact_phone: '13800138000',
  product_img: JSON.stringify([{ name: 'a.jpg', src: '/uploads/images/a.jpg' }]),
};

describe('display product form', () => {
  it('requires a season only for material supply (44)', () => {
    const missing = displayProductFieldsSchema.safeParse({ ...base, product_category: 44 });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues.map((issue) => issue.message)).toContain(pilotMessages.seasonRequired);
    expect(displayProductFieldsSchema.safeParse({ ...base, product_category: 59, product_type: '63' }).success).toBe(
      true,
    );
  });

  it('drops a season sent with 59 or 80 and joins multi-selects as sorted ids', () => {
    const parsed = displayProductFieldsSchema.parse({
      ...base,
      product_category: 80,
      product_type: '86,82,86',
      product_season: '92',
    });
    expect(parsed.product_type).toEqual([82, 86]);
    expect(parsed.product_season).toEqual([]);
  });

  it('takes 1 to 5 images', () => {
    const six = Array.from({ length: 6 }, (_, i) => ({ name: `${i}.jpg`, src: `/uploads/images/${i}.jpg` }));
    expect(
      displayProductFieldsSchema.safeParse({ ...base, product_category: 59, product_type: '63', product_img: six })
        .success,
    ).toBe(false);
    const none = displayProductFieldsSchema.safeParse({
      ...base,
      product_category: 59,
      product_type: '63',
      product_img: [],
    });
    expect(none.error?.issues.map((issue) => issue.message)).toContain(pilotMessages.productImgRequired);
  });
});
