import { z } from 'zod';
import {
  BIDDING_API,
  BIDDING_CONSOLE_API,
  depositRecordSchema,
  depositRefundSchema,
  listingStandingQuerySchema,
  myRegistrationsQuerySchema,
  registrationFieldsSchema,
  registrationIdSchema,
  registrationQueueQuerySchema,
  type ListingStanding,
  type RegistrationQueueRow,
  type RegistrationView,
} from '../bidding.js';
import {
  AUCTION_API,
  AUCTION_CONSOLE_API,
  auctionListQuerySchema,
  auctionPauseSchema,
  auctionQuerySchema,
  auctionResumeSchema,
  bidSchema,
  type AuctionListRow,
  type AuctionPhase,
  type AuctionView,
  type BidView,
} from '../auction.js';
import { reviewDecisionRoute } from './console.js';
import { pageOf, reviewerRoutes, routeGroup, USER } from './defineRoute.js';
import { int, servedFileSchema, text } from './fields.js';

const bidders = routeGroup('bidding', USER);

const registrationSchema = z.object({
  id: int,
  listing_id: int,
  form_type: int,
  product_id: text,
  product_name: text,
  company_id: int,
  company_name: text,
  contact_name: text,
  contact_phone: text,
  files: z.array(servedFileSchema),
  status: int,
  remark: text,
  bidder_code: text,
  deposit_due: text,
  deposit_status: int,
  deposit_amount: text,
  deposit_paid_on: text,
  deposit_reference: text,
  deposit_refunded_on: text,
  deposit_refund_reference: text,
  end_time: text,
  withdrawable: z.boolean(),
  result: int,
  confirmation_no: text,
  create_time: text,
  update_time: text,
}) satisfies z.ZodType<RegistrationView>;

const queueRowSchema = registrationSchema.extend({
  userMobile: text,
  version: text,
}) satisfies z.ZodType<RegistrationQueueRow>;

const standingSchema = z.object({
  can_register: z.boolean(),
  reason: text,
  enterprises: z.array(z.object({ id: int, company_name: text })),
  registrations: z.array(registrationSchema),
  enroll_files: z.array(text),
  confirmation_no: text,
}) satisfies z.ZodType<ListingStanding>;

/** AUCTION_PHASE's keys: the phase the room and the console's list both answer. */
const auctionPhase = z.enum(['pending', 'free', 'timed', 'paused', 'ended']) satisfies z.ZodType<AuctionPhase>;

export const bidViewSchema = z.object({
  seq: int,
  bidder_code: text,
  company_name: text.optional(),
  amount: text,
  placed_at: text,
  mine: z.boolean(),
}) satisfies z.ZodType<BidView>;

const auctionViewSchema = z.object({
  id: int,
  listing_id: int,
  product_name: text,
  phase: auctionPhase,
  start_price: text,
  increment: text,
  current_price: text,
  next_minimum: text,
  bid_count: int,
  opens_at: text,
  timed_from: text,
  ends_at: text,
  extension_minutes: int,
  pause_reason: text,
  version: int,
  server_time: text,
  history: z.array(bidViewSchema),
  me: z.object({ bidder_code: text, can_bid: z.boolean(), leading: z.boolean(), best: text }),
}) satisfies z.ZodType<AuctionView>;

const auctionListRowSchema = z.object({
  id: int,
  listingId: int,
  productName: text,
  state: z.enum(['open', 'paused', 'closed']),
  phase: auctionPhase,
  currentPrice: text,
  bidCount: int,
  endsAt: text,
  pauseReason: text,
  leaderCode: text,
  leaderCompany: text,
}) satisfies z.ZodType<AuctionListRow>;

