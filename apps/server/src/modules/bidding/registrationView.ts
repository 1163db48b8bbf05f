import type { RegistrationQueueRow, RegistrationView } from '@jhy/contract';
import { formatChinaDateTime } from '../../infra/chinaTime.js';
import type { FileUrl } from '../enterprises/enterpriseView.js';
import { enrollStatusAt } from '../trading/enrollStatusRepository.js';
import type { RegistrationRecord } from './registrationRepository.js';

/** Whether the buyer may still withdraw: awaiting or qualified, and the enrolment window still open. */
export function isWithdrawable(record: Pick<RegistrationRecord, 'registration' | 'listing'>, now: Date): boolean {
  return (
    (record.registration.status === 0 || record.registration.status === 1) && enrollStatusAt(record.listing, now) === 1
  );
}

/** Amounts are stored to 4 places; shown to 2 (万元). */
const money = (value: string | null | undefined) => (value == null ? '' : Number(value).toFixed(2));

export function toRegistrationView(record: RegistrationRecord, fileUrl: FileUrl, now: Date): RegistrationView {
  const { registration, listing, deposit } = record;
  return {
    id: registration.id,
    listing_id: listing.id,
    form_type: listing.formType,
    product_id: listing.productId,
    product_name: listing.productName,
    company_id: registration.companyId,
    company_name: registration.companyName,
    contact_name: registration.contactName,
    contact_phone: registration.contactPhone,
    files: registration.files.map((file) => ({ ...file, url: fileUrl(file.src) })),
    status: registration.status,
    remark: registration.remark,
    bidder_code: registration.bidderCode,
    deposit_due: listing.marginMoney,
    deposit_status: deposit?.status ?? 0,
    deposit_amount: money(deposit?.amount),
    deposit_paid_on: deposit?.paidOn ?? '',
    deposit_reference: deposit?.reference ?? '',
    end_time: formatChinaDateTime(listing.endTime),
    withdrawable: isWithdrawable(record, now),
    create_time: formatChinaDateTime(registration.createdAt),
    update_time: formatChinaDateTime(registration.updatedAt),
  };
}

export function toQueueRow(record: RegistrationRecord, fileUrl: FileUrl, now: Date): RegistrationQueueRow {
  return {
    ...toRegistrationView(record, fileUrl, now),
    userMobile: record.userMobile,
    version: record.registration.updatedAt.toISOString(),
  };
}
