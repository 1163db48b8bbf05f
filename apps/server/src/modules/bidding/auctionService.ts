import {
  auctionMessages,
  fromUnits,
  toUnits,
  type AuctionPhase,
  type AuctionView,
  type BidInput,
  type BidView,
} from '@jhy/contract';
import type { Db } from '../../db/client.js';
import { conflict, fieldRefused, forbidden, notFound, tooManyRequests } from '../../infra/errors.js';
import {
  bestBidOf,
  bidHistory,
  findAuctionOfListing,
  insertBid,
  lastBidAt,
  lockAuction,
  qualifiedRegistrationOf,
  updateAuction,
  type AuctionRow,
} from './auctionRepository.js';

const MINUTE = 60_000;
/** One accepted bid per bidder per second at most (docs/bidding.md "Bidding"). */
export const MIN_BID_INTERVAL_MS = 1_000;
/** How many bids a room shows (the newest). */
const HISTORY_LIMIT = 50;

/** Where an auction stands at `now`: computed from its times, never stored. */
export function phaseAt(
  auction: Pick<AuctionRow, 'state' | 'opensAt' | 'timedFrom' | 'endsAt'>,
  now: Date,
): AuctionPhase {
  if (auction.state === 'paused') return 'paused';
  if (auction.state === 'closed' || now > auction.endsAt) return 'ended';
  if (now < auction.opensAt) return 'pending';
  return now < auction.timedFrom ? 'free' : 'timed';
}

/** The lowest acceptable next bid, in units: the start price first (or one increment when it is 0), then one increment more. */
function nextMinimum(auction: AuctionRow): number {
  const increment = toUnits(auction.increment);
  if (auction.currentPrice === null) return toUnits(auction.startPrice) || increment;
  return toUnits(auction.currentPrice) + increment;
}

/**
 * The online auction (docs/bidding.md "Bidding"). A bid is taken with the auction row locked, so
 * bids on one auction are judged one after the other against the price the one before left; it
 * is stored, and the auction's price, end and version moved, in one transaction that commits
 * before the bidder hears "accepted".
 */
export class AuctionService {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
  ) {}

  async bid(userId: number, input: BidInput): Promise<AuctionView> {
    const amount = toUnits(input.amount);
    const listingId = await this.db.transaction(async (tx) => {
      const auction = await lockAuction(tx, input.auction_id);
      if (!auction) throw notFound(auctionMessages.auctionNotFound);
      const registration = await qualifiedRegistrationOf(tx, userId, auction.listingId);
      if (!registration) throw forbidden(auctionMessages.notBidder);
      // The clock is read with the row held: the instant judged is the instant the bid is placed.
      const now = this.clock();
      const phase = phaseAt(auction, now);
      if (phase === 'pending') throw conflict(auctionMessages.notStarted);
      if (phase === 'paused') throw conflict(auctionMessages.paused);
      if (phase === 'ended') throw conflict(auctionMessages.ended);
      const minimum = nextMinimum(auction);
      if (amount < minimum) throw fieldRefused('amount', auctionMessages.tooLow);
      if ((amount - minimum) % toUnits(auction.increment) !== 0) {
        throw fieldRefused('amount', auctionMessages.notMultiple);
      }
      const last = await lastBidAt(tx, auction.id, registration.id);
      if (last && now.getTime() - last.getTime() < MIN_BID_INTERVAL_MS) throw tooManyRequests(auctionMessages.tooFast);
      const version = auction.version + 1;
      const stored = await insertBid(tx, {
        auctionId: auction.id,
        registrationId: registration.id,
        amount: fromUnits(amount),
        version,
        placedAt: now,
      });
      if (!stored) throw fieldRefused('amount', auctionMessages.tooLow);
      const extended = now.getTime() + auction.extensionMinutes * MINUTE;
      await updateAuction(tx, auction.id, {
        currentPrice: fromUnits(amount),
        leaderRegistrationId: registration.id,
        bidCount: auction.bidCount + 1,
        endsAt: new Date(Math.max(auction.endsAt.getTime(), extended)),
        version,
      });
      return auction.listingId;
    });
    return this.state(userId, listingId);
  }

  /** The room as the caller sees it: bidder codes only, and their own place. */
  async state(userId: number, listingId: number): Promise<AuctionView> {
    return this.view(listingId, userId);
  }

  /** Staff watching the room see who is who (company names beside the codes). */
  async staffState(listingId: number): Promise<AuctionView> {
    return this.view(listingId, 'staff');
  }

  /** The room as any watcher sees it (no own place): what the live feed sends to everyone. */
  async publicState(listingId: number): Promise<AuctionView> {
    return this.view(listingId, 'public');
  }

  private async view(listingId: number, viewer: number | 'staff' | 'public'): Promise<AuctionView> {
    const userId = typeof viewer === 'number' ? viewer : null;
    const now = this.clock();
    const found = await findAuctionOfListing(this.db, listingId);
    if (!found) throw notFound(auctionMessages.auctionNotFound);
    const { auction, productName } = found;
    const [history, registration] = await Promise.all([
      bidHistory(this.db, auction.id, auction.version, HISTORY_LIMIT),
      userId === null ? undefined : qualifiedRegistrationOf(this.db, userId, listingId),
    ]);
    const best = registration ? await bestBidOf(this.db, auction.id, registration.id) : null;
    const phase = phaseAt(auction, now);
    return {
      id: auction.id,
      listing_id: auction.listingId,
      product_name: productName,
      phase,
      start_price: auction.startPrice,
      increment: auction.increment,
      current_price: auction.currentPrice ?? '',
      next_minimum: fromUnits(nextMinimum(auction)),
      bid_count: auction.bidCount,
      opens_at: auction.opensAt.toISOString(),
      timed_from: auction.timedFrom.toISOString(),
      ends_at: auction.endsAt.toISOString(),
      extension_minutes: auction.extensionMinutes,
      pause_reason: auction.pauseReason,
      version: auction.version,
      server_time: now.toISOString(),
      history: history.map((bid): BidView => ({
        seq: bid.version,
        bidder_code: bid.bidderCode,
        ...(viewer === 'staff' ? { company_name: bid.companyName } : {}),
        amount: bid.amount,
        placed_at: bid.placedAt.toISOString(),
        mine: registration !== undefined && bid.registrationId === registration.id,
      })),
      me: {
        bidder_code: registration?.bidderCode ?? '',
        can_bid: registration !== undefined && (phase === 'free' || phase === 'timed'),
        leading: registration !== undefined && auction.leaderRegistrationId === registration.id,
        best: best ?? '',
      },
    };
  }
}
