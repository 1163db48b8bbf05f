import { z } from 'zod';
import {
  depositLedgerQuerySchema,
  depositLedgerSchema,
  statementConfirmResultSchema,
  statementConfirmSchema,
  statementImportSchema,
  statementLineSchema,
  statementLinesQuerySchema,
} from '../depositLedger.js';
import {
  depositConfirmSchema,
  depositCorrectSchema,
  depositRecordSchema,
  depositRefundSchema,
  refundCorrectSchema,
  listingStandingQuerySchema,
  myRegistrationsQuerySchema,
  registrationFieldsSchema,
  registrationIdSchema,
  registrationQueueQuerySchema,
} from '../bidding.js';
import {
  auctionListQuerySchema,
  auctionPauseSchema,
  auctionQuerySchema,
  auctionResumeSchema,
  bidSchema,
  type AuctionPhase,
} from '../auction.js';
import { CONSOLE_API } from '../console.js';
import { API } from '../routes.js';
import { reviewDecisionRoute } from './console.js';
import {
  OWN_LIST,
  ownParent,
  ownRecord,
  pageOf,
  reviewerRoutes,
  routeGroup,
  SELF_ANSWERED,
  STANDING,
  USER,
  USER_RECENT_SESSION,
} from './defineRoute.js';
import { int, listingReferenceFields, servedFileSchema, text } from './fields.js';

const bidders = routeGroup('bidding', USER);
// Bids come hundreds a second in an auction's last minute, most of them too low (docs/bidding.md).
const eagerBidders = routeGroup('bidding', USER_RECENT_SESSION);

export const registrationSchema = z.object({
  id: int,
  ...listingReferenceFields,
  company_id: int,
  company_name: text,
  contact_name: text,
  contact_phone: text,
  files: z.array(servedFileSchema),
  status: int,
  remark: text,
  /** 竞价号: given when the qualification is confirmed; other bidders see only this. */
  bidder_code: text,
  /** The listing's margin_money, as the listing states it. */
  deposit_due: text,
  deposit_status: int,
  deposit_amount: text,
  deposit_paid_on: text,
  deposit_reference: text,
  /** When a deposit to be refunded went back (date) and the bank's reference; '' before. */
  deposit_refunded_on: text,
  deposit_refund_reference: text,
  /** The listing's end of enrolment (China time); withdrawable until then. */
  end_time: text,
  withdrawable: z.boolean(),
  /** BUYER_RESULT: 1 this registration bought the listing, 2 the listing was sold to another or not at all. */
  result: int,
  /** The 成交确认书's verification number when `result` is 1. */
  confirmation_no: text,
  /** The reference to write on the deposit's bank transfer (depositTransferReference). */
  transfer_reference: text,
  /** The exchange's receiving account (system settings); '' each when not configured. */
  payee_account_name: text,
  payee_open_bank: text,
  payee_account: text,
  /** When a qualified registration's auction is expected to open (China time, the window's end); '' otherwise. */
  bidding_opens_at: text,
  /** When the buyer accepted the 竞买须知 (China time), '' for registrations from before. */
  notice_accepted_at: text,
  create_time: text,
  update_time: text,
});

export const queueRowSchema = registrationSchema.extend({
  userMobile: text,
  version: text,
  /** Who recorded (or last corrected) the arrival, and the refund, awaiting confirmation by another; 0 none. */
  deposit_recorded_by: int,
  deposit_refund_recorded_by: int,
});

export const standingSchema = z.object({
  can_register: z.boolean(),
  /** Why not, in the words the page shows ('' when they can). */
  reason: text,
  /** Their verified enterprises that may register (not the listing's own, not already registered). */
  enterprises: z.array(z.object({ id: int, company_name: text })),
  registrations: z.array(registrationSchema),
  /** The materials the listing's enroll_file asks for: each opened through listingAttachmentLink (kind 'enroll', index). */
  enroll_files: z.array(text),
  /** The 竞买须知 (system setting trading_notice, HTML) and the SHA-256 of its text, which the registration sends back. */
  notice: z.object({ html: text, sha256: text }),
  /** Contact prefill for each of `enterprises`: the enterprise's record (editable in the form). */
  contacts: z.array(z.object({ company_id: int, contact_name: text, contact_phone: text })),
  /** The 成交确认书's number when the listing was sold on the platform and the caller is its buyer or seller. */
  confirmation_no: text,
});

