import {
  BUYER_RESULT,
  depositTransferReference,
  LISTING_TRANSACTION,
  REGISTRATION,
  wanText,
  type RegistrationQueueRow,
  type RegistrationView,
} from '@jhy/contract';
import { formatChinaDateTime } from '../../infra/chinaTime.js';
import { servedFiles, type FileUrl } from '../enterprises/enterpriseView.js';
import { enrollStatusAt } from '../trading/enrollStatusRepository.js';
import type { RegistrationRecord } from './registrationRepository.js';
import { NO_PAYEE, type Payee } from './buyerTerms.js';

/** Whether the buyer may still withdraw: awaiting or qualified, and the enrolment window still open. */
export function isWithdrawable(record: Pick<RegistrationRecord, 'registration' | 'listing'>, now: Date): boolean {
  return (
    REGISTRATION.startsFrom('withdraw', record.registration.status) &&
    enrollStatusAt(record.listing, now) === LISTING_TRANSACTION.codes.enrolling
  );
}

/**
 * A qualified buyer's result: bought when the listing's sale names this registration, not bought when
 * it names another or the listing ended without one; nothing before (docs/bidding.md "The result").
 */
function resultOf({ registration, listing, deal }: Pick<RegistrationRecord, 'registration' | 'listing' | 'deal'>) {
  if (registration.status !== REGISTRATION.codes.qualified) return BUYER_RESULT.none;
  if (deal) return deal.registrationId === registration.id ? BUYER_RESULT.won : BUYER_RESULT.lost;
  return listing.closedStatus === LISTING_TRANSACTION.codes.ended ? BUYER_RESULT.lost : BUYER_RESULT.none;
}

/** Amounts are stored to 4 places and shown exactly, without trailing zeros (万元, money.ts). */
const money = (value: string | null | undefined) => (value == null ? '' : wanText(value));

/** A qualified buyer's expected start of bidding: the window's end while the window is open; '' otherwise. */
function biddingOpensAt({ registration, listing }: Pick<RegistrationRecord, 'registration' | 'listing'>, now: Date) {
  const waiting =
    registration.status === REGISTRATION.codes.qualified &&
    listing.closedStatus === null &&
    now.getTime() <= listing.endTime.getTime();
  return waiting ? formatChinaDateTime(listing.endTime) : '';
}

export function toRegistrationView(
  record: RegistrationRecord,
  fileUrl: FileUrl,
  now: Date,
  payee: Payee = NO_PAYEE,
): RegistrationView {
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
    files: servedFiles(registration.files, fileUrl),
    status: registration.status,
    remark: registration.remark,
    bidder_code: registration.bidderCode,
    deposit_due: listing.marginMoney,
    deposit_status: deposit?.status ?? 0,
    deposit_amount: money(deposit?.amount),
    deposit_paid_on: deposit?.paidOn ?? '',
    deposit_reference: deposit?.reference ?? '',
    deposit_refunded_on: deposit?.refundedOn ?? '',
    deposit_refund_reference: deposit?.refundReference ?? '',
    end_time: formatChinaDateTime(listing.endTime),
    withdrawable: isWithdrawable(record, now),
    result: resultOf(record),
    confirmation_no: record.deal?.registrationId === registration.id ? record.deal.verificationNo : '',
    transfer_reference: depositTransferReference(registration.id),
    payee_account_name: payee.accountName,
    payee_open_bank: payee.openBank,
    payee_account: payee.account,
    bidding_opens_at: biddingOpensAt(record, now),
    notice_accepted_at: registration.noticeAcceptedAt ? formatChinaDateTime(registration.noticeAcceptedAt) : '',
    create_time: formatChinaDateTime(registration.createdAt),
    update_time: formatChinaDateTime(registration.updatedAt),
  };
}

export function toQueueRow(record: RegistrationRecord, fileUrl: FileUrl, now: Date): RegistrationQueueRow {
  return {
    userMobile: record.userMobile,
    version: record.registration.updatedAt.toISOString(),
    deposit_recorded_by: record.deposit?.recordedBy ?? 0,
    deposit_refund_recorded_by: record.deposit?.refundedBy ?? 0,
    ...toRegistrationView(record, fileUrl, now),
  };
}
