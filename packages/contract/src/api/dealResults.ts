import { z } from 'zod';
import {
  biddingHistoryQuerySchema,
  confirmationDownloadQuerySchema,
  confirmationLinkQuerySchema,
  dealOfListingQuerySchema,
  dealVerifyQuerySchema,
  myDealsQuerySchema,
} from '../dealResultQueries.js';
import { API } from '../routes.js';
import { bidViewSchema } from './bidding.js';
import { OWN_LIST, ownRecord, pageOf, portalRoutes, SELF_ANSWERED } from './defineRoute.js';
import { int, listingReferenceFields, signedLinkSchema, text } from './fields.js';

const { anyone, signedIn } = portalRoutes('bidding');

export const verificationSchema = z.object({
  no: text,
  ...listingReferenceFields,
  method: int,
  seller_name: text,
  buyer_name: text,
  quantity: text,
  /** 万元, two decimals. */
  price: text,
  /** China time, yyyy-MM-dd HH:mm:ss. */
  dealt_at: text,
  /** The published deal announcement's id, 0 until an editor publishes it. */
  announcement_id: int,
  /**
   * SHA-256 (hex, lower case) of the stored 成交确认书 PDF, which every download serves unchanged, so a
   * holder can compare the file's own; '' when read by listing (docs/bidding.md "The result").
   */
  document_sha256: text,
});

export const historySchema = z.object({
  listing_id: int,
  start_price: text,
  final_price: text,
  bid_count: int,
  opens_at: text,
  closed_at: text,
  /** Newest first; `mine` is always false here. */
  bids: z.array(bidViewSchema),
});

export const linkSchema = signedLinkSchema({ no: text });

/** One sale of the caller's, as seller or buyer, in the personal center's 我的成交. */
export const myDealSchema = verificationSchema.omit({ announcement_id: true, document_sha256: true }).extend({
  /** The confirmation's id: the row's key. */
  id: int,
  /** DEAL_ROLE's key: which side the caller was on. */
  role: z.enum(['seller', 'buyer']),
  /** The other side's name. */
  counterparty: text,
  /** The buyer's bidder code in an auction, '' in an agreement transfer. */
  bidder_code: text,
});

/** The result of a sale (docs/bidding.md "The result"): verification, the confirmation PDF, the bidding record. */
export const dealResultsApi = {
  dealVerify: anyone.read({
    path: API.dealVerify,
    summary: '成交确认书验证（按验证编号查询成交事实）',
    input: dealVerifyQuerySchema,
    output: verificationSchema,
  }),
  dealOfListing: anyone.read({
    path: API.dealOfListing,
    summary: '挂牌项目的成交结果（平台成交的项目；含验证编号）',
    input: dealOfListingQuerySchema,
    output: verificationSchema,
  }),
  dealConfirmationLink: signedIn.read({
    owner: ownRecord('deal', 'listing_id'),
    path: API.dealConfirmationLink,
    summary: '成交确认书 PDF 的短时签名链接（仅转让方与受让方）',
    input: confirmationLinkQuerySchema,
    output: linkSchema,
  }),
  dealConfirmation: anyone.read({
    path: API.dealConfirmation,
    summary: '按签名链接下载成交确认书 PDF（签名即凭证）',
    input: confirmationDownloadQuerySchema,
    output: SELF_ANSWERED,
  }),
  dealMine: signedIn.read({
    owner: OWN_LIST,
    path: API.dealMine,
    summary: '我的成交（作为转让方或受让方的平台成交，新者在前；附成交确认书）',
    input: myDealsQuerySchema,
    output: pageOf(myDealSchema),
  }),
  biddingHistory: anyone.read({
    path: API.biddingHistory,
    summary: '已结束网络竞价的出价记录（仅竞价号）',
    input: biddingHistoryQuerySchema,
    output: historySchema,
  }),
};

/** What the public verification page shows: the facts the PDF prints. */
export type DealVerification = z.output<typeof verificationSchema>;
/** A closed auction's record, public once it has ended: codes only, never names. */
export type BiddingHistory = z.output<typeof historySchema>;
/** A short-lived link to the caller's 成交确认书 PDF. */
export type ConfirmationLink = z.output<typeof linkSchema>;
/** One of the caller's sales, as seller or buyer (the personal center's 我的成交). */
export type MyDeal = z.output<typeof myDealSchema>;
