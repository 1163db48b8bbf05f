import { lifeCycle } from './lifeCycle.js';
import { listingConsoleMessages } from './listingSubmissions.js';
import { reviewLifeCycle } from './review.js';
import { ENROLL_CODE } from './trading.js';
import { auctionMessages, biddingMessages, transactionMessages } from './transactionMessages.js';

/**
 * A listing's transaction (docs/lifecycles.md): the listing after its review, its registrations,
 * their deposits and its auction, each a life cycle with named states and a transition table. The
 * server's bidding module (apps/server/src/modules/bidding/: transactionRepository.ts,
 * listingTransaction.ts) is the only writer of these states and checks every operation here, inside
 * the transaction that writes; a refused one answers 409 with the refusal and changes nothing.
 */

/**
 * A public listing (after its review: docs/lifecycles.md "Listing"): the clock moves it from
 * upcoming to enrolling to closing (its window ended, the close job not yet run); the close leads
 * to an auction, an agreement transfer (one qualified buyer: sold at once at the listing price, or
 * left to staff when it has none), back to enrolling (extended, no buyer) or ended. Stored in
 * `closed_status` (null, 3 dealt, 4 ended) with the times, the closing and the auction; the codes
 * are `enroll_status` as the public reads it.
 */
export const LISTING_TRANSACTION = lifeCycle({
  name: '挂牌项目',
  codes: {
    upcoming: ENROLL_CODE.upcoming,
    enrolling: ENROLL_CODE.enrolling,
    closing: ENROLL_CODE.closed,
    auction: ENROLL_CODE.closed,
    agreement: ENROLL_CODE.closed,
    dealt: ENROLL_CODE.dealt,
    ended: ENROLL_CODE.ended,
  },
  transitions: {
    register: { from: ['enrolling'], to: ['enrolling'] },
    withdraw: { from: ['enrolling'], to: ['enrolling'] },
    recordDeposit: { from: ['enrolling'], to: ['enrolling'] },
    decideQualification: { from: ['enrolling'], to: ['enrolling'] },
    extend: { from: ['upcoming', 'enrolling'], to: ['upcoming', 'enrolling'] },
    closeWindow: { from: ['closing'], to: ['auction', 'agreement', 'dealt', 'enrolling', 'ended'] },
    recordDeal: { from: ['enrolling', 'agreement'], to: ['dealt'] },
    settle: { from: ['auction'], to: ['dealt', 'ended'] },
    end: { from: ['upcoming', 'enrolling', 'closing', 'auction', 'agreement'], to: ['ended'] },
  },
  refusals: {
    register: biddingMessages.notEnrolling,
    withdraw: biddingMessages.notWithdrawable,
    recordDeposit: transactionMessages.depositWindowClosed,
    decideQualification: biddingMessages.qualificationClosed,
    extend: transactionMessages.extendNotAllowed,
    closeWindow: transactionMessages.notClosable,
    recordDeal: transactionMessages.dealNotAllowed,
    settle: transactionMessages.notSettleable,
    end: listingConsoleMessages.notOperable,
  },
});
export type ListingTransactionState = (typeof LISTING_TRANSACTION.states)[number];
export type ListingOperation = (typeof LISTING_TRANSACTION.operations)[number];

/** 意向受让登记 (docs/bidding.md): `listing_registrations.status`. */
export const REGISTRATION = lifeCycle({
  name: '意向受让登记',
  codes: { pending: 0, qualified: 1, refused: 2, withdrawn: 3 },
  transitions: {
    qualify: { from: ['pending'], to: ['qualified'] },
    refuse: { from: ['pending'], to: ['refused'] },
    withdraw: { from: ['pending', 'qualified'], to: ['withdrawn'] },
  },
  refusals: {
    qualify: transactionMessages.registrationNotPending,
    refuse: transactionMessages.registrationNotPending,
    withdraw: biddingMessages.notWithdrawable,
  },
});
export type RegistrationState = (typeof REGISTRATION.states)[number];

/**
 * Qualification (资格确认): a pending registration is confirmed (→ 1) or refused (→ 2, with the
 * reason the buyer reads). Confirming needs the deposit received; the server says so.
 */
