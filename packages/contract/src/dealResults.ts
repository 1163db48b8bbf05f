import { z } from 'zod';
import { idSchema } from './ids.js';
import type { historySchema, linkSchema, verificationSchema } from './api/dealResults.js';

/**
 * The result of a sale on the platform (docs/bidding.md "The result"): the 成交确认书 of both sides,
 * its public verification, and the bidding history a closed listing shows. Prices in 万元.
 */
export const dealMessages = {
  confirmationNotFound: '未找到该成交确认书，请核对验证编号',
  notParty: '仅成交双方可下载成交确认书',
  noConfirmation: '该项目尚无成交确认书',
  linkExpired: '下载链接已失效，请重新下载',
  historyNotFound: '该项目没有网络竞价记录',
  historyNotYet: '竞价结束后公布竞价记录',
  noDeal: '该项目尚未在平台成交',
} as const;

/** How the buyer was found (deal_confirmations.method). */
export const DEAL_METHOD = { auction: 1, agreement: 2 } as const;
export const DEAL_METHOD_LABEL: Record<number, string> = { 1: '网络竞价', 2: '协议转让' };

/** A buyer's result on a listing, as myAccount shows it (RegistrationView.result). */
export const BUYER_RESULT = { none: 0, won: 1, lost: 2 } as const;
export const BUYER_RESULT_LABEL: Record<number, string> = { 0: '', 1: '已成交（受让方）', 2: '未成交' };

/** JHY, the China date of the deal, a dash and 8 characters without 0/O/1/I. */
export const VERIFICATION_NO_PATTERN = /^JHY\d{8}-[2-9A-HJ-NP-Z]{8}$/;

const verificationNo = z
  .string({ error: dealMessages.confirmationNotFound })
  .trim()
  .toUpperCase()
  .regex(VERIFICATION_NO_PATTERN, dealMessages.confirmationNotFound);
const listingId = idSchema(dealMessages.noConfirmation);

export const dealVerifyQuerySchema = z.object({ no: verificationNo });
export const confirmationLinkQuerySchema = z.object({ listing_id: listingId });
/** The signed link itself: opened by the browser without a token. */
export const confirmationDownloadQuerySchema = z.object({
  no: verificationNo,
  expires: z.coerce.number().int().positive().max(1e11),
  signature: z.string().regex(/^[A-Za-z0-9_-]{43}$/, dealMessages.linkExpired),
});
export const biddingHistoryQuerySchema = z.object({ listing_id: listingId });
export const dealOfListingQuerySchema = z.object({ listing_id: listingId });

/** What the public verification page shows: the facts the PDF prints. */
export type DealVerification = z.output<typeof verificationSchema>;

/** A closed auction's record, public once it has ended: codes only, never names. */
export type BiddingHistory = z.output<typeof historySchema>;

/** A short-lived link to the caller's 成交确认书 PDF. */
export type ConfirmationLink = z.output<typeof linkSchema>;

export const DEAL_API = {
  verify: '/index/Deal/verify',
  ofListing: '/index/Deal/ofListing',
  confirmationLink: '/index/Deal/confirmationLink',
  confirmation: '/index/Deal/confirmation',
  biddingHistory: '/index/Bidding/history',
} as const;
