import type { AuctionView } from '@jhy/contract';

const MINUTE = 60_000;

/**
 * The bidding room of listing 5 as the state call answers it at `now`: in its timed phase with four
 * minutes to go, 103 万元 after two bids, the caller a bidder whose 100 万元 has been outbid. Shared by
 * the room's unit test (a fixed `now`) and its journey (the browser's clock, which the countdown reads).
 */
export const timedAuctionRoom = (now: Date, values: Partial<AuctionView> = {}): AuctionView => {
  const at = (offsetMs: number) => new Date(now.getTime() + offsetMs).toISOString();
  return {
    id: 3,
    listing_id: 5,
    product_name: '玛沁县大武镇集体林地经营权转让',
    phase: 'timed',
    start_price: '100.0000',
    increment: '1.0000',
    current_price: '103.0000',
    next_minimum: '104.0000',
    next_maximum: '203.0000',
    leader_code: '482913',
    remaining_ms: 4 * MINUTE,
    closed_reason: '',
    bid_count: 2,
    opens_at: at(-60 * MINUTE),
    timed_from: at(-MINUTE),
    ends_at: at(4 * MINUTE),
    extension_minutes: 5,
    pause_reason: '',
    version: 2,
    server_time: at(0),
    history: [
      { seq: 2, bidder_code: '482913', amount: '103.0000', placed_at: at(0), mine: false },
      { seq: 1, bidder_code: '175204', amount: '100.0000', placed_at: at(0), mine: true },
    ],
    me: { bidder_code: '175204', can_bid: true, leading: false, best: '100.0000', result: '' },
    ...values,
  };
};
