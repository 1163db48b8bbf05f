import type { EnterpriseView, FileEntry, ServedFileEntry } from '@jhy/contract';
import type { EnterpriseRow } from './enterpriseRepository.js';

/** Opens a stored file for the one who asked: a signed link for a private file (PrivateUploads.urlFor). */
export type FileUrl = (src: string) => string;

/**
 * Private files as an answer sends them: each with `url`, its signed link. Field by field, so that a
 * stored entry cannot bring a `url` of its own over the signed one.
 */
export const servedFiles = (files: FileEntry[], fileUrl: FileUrl): ServedFileEntry[] =>
  files.map((file) => ({ name: file.name, src: file.src, url: fileUrl(file.src) }));

/**
 * The record as the product (docs/product.md) names it on the wire (§3 Enterprise); internal names are mapped here only.
 * Its attachments are private: each answers `url`, a link that opens it for a while.
 */
export function toEnterpriseView(row: EnterpriseRow, fileUrl: FileUrl): EnterpriseView {
  const served = (files: FileEntry[]) => servedFiles(files, fileUrl);
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
    business_license_file: served(row.businessLicenseFile),
    handheld_idCard_file: served(row.legalIdCardFile),
    operator_idCard_file: served(row.operatorIdCardFile),
    authorize_file: served(row.authorizeFile),
    membership: row.membership,
    auth_status: row.authStatus,
    remark: row.remark,
    create_time: row.createdAt.toISOString(),
    update_time: row.updatedAt.toISOString(),
  };
}