/** AUCTION_PHASE's keys: the phase the room and the console's list both answer. */
const auctionPhase = z.enum([
  'pending',
  'free',
  'timed',
  'paused',
  'ended',
  'cancelled',
]) satisfies z.ZodType<AuctionPhase>;

export const bidViewSchema = z.object({
  /** The auction's version this bid made (the SSE event id). */
  seq: int,
  bidder_code: text,
  /** Only in the console's view: staff see who is who. */
  company_name: text.optional(),
  amount: text,
  /** ISO instant. */
  placed_at: text,
  mine: z.boolean(),
});

/**
 * The live feed's first event on a listing that has no auction yet (event `waiting`, no id): the
 * disclosure window's end, when the window-close job opens the auction if two or more bidders are
 * qualified by then (docs/bidding.md "Live updates"). The stream stays open and sends `state` once
 * the auction exists.
 */
export const auctionWaitingSchema = z.object({
  listing_id: int,
  product_name: text,
  /** The expected opening: the listing's end of enrolment (ISO instant). */
  opens_at: text,
  /** Server's clock when answered (ISO). */
  server_time: text,
});

export const auctionViewSchema = z.object({
  id: int,
  listing_id: int,
  product_name: text,
  phase: auctionPhase,
  start_price: text,
  increment: text,
  /** The highest accepted bid, '' before the first. */
  current_price: text,
  /** The lowest acceptable next bid. */
  next_minimum: text,
  /** The highest acceptable next bid (one bid raises the price by at most MAX_RAISE_INCREMENTS increments). */
  next_maximum: text,
  /** The leading bid's 竞价号, '' before the first bid: the page shows who leads from this, never from the history. */
  leader_code: text,
  /** Milliseconds left until the end by the server's clock; while paused, what was left at the pause (the clock stands still). */
  remaining_ms: int,
  /** Why the room takes no bid now ('' while it does): 竞价尚未开始, 竞价已暂停，请稍候, 竞价已结束…. */
  closed_reason: text,
  bid_count: int,
  opens_at: text,
  timed_from: text,
  /** Moves with each late bid. */
  ends_at: text,
  extension_minutes: int,
  pause_reason: text,
  version: int,
  /** Server's clock when answered (ISO): the page counts down from it, not from the browser's clock. */
  server_time: text,
  /** Newest first. */
  history: z.array(bidViewSchema),
  /** The caller's place: their code ('' when not a bidder), whether they lead, their best bid. */
  me: z.object({
    bidder_code: text,
    can_bid: z.boolean(),
    leading: z.boolean(),
    best: text,
    /** Once the auction is settled: 'won' (this bidder bought), 'lost'; '' before, and for watchers. */
    result: z.enum(['', 'won', 'lost']),
  }),
});

export const auctionListRowSchema = z.object({
  id: int,
  listingId: int,
  productName: text,
  state: z.enum(['open', 'paused', 'closed', 'cancelled']),
  phase: auctionPhase,
  currentPrice: text,
  bidCount: int,
  endsAt: text,
  pauseReason: text,
  leaderCode: text,
  leaderCompany: text,
});

/** A listing whose transaction job failed, for staff (ISO instants). */
export const attentionRowSchema = z.object({
  listingId: int,
  productName: text,
  /** 'close' the window close, 'settle' the auction's settlement. */
  job: z.enum(['close', 'settle']),
  error: text,
  attempts: int,
  firstFailedAt: text,
  lastFailedAt: text,
});

