import type { CertificationApplicationView } from '@jhy/contract';

/** The form's values: the area as the cascader's path, the types as the select's ids. */
export interface CertificationFormValues {
  company_name: string;
  credit_code: string;
  product_name: string;
  type: number[];
  other?: string;
  contact_name: string;
  contact_phone: string;
  contact_address: string;
  area: string[];
}

/** What the server receives (wire names; area_code slash-joined, type ids comma-joined). */
export interface CertificationPayload {
  company_name: string;
  credit_code: string;
  product_name: string;
  type: string;
  other: string;
  contact_name: string;
  contact_phone: string;
  contact_address: string;
  area_code: string;
}

export function toCertificationPayload(values: CertificationFormValues): CertificationPayload {
  const { area, type, other, ...fields } = values;
  return { ...fields, type: type.join(','), other: other ?? '', area_code: area.join('/') };
}

export function certificationFormValues(application: CertificationApplicationView): CertificationFormValues {
  return {
    company_name: application.company_name,
    credit_code: application.credit_code,
    product_name: application.product_name,
    type: application.type.split(',').filter(Boolean).map(Number),
    other: application.other,
    contact_name: application.contact_name,
    contact_phone: application.contact_phone,
    contact_address: application.contact_address,
    area: application.area_code.split('/').filter(Boolean),
  };
}
