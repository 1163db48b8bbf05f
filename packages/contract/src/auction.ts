import { z } from 'zod';
import { idSchema } from './idSchemas.js';
import { auctionMessages } from './transactionMessages.js';
import { moneySchema } from './moneySchema.js';
import { pageSchema, requiredText } from './rules.js';

/**
 * One bid raises the price by at most this many increments (docs/bidding.md "Amount"): a typing slip
 * of a few zeros cannot make the next minimum unbiddable and sell at a price nobody meant.
 */
export const MAX_RAISE_INCREMENTS = 100n;

/** What a window close decided (listing_closings.outcome). */
export const CLOSING_OUTCOME = {
  auction: 1,
  agreement: 2,
  ended: 3,
  extended: 6,
} as const;
export type ClosingOutcome = (typeof CLOSING_OUTCOME)[keyof typeof CLOSING_OUTCOME];

// The phases and the stream's reader, without zod, for the bidding room (docs/performance.md).
export { AUCTION_PHASE, takeSseEvents, type AuctionPhase } from './auctionPhases.js';

export const auctionQuerySchema = z.object({ listing_id: idSchema(auctionMessages.auctionNotFound) });

/** A bid in 万元: positive, at most four decimals (the stored scale). */
export const bidSchema = z.object({
  auction_id: idSchema(auctionMessages.auctionNotFound),
  /** 万元 as a decimal string (money.ts); the server judges it against the room's price and increment. */
  amount: moneySchema(auctionMessages.amountInvalid),
});
export type BidInput = z.output<typeof bidSchema>;

/** An auction's stored state (auctions.state); the phase a room shows is computed from it and the clock. */
export const AUCTION_STATE = { open: '进行中', paused: '已暂停', closed: '已结束', cancelled: '已终止' } as const;
export type AuctionState = keyof typeof AUCTION_STATE;

export const auctionListQuerySchema = pageSchema(20, 100).extend({
  state: z.union([z.literal(''), z.enum(Object.keys(AUCTION_STATE) as [AuctionState, ...AuctionState[]])]).default(''),
});
export type AuctionListQuery = z.output<typeof auctionListQuerySchema>;

const auctionId = z.object({ auction_id: idSchema(auctionMessages.auctionNotFound) });
export const auctionPauseSchema = auctionId.extend({
  reason: requiredText(auctionMessages.pauseReasonRequired).max(200, auctionMessages.pauseReasonRequired),
});
export const auctionResumeSchema = auctionId;
