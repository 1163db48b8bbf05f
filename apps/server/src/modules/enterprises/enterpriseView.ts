import type { EnterpriseView } from '@jhy/contract';
import type { EnterpriseRow } from './enterpriseRepository.js';

/** The record as the spec names it on the wire (§3 Enterprise); internal names are mapped here only. */
export function toEnterpriseView(row: EnterpriseRow): EnterpriseView {
  return {
    id: row.id,
    company_name: row.companyName,
    credit_code: row.creditCode,
    id_type: row.idType,
    area_code: row.areaCode,
    area_name: row.areaName,
    address: row.address,
    company_desc: row.companyDesc,
    legal_name: row.legalName,
    legal_code: row.legalCode,
    legal_mobile: row.legalMobile,
    contant_name: row.contactName,
    contant_code: row.contactCode,
    contant_mobile: row.contactMobile,
    business_license_file: row.businessLicenseFile,
    handheld_idCard_file: row.legalIdCardFile,
    operator_idCard_file: row.operatorIdCardFile,
    authorize_file: row.authorizeFile,
    membership: row.membership,
    auth_status: row.authStatus,
    remark: row.remark,
    create_time: row.createdAt.toISOString(),
    update_time: row.updatedAt.toISOString(),
  };
}
