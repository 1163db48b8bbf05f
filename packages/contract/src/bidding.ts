import { z } from 'zod';
import { fileEntrySchema } from './files.js';
import { idSchema } from './idSchemas.js';
import { biddingMessages } from './transactionMessages.js';
import { moneySchema } from './moneySchema.js';
import { queueStatusSchema, reviewQueueQuerySchema } from './reviewQueueQuery.js';
import { pageSchema, requiredText } from './rules.js';

// The statuses, without zod, for the pages a bidder opens (docs/performance.md).
export {
  DEPOSIT_STATUS,
  depositStatusView,
  REGISTRATION_STATUS,
  registrationStatusView,
  type DepositStatus,
  type RegistrationStatus,
} from './biddingStatuses.js';

/** How a deposit may arrive. Only a bank transfer that staff record today (docs/bidding.md "Payments"). */
export const DEPOSIT_PROVIDERS = { bank_transfer: '银行转账（人工登记）' } as const;
export type DepositProvider = keyof typeof DEPOSIT_PROVIDERS;

/** A calendar day as the date picker sends it, `yyyy-MM-dd`. */
const calendarDay = (message: string) => z.string({ error: message }).regex(/^\d{4}-\d{2}-\d{2}$/, message);

export const registrationFieldsSchema = z.object({
  listing_id: idSchema(biddingMessages.listingNotFound),
  company_id: idSchema(biddingMessages.noVerifiedCompany),
  contact_name: requiredText(biddingMessages.contactNameRequired).max(50),
  contact_phone: requiredText(biddingMessages.contactPhoneRequired)
    .max(30)
    .regex(/^[0-9+\- ]{7,30}$/, biddingMessages.contactPhoneInvalid),
  /** The qualification materials the listing's enroll_file asks for (private uploads of the caller). */
  files: z.array(fileEntrySchema).max(10, '最多上传 10 个文件').default([]),
  /**
   * The 竞买须知 the buyer read and accepted: the SHA-256 (hex) of its text as `biddingStanding`
   * sent it (`notice.sha256`). The server refuses a registration whose hash is not the current
   * notice's (docs/bidding.md "Registration").
   */
  notice_sha256: z
    .string({ error: biddingMessages.noticeNotAccepted })
    .regex(/^[0-9a-f]{64}$/, biddingMessages.noticeNotAccepted),
});
export type RegistrationFields = z.output<typeof registrationFieldsSchema>;

export const registrationIdSchema = z.object({ id: idSchema(biddingMessages.registrationNotFound) });
export const listingStandingQuerySchema = z.object({ listing_id: idSchema(biddingMessages.listingNotFound) });
export const myRegistrationsQuerySchema = pageSchema(10, 50);

/** The staff member's own note on a deposit's arrival or refund; none is ''. */
const depositRemark = z.string().trim().max(200).default('');

/** What staff record when a bank transfer has arrived (amount in 万元). */
export const depositRecordSchema = z.object({
  id: idSchema(biddingMessages.registrationNotFound),
  provider: z.enum(Object.keys(DEPOSIT_PROVIDERS) as [DepositProvider], {
    error: biddingMessages.depositProviderUnknown,
  }),
  /** 万元 as a decimal string (money.ts): what the column holds, strictly. */
  amount: moneySchema(biddingMessages.depositAmountRequired),
  paid_on: calendarDay(biddingMessages.depositDateRequired),
  reference: requiredText(biddingMessages.depositReferenceRequired).max(60),
  remark: depositRemark,
});
export type DepositRecordInput = z.output<typeof depositRecordSchema>;

/** What staff record when a deposit to be refunded (3) has gone back to the buyer's account. */
export const depositRefundSchema = z.object({
  id: idSchema(biddingMessages.registrationNotFound),
  refunded_on: calendarDay(biddingMessages.refundDateRequired),
  reference: requiredText(biddingMessages.refundReferenceRequired).max(60),
  remark: depositRemark,
});
export type DepositRefundInput = z.output<typeof depositRefundSchema>;

/** A correction of a recorded deposit: the amounts as they should be, and why (kept beside the first entry). */
export const depositCorrectSchema = depositRecordSchema.extend({
  remark: requiredText(biddingMessages.correctionReasonRequired).max(200),
});
export type DepositCorrectInput = z.output<typeof depositCorrectSchema>;

/** A correction of a recorded (or confirmed) refund: the date and reference as they should be, and why. */
export const refundCorrectSchema = depositRefundSchema.extend({
  remark: requiredText(biddingMessages.correctionReasonRequired).max(200),
});
export type RefundCorrectInput = z.output<typeof refundCorrectSchema>;

/** A staff member's confirmation of what another recorded (an arrival or a refund): four eyes on money. */
export const depositConfirmSchema = z.object({
  id: idSchema(biddingMessages.registrationNotFound),
  remark: depositRemark,
});
export type DepositConfirmInput = z.output<typeof depositConfirmSchema>;

export const registrationQueueQuerySchema = reviewQueueQuerySchema({ status: queueStatusSchema(3) });