/** Buying a listing (docs/bidding.md): registration, deposit, qualification, the auction. */
export const biddingApi = {
  biddingRegister: bidders.write({
    path: BIDDING_API.register,
    summary: '意向受让登记（报名期内；已认证企业；附资格证明材料）',
    input: registrationFieldsSchema,
    output: registrationSchema,
  }),
  biddingWithdraw: bidders.write({
    path: BIDDING_API.withdraw,
    summary: '撤回报名（报名期结束前）',
    input: registrationIdSchema,
    output: registrationSchema,
  }),
  biddingMine: bidders.read({
    path: BIDDING_API.mine,
    summary: '我的报名与竞价（保证金及退还状态）',
    input: myRegistrationsQuerySchema,
    output: pageOf(registrationSchema),
  }),
  biddingStanding: bidders.read({
    path: BIDDING_API.standing,
    summary: '我在某挂牌项目上的报名状态',
    input: listingStandingQuerySchema,
    output: standingSchema,
  }),
  auctionState: bidders.read({
    path: AUCTION_API.state,
    summary: '竞价室状态（当前价、结束时间、出价记录〔竞价号〕、我的位置）',
    input: auctionQuerySchema,
    output: auctionViewSchema,
  }),
  auctionBid: bidders.write({
    path: AUCTION_API.bid,
    summary: '出价（资格已确认的竞买人；须按加价幅度整数倍加价；最后若干分钟内出价顺延结束时间）',
    input: bidSchema,
    output: auctionViewSchema,
  }),
  auctionEvents: bidders.read({
    path: AUCTION_API.events,
    summary:
      '竞价室实时推送（Server-Sent Events：event state，id 为竞价版本号；带 Last-Event-ID 重连时只补发更新的状态）',
    input: auctionQuerySchema,
    output: null,
  }),
  auctionWatch: reviewerRoutes.read({
    path: AUCTION_CONSOLE_API.watch,
    summary: '竞价监看（出价记录附竞买企业名称）',
    input: auctionQuerySchema,
    output: auctionViewSchema,
  }),
  registrationQueue: reviewerRoutes.read({
    path: BIDDING_CONSOLE_API.list,
    summary: '意向受让报名与资格确认队列（按状态、项目名称筛选，分页）',
    input: registrationQueueQuerySchema,
    output: pageOf(queueRowSchema),
  }),
  registrationDetail: reviewerRoutes.read({
    path: BIDDING_CONSOLE_API.detail,
    summary: '报名详情（资格证明材料、保证金）',
    input: registrationIdSchema,
    output: queueRowSchema,
  }),
  registrationDecide: reviewDecisionRoute(
    BIDDING_CONSOLE_API.decide,
    '资格确认：确认（须保证金已到账）/ 不予确认（须填写意见）',
    queueRowSchema.pick({ id: true, status: true, remark: true, bidder_code: true }),
  ),
  depositRecord: reviewerRoutes.write({
    path: BIDDING_CONSOLE_API.deposit,
    summary: '登记保证金到账（银行转账：金额、日期、流水号）',
    input: depositRecordSchema,
    output: queueRowSchema,
  }),
  depositRefund: reviewerRoutes.write({
    path: BIDDING_CONSOLE_API.refund,
    summary: '登记保证金退还（待退还 → 已退还：退还日期、退款流水号）',
    input: depositRefundSchema,
    output: queueRowSchema,
  }),
  auctionList: reviewerRoutes.read({
    path: AUCTION_CONSOLE_API.list,
    summary: '网络竞价列表（按状态筛选，最新在前）',
    input: auctionListQuerySchema,
    output: pageOf(auctionListRowSchema),
  }),
  auctionPause: reviewerRoutes.write({
    path: AUCTION_CONSOLE_API.pause,
    summary: '暂停网络竞价（须填写原因；暂停期间不接受出价，剩余时间冻结）',
    input: auctionPauseSchema,
    output: auctionViewSchema,
  }),
  auctionResume: reviewerRoutes.write({
    path: AUCTION_CONSOLE_API.resume,
    summary: '恢复网络竞价（结束时间按暂停时长顺延）',
    input: auctionResumeSchema,
    output: auctionViewSchema,
  }),
};