export const QUALIFICATION_REVIEW = reviewLifeCycle<0 | 1 | 2 | 3>(
  {
    pass: { from: [REGISTRATION.codes.pending], to: REGISTRATION.codes.qualified },
    reject: { from: [REGISTRATION.codes.pending], to: REGISTRATION.codes.refused },
  },
  { pass: '资格通过', reject: '不予通过' },
);

/**
 * A deposit (保证金): `registration_deposits.status`; toPay is a registration without a deposit row.
 * Money moves under four eyes (docs/lifecycles.md "Deposit"): one staff member records an arrival
 * (recorded, 待确认到账) and another confirms it (received, 已到账 — the only state that counts for
 * qualification); a refund is recorded (refundRecorded, 待确认退还) and confirmed by another. A
 * correction of a recorded deposit, or of a received one not yet used for a qualification, is a new
 * ledger entry that asks for a new confirmation; so is a correction of a recorded or confirmed refund
 * (its date or the bank's reference). Every arrived deposit ends converted into the price
 * (the buyer's) or refunded.
 */
export const DEPOSIT = lifeCycle({
  name: '保证金',
  codes: { toPay: 0, recorded: 5, received: 1, converted: 2, toRefund: 3, refundRecorded: 6, refunded: 4 },
  transitions: {
    record: { from: ['toPay'], to: ['recorded'] },
    correct: { from: ['recorded', 'received'], to: ['recorded'] },
    confirm: { from: ['recorded'], to: ['received'] },
    convert: { from: ['received'], to: ['converted'] },
    release: { from: ['recorded', 'received'], to: ['toRefund'] },
    refund: { from: ['toRefund'], to: ['refundRecorded'] },
    confirmRefund: { from: ['refundRecorded'], to: ['refunded'] },
    correctRefund: { from: ['refundRecorded', 'refunded'], to: ['refundRecorded'] },
  },
  refusals: {
    record: biddingMessages.depositNotRecordable,
    correct: biddingMessages.depositNotCorrectable,
    confirm: biddingMessages.depositNotConfirmable,
    convert: transactionMessages.notConvertible,
    release: transactionMessages.notReleasable,
    refund: biddingMessages.refundNotDue,
    confirmRefund: biddingMessages.refundNotConfirmable,
    correctRefund: biddingMessages.refundNotCorrectable,
  },
});
export type DepositState = (typeof DEPOSIT.states)[number];

/**
 * An online auction: `auctions.state` is 'open' while the clock moves it through pending (未开始), free
 * quotation, timed quotation and ended (awaiting settlement); 'paused', 'closed' (settled) and
 * 'cancelled' (the listing was ended by staff: no sale, every deposit to be refunded) are stored.
 */
export const AUCTION = lifeCycle({
  name: '网络竞价',
  codes: {
    pending: 'open',
    free: 'open',
    timed: 'open',
    ended: 'open',
    paused: 'paused',
    settled: 'closed',
    cancelled: 'cancelled',
  },
  transitions: {
    bid: { from: ['free', 'timed'], to: ['free', 'timed'] },
    pause: { from: ['pending', 'free', 'timed'], to: ['paused'] },
    resume: { from: ['paused'], to: ['pending', 'free', 'timed'] },
    settle: { from: ['ended'], to: ['settled'] },
    cancel: { from: ['pending', 'free', 'timed', 'paused', 'ended'], to: ['cancelled'] },
  },
  refusals: {
    bid: auctionMessages.ended,
    pause: auctionMessages.notPausable,
    resume: auctionMessages.notPaused,
    settle: transactionMessages.notSettleableAuction,
    cancel: transactionMessages.notCancellable,
  },
});
export type AuctionLifeState = (typeof AUCTION.states)[number];

/** Why a bid is refused, by the auction's state: the room says which. */
export const BID_REFUSALS: Record<AuctionLifeState, string> = {
  pending: auctionMessages.notStarted,
  free: '',
  timed: '',
  paused: auctionMessages.paused,
  ended: auctionMessages.ended,
  settled: auctionMessages.ended,
  cancelled: transactionMessages.auctionCancelled,
};
