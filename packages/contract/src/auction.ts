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

/** Where an auction stands at an instant (computed from the clock, never stored). */
export const AUCTION_PHASE = {
  pending: '未开始',
  free: '自由报价期',
  timed: '限时报价期',
  paused: '已暂停',
  ended: '已结束',
  cancelled: '已终止',
} as const;
export type AuctionPhase = keyof typeof AUCTION_PHASE;

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

/**
 * Splits what an SSE stream sent so far into its complete events (`id:`, `event:` and `data:` lines) and the
 * unfinished rest, which the next chunk completes. Comment lines and the `retry:` line are skipped.
 */
export function takeSseEvents(buffer: string): {
  events: Array<{ id: string; event: string; data: string }>;
  rest: string;
} {
  const events: Array<{ id: string; event: string; data: string }> = [];
  let rest = buffer;
  let cut;
  while ((cut = rest.indexOf('\n\n')) >= 0) {
    const block = rest.slice(0, cut);
    rest = rest.slice(cut + 2);
    const id = /^id: (.*)$/m.exec(block)?.[1] ?? '';
    const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
    const data = /^data: (.*)$/m.exec(block)?.[1];
    // A state carries its version as id; `waiting` (before the auction exists) has none.
    if (data && (id !== '' || event === 'waiting')) events.push({ id, event, data });
  }
  return { events, rest };
}
