/** A complete certification application as the form sends it; `overrides` change or blank fields. */
export const certificationForm = (overrides: Record<string, unknown> = {}) => ({
  company_name: '果洛雪域牦牛乳业有限公司',
  credit_code: '91632600MA7K3QW8PJ',
  product_name: '牦牛酸奶， 牦牛奶粉',
  type: '200,203',
  other: '',
  contact_name: '才让',
  contact_phone: '13897451234',
  contact_address: '青海省果洛州玛沁县大武镇雪域路 8 号',
  area_code: '63/6326/632621',
  ...overrides,
});
