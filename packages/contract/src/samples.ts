/**
 * A valid enterprise's text fields (every rule of the enterprise form holds), shared by the server
 * tests, the web unit tests and the browser journeys that need an enterprise without walking the
 * form. Files are left to the caller: each side uploads or fakes them its own way.
 */
export const SAMPLE_ENTERPRISE_FIELDS = {
  credit_code: '91632621MA7XY1234K',
  id_type: 156,
  area_code: '63/6326/632621',
  address: '大武镇雪山路 8 号',
  legal_name: '才让多杰',
  legal_code: '11010519491231002X',
  legal_mobile: '13997001234',
  contant_name: '李青',
  contant_code: '110105491231002',
  contant_mobile: '18997005678',
  membership: 1,
} as const;