/** Buying a listing (docs/bidding.md): registration, deposit, qualification, the auction. */
export const biddingApi = {
  biddingRegister: bidders.write({
    owner: ownParent('enterprise', 'company_id'),
    path: API.biddingRegister,
    summary: '意向受让登记（报名期内；已认证企业；附资格证明材料）',
    input: registrationFieldsSchema,
    output: registrationSchema,
  }),
  biddingWithdraw: bidders.write({
    owner: ownRecord('registration'),
    path: API.biddingWithdraw,
    summary: '撤回报名（报名期结束前）',
    input: registrationIdSchema,
    output: registrationSchema,
  }),
  biddingMine: bidders.read({
    owner: OWN_LIST,
    path: API.biddingMine,
    summary: '我的报名与竞价（保证金及退还状态）',
    input: myRegistrationsQuerySchema,
    output: pageOf(registrationSchema),
  }),
  biddingStanding: bidders.read({
    owner: STANDING,
    path: API.biddingStanding,
    summary: '我在某挂牌项目上的报名状态',
    input: listingStandingQuerySchema,
    output: standingSchema,
  }),
  auctionState: bidders.read({
    owner: STANDING,
    path: API.auctionState,
    summary: '竞价室状态（当前价、结束时间、出价记录〔竞价号〕、我的位置）',
    input: auctionQuerySchema,
    output: auctionViewSchema,
  }),
  auctionBid: eagerBidders.write({
    owner: ownParent('qualifiedRegistration', 'auction_id'),
    path: API.auctionBid,
    summary: '出价（资格已确认的竞买人；须按加价幅度整数倍加价；最后若干分钟内出价顺延结束时间）',
    input: bidSchema,
    output: auctionViewSchema,
  }),
  auctionEvents: bidders.read({
    owner: STANDING,
    path: API.auctionEvents,
    summary:
      '竞价室实时推送（Server-Sent Events：event state，id 为竞价版本号；带 Last-Event-ID 重连时只补发更新的状态；竞价开始前先发 event waiting（预计开始时间），连接保持，竞价开始后推送 state）',
    input: auctionQuerySchema,
    output: null,
  }),
  auctionWatch: reviewerRoutes.read({
    path: CONSOLE_API.auctionWatch,
    summary: '竞价监看（出价记录附竞买企业名称）',
    input: auctionQuerySchema,
    output: auctionViewSchema,
  }),
  registrationQueue: reviewerRoutes.read({
    path: CONSOLE_API.biddingRegistrationQueue,
    summary: '意向受让报名与资格确认队列（按状态、项目名称筛选，分页）',
    input: registrationQueueQuerySchema,
    output: pageOf(queueRowSchema),
  }),
  registrationDetail: reviewerRoutes.read({
    path: CONSOLE_API.biddingRegistrationDetail,
    summary: '报名详情（资格证明材料、保证金）',
    input: registrationIdSchema,
    output: queueRowSchema,
  }),
  registrationDecide: reviewDecisionRoute(
    CONSOLE_API.biddingRegistrationDecide,
    '资格确认：确认（须保证金已到账）/ 不予确认（须填写意见）',
    queueRowSchema.pick({ id: true, status: true, remark: true, bidder_code: true }),
  ),
  depositRecord: reviewerRoutes.write({
    path: CONSOLE_API.biddingDeposit,
    summary: '登记保证金到账（银行转账：金额、日期、流水号；待另一名工作人员确认）',
    input: depositRecordSchema,
    output: queueRowSchema,
  }),
  depositRefund: reviewerRoutes.write({
    path: CONSOLE_API.biddingRefund,
    summary: '登记保证金退还（待退还 → 待确认退还：退还日期、退款流水号）',
    input: depositRefundSchema,
    output: queueRowSchema,
  }),
  depositCorrect: reviewerRoutes.write({
    path: CONSOLE_API.biddingDepositCorrect,
    summary: '更正保证金登记（新的台账记录，原登记保留；须重新确认）',
    input: depositCorrectSchema,
    output: queueRowSchema,
  }),
  depositConfirm: reviewerRoutes.write({
    path: CONSOLE_API.biddingDepositConfirm,
    summary: '确认保证金到账（待确认到账 → 已到账；须由登记人以外的工作人员确认）',
    input: depositConfirmSchema,
    output: queueRowSchema,
  }),
  refundConfirm: reviewerRoutes.write({
    path: CONSOLE_API.biddingRefundConfirm,
    summary: '确认保证金退还（待确认退还 → 已退还；须由登记人以外的工作人员确认）',
    input: depositConfirmSchema,
    output: queueRowSchema,
  }),
  refundCorrect: reviewerRoutes.write({
    path: CONSOLE_API.biddingRefundCorrect,
    summary: '更正保证金退还（新的台账记录，原登记保留；回到待确认退还，须由更正人以外的工作人员确认）',
    input: refundCorrectSchema,
    output: queueRowSchema,
  }),
  depositLedger: reviewerRoutes.read({
    path: CONSOLE_API.depositLedger,
    summary: '保证金台账（按状态、工作队列、项目、受让方、到账日期筛选；各状态笔数与金额合计）',
    input: depositLedgerQuerySchema,
    output: depositLedgerSchema,
  }),
  registrationExport: reviewerRoutes.read({
    path: CONSOLE_API.biddingRegistrationExport,
    summary: '导出意向受让登记（当前筛选条件下的全部记录，.xlsx：中文表头、金额为数值、北京时间）',
    input: registrationQueueQuerySchema,
    output: SELF_ANSWERED,
  }),
  depositLedgerExport: reviewerRoutes.read({
    path: CONSOLE_API.depositLedgerExport,
    summary: '导出保证金台账（当前筛选条件下的全部记录，.xlsx：中文表头、金额为数值、北京时间）',
    input: depositLedgerQuerySchema,
    output: SELF_ANSWERED,
  }),
  statementImport: reviewerRoutes.write({
    path: CONSOLE_API.statementImport,
    summary:
      '导入收款账户银行流水（multipart，字段 file：.xlsx 或 .csv）；按附言、再按付款人名称与金额匹配报名并登记到账（待另一名工作人员确认）',
    output: statementImportSchema,
    multipart: true,
  }),
  statementLines: reviewerRoutes.read({
    path: CONSOLE_API.statementLines,
    summary: '银行流水明细（按导入批次、匹配结果筛选；未匹配与不符的为异常）',
    input: statementLinesQuerySchema,
    output: pageOf(statementLineSchema),
  }),
  statementConfirm: reviewerRoutes.write({
    path: CONSOLE_API.statementConfirm,
    summary: '批量确认一次导入登记的到账（须由导入人以外的工作人员确认）',
    input: statementConfirmSchema,
    output: statementConfirmResultSchema,
  }),
  transactionAttention: reviewerRoutes.read({
    path: CONSOLE_API.transactionAttention,
    summary: '需要处理的交易：报名截止处理或竞价结算失败的挂牌项目（失败原因、次数、时间）',
    input: z.object({}),
    output: z.array(attentionRowSchema),
  }),
  auctionList: reviewerRoutes.read({
    path: CONSOLE_API.auctionList,
    summary: '网络竞价列表（按状态筛选，最新在前）',
    input: auctionListQuerySchema,
    output: pageOf(auctionListRowSchema),
  }),
  auctionPause: reviewerRoutes.write({
    path: CONSOLE_API.auctionPause,
    summary: '暂停网络竞价（须填写原因；暂停期间不接受出价，剩余时间冻结）',
    input: auctionPauseSchema,
    output: auctionViewSchema,
  }),
  auctionResume: reviewerRoutes.write({
    path: CONSOLE_API.auctionResume,
    summary: '恢复网络竞价（结束时间按暂停时长顺延）',
    input: auctionResumeSchema,
    output: auctionViewSchema,
  }),
};

/** A bid as everyone in the room sees it: the bidder's 竞价号, never a name. */
export type BidView = z.output<typeof bidViewSchema>;
/** The room's state: what a refresh (or an SSE event) shows. */
export type AuctionView = z.output<typeof auctionViewSchema>;
/** A listing's room before its auction exists: when bidding is expected to open. */
export type AuctionWaiting = z.output<typeof auctionWaitingSchema>;
/** A row of the console's auction list (console names, ISO instants). */
export type AuctionListRow = z.output<typeof auctionListRowSchema>;

/** A registration as its buyer reads it (portal wire names). */
export type RegistrationView = z.output<typeof registrationSchema>;
/** Where the calling user stands on one listing: may they register, and their registration if any. */
export type ListingStanding = z.output<typeof standingSchema>;
/** A registration in the console: the buyer's record plus who sent it and the version a decision holds. */
export type RegistrationQueueRow = z.output<typeof queueRowSchema>;
