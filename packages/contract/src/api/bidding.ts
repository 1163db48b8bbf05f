import { z } from 'zod';
import {
  BIDDING_API,
  BIDDING_CONSOLE_API,
  depositRecordSchema,
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
  auctionQuerySchema,
  bidSchema,
  type AuctionView,
  type BidView,
} from '../auction.js';
import { reviewDecisionRoute } from './console.js';
import { defineRoute, pageOf, staffWith, USER } from './defineRoute.js';
import { servedFileSchema } from './enterprises.js';

const text = z.string();
const int = z.number().int();

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
  end_time: text,
  withdrawable: z.boolean(),
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
}) satisfies z.ZodType<ListingStanding>;

const bidViewSchema = z.object({
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
  phase: z.enum(['pending', 'free', 'timed', 'paused', 'ended']),
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

/** Buying a listing (docs/bidding.md): registration, deposit, qualification, the auction. */
export const biddingApi = {
  biddingRegister: defineRoute({
    path: BIDDING_API.register,
    kind: 'write',
    access: USER,
    tag: 'bidding',
    summary: '意向受让登记（报名期内；已认证企业；附资格证明材料）',
    input: registrationFieldsSchema,
    output: registrationSchema,
  }),
  biddingWithdraw: defineRoute({
    path: BIDDING_API.withdraw,
    kind: 'write',
    access: USER,
    tag: 'bidding',
    summary: '撤回报名（报名期结束前）',
    input: registrationIdSchema,
    output: registrationSchema,
  }),
  biddingMine: defineRoute({
    path: BIDDING_API.mine,
    kind: 'read',
    access: USER,
    tag: 'bidding',
    summary: '我的报名与竞价（保证金及退还状态）',
    input: myRegistrationsQuerySchema,
    output: pageOf(registrationSchema),
  }),
  biddingStanding: defineRoute({
    path: BIDDING_API.standing,
    kind: 'read',
    access: USER,
    tag: 'bidding',
    summary: '我在某挂牌项目上的报名状态',
    input: listingStandingQuerySchema,
    output: standingSchema,
  }),
  auctionState: defineRoute({
    path: AUCTION_API.state,
    kind: 'read',
    access: USER,
    tag: 'bidding',
    summary: '竞价室状态（当前价、结束时间、出价记录〔竞价号〕、我的位置）',
    input: auctionQuerySchema,
    output: auctionViewSchema,
  }),
  auctionBid: defineRoute({
    path: AUCTION_API.bid,
    kind: 'write',
    access: USER,
    tag: 'bidding',
    summary: '出价（资格已确认的竞买人；须按加价幅度整数倍加价；最后若干分钟内出价顺延结束时间）',
    input: bidSchema,
    output: auctionViewSchema,
  }),
  auctionEvents: defineRoute({
    path: AUCTION_API.events,
    kind: 'read',
    access: USER,
    tag: 'bidding',
    summary:
      '竞价室实时推送（Server-Sent Events：event state，id 为竞价版本号；带 Last-Event-ID 重连时只补发更新的状态）',
    input: auctionQuerySchema,
    output: null,
  }),
  auctionWatch: defineRoute({
    path: AUCTION_CONSOLE_API.watch,
    kind: 'read',
    access: staffWith('review.decide'),
    tag: 'console',
    summary: '竞价监看（出价记录附竞买企业名称）',
    input: auctionQuerySchema,
    output: auctionViewSchema,
  }),
  registrationQueue: defineRoute({
    path: BIDDING_CONSOLE_API.list,
    kind: 'read',
    access: staffWith('review.decide'),
    tag: 'console',
    summary: '意向受让报名与资格确认队列（按状态、项目名称筛选，分页）',
    input: registrationQueueQuerySchema,
    output: pageOf(queueRowSchema),
  }),
  registrationDetail: defineRoute({
    path: BIDDING_CONSOLE_API.detail,
    kind: 'read',
    access: staffWith('review.decide'),
    tag: 'console',
    summary: '报名详情（资格证明材料、保证金）',
    input: registrationIdSchema,
    output: queueRowSchema,
  }),
  registrationDecide: reviewDecisionRoute(
    BIDDING_CONSOLE_API.decide,
    '资格确认：确认（须保证金已到账）/ 不予确认（须填写意见）',
    queueRowSchema.pick({ id: true, status: true, remark: true, bidder_code: true }),
  ),
  depositRecord: defineRoute({
    path: BIDDING_CONSOLE_API.deposit,
    kind: 'write',
    access: staffWith('review.decide'),
    tag: 'console',
    summary: '登记保证金到账（银行转账：金额、日期、流水号）',
    input: depositRecordSchema,
    output: queueRowSchema,
  }),
};
