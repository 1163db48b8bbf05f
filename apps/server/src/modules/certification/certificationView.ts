import type { CertificationApplicationView, OrganisationDetail, OrganisationListItem } from '@jhy/contract';
import { formatChinaDateTime } from '../../infra/chinaTime.js';
import type { ApplicationRow, OrganisationRow } from './certificationRepository.js';

/** An application on the wire, with the names the original client reads. */
export function toApplicationView(row: ApplicationRow): CertificationApplicationView {
  return {
    id: row.id,
    company_name: row.companyName,
    credit_code: row.creditCode,
    product_name: row.productName,
    type: row.typeIds,
    type_name: row.typeName,
    other: row.other,
    contact_name: row.contactName,
    contact_phone: row.contactPhone,
    contact_address: row.contactAddress,
    area_code: row.areaCode,
    area_name: row.areaName,
    acceptance_status: row.acceptanceStatus,
    remark: row.remark,
    create_time: formatChinaDateTime(row.createdAt),
    update_time: row.updatedAt.toISOString(),
  };
}

export type FileUrl = (src: string) => string;

export const toOrganisationItem = (row: OrganisationRow): OrganisationListItem => ({
  id: row.id,
  title: row.title,
  img_path: row.imgPath,
});

export const toOrganisationDetail = (row: OrganisationRow): OrganisationDetail => ({
  content: row.content,
  ...toOrganisationItem(row),
});
