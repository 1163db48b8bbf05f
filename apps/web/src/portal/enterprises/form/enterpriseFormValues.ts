import {
  enterpriseFieldsSchema,
  type EnterpriseAttachmentField,
  type EnterpriseView,
  type FileEntry,
} from '@jhy/contract';
import { fieldRule } from '../../../components/schemaRule';

/** What the form's controls hold: the area as the cascader's code path, consent as a checkbox. */
export interface EnterpriseFormValues extends Partial<Record<EnterpriseAttachmentField, FileEntry[]>> {
  company_name?: string;
  credit_code?: string;
  id_type?: number;
  area?: string[];
  address?: string;
  company_desc?: string;
  legal_name?: string;
  legal_code?: string;
  legal_mobile?: string;
  contant_name?: string;
  contant_code?: string;
  contant_mobile?: string;
  membership?: boolean;
}

/** What `/index/Company/add` and `/edit` receive (docs/product.md §3 wire names). */
export type EnterprisePayload = Omit<Required<EnterpriseFormValues>, 'area' | 'membership'> & {
  area_code: string;
  membership: 0 | 1;
};

/** The cascader's path as the server keeps it: codes joined by '/' (docs/product.md §3 area_code). */
export const areaToWire = (value: unknown): string => (Array.isArray(value) ? value.join('/') : '');
const consentToWire = (checked: unknown): 0 | 1 => (checked === true ? 1 : 0);

export function toFormValues(enterprise: EnterpriseView): EnterpriseFormValues {
  return {
    company_name: enterprise.company_name,
    credit_code: enterprise.credit_code,
    id_type: enterprise.id_type,
    area: enterprise.area_code.split('/').filter(Boolean),
    address: enterprise.address,
    company_desc: enterprise.company_desc,
    legal_name: enterprise.legal_name,
    legal_code: enterprise.legal_code,
    legal_mobile: enterprise.legal_mobile,
    contant_name: enterprise.contant_name,
    contant_code: enterprise.contant_code,
    contant_mobile: enterprise.contant_mobile,
    business_license_file: enterprise.business_license_file,
    handheld_idCard_file: enterprise.handheld_idCard_file,
    operator_idCard_file: enterprise.operator_idCard_file,
    authorize_file: enterprise.authorize_file,
    // The commitment the enterprise already gave stays given; the box shows it ticked.
    membership: enterprise.membership === 1,
  };
}

export function toPayload(values: EnterpriseFormValues): EnterprisePayload {
  const text = (value: string | undefined) => (value ?? '').trim();
  return {
    company_name: text(values.company_name),
    credit_code: text(values.credit_code).toUpperCase(),
    id_type: values.id_type ?? 0,
    area_code: areaToWire(values.area),
    address: text(values.address),
    company_desc: text(values.company_desc),
    legal_name: text(values.legal_name),
    legal_code: text(values.legal_code).toUpperCase(),
    legal_mobile: text(values.legal_mobile),
    contant_name: text(values.contant_name),
    contant_code: text(values.contant_code).toUpperCase(),
    contant_mobile: text(values.contant_mobile),
    business_license_file: values.business_license_file ?? [],
    handheld_idCard_file: values.handheld_idCard_file ?? [],
    operator_idCard_file: values.operator_idCard_file ?? [],
    authorize_file: values.authorize_file ?? [],
    membership: consentToWire(values.membership),
  };
}

/** The form's rules: each one the contract schema's own rule and message, as the server applies them. */
const rule = (field: keyof typeof enterpriseFieldsSchema.shape) =>
  fieldRule(enterpriseFieldsSchema, field, { required: true });

export const enterpriseRules = {
  company_name: [rule('company_name')],
  credit_code: [rule('credit_code')],
  id_type: [rule('id_type')],
  area: [fieldRule(enterpriseFieldsSchema, 'area_code', { required: true, toWire: areaToWire })],
  address: [rule('address')],
  company_desc: [fieldRule(enterpriseFieldsSchema, 'company_desc')],
  legal_name: [rule('legal_name')],
  legal_code: [rule('legal_code')],
  legal_mobile: [rule('legal_mobile')],
  contant_name: [rule('contant_name')],
  contant_code: [rule('contant_code')],
  contant_mobile: [rule('contant_mobile')],
  business_license_file: [rule('business_license_file')],
  handheld_idCard_file: [rule('handheld_idCard_file')],
  operator_idCard_file: [rule('operator_idCard_file')],
  authorize_file: [rule('authorize_file')],
  membership: [fieldRule(enterpriseFieldsSchema, 'membership', { toWire: consentToWire })],
};
