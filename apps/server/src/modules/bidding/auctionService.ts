import {
  AUCTION,
  auctionMessages,
  BID_REFUSALS,
  fitsMoney,
  isStepAbove,
  MAX_RAISE_INCREMENTS,
  MONEY_MAX_UNITS,
  moneyText,
  moneyUnits,
  type AuctionLifeState,
  type AuctionPhase,
  type AuctionView,
  type AuctionWaiting,
  type BidInput,
  type BidView,
} from '@jhy/contract';
import type { Db } from '../../db/client.js';
import { ApiError, conflict, fieldRefused, forbidden, notFound, tooManyRequests } from '../../infra/errors.js';
import type { RecentUser } from '../accounts/requireUser.js';
import {
  bidHistory,
  findAuctionOfListing,
  findRoomOfListing,
  lockAuctionForBid,
  storeBid,
  storeBidAtVersion,
  type AuctionRow,
} from './auctionRepository.js';
import { BidSequencer } from './bidSequencer.js';
import { auctionStateAt } from './listingTransaction.js';
import type { Outbid } from './outbidNotices.js';
import { findConfirmationOfListing } from './settlementRepository.js';
import { findListingFacts } from './registrationRepository.js';

const MINUTE = 60_000;
/** One accepted bid per bidder per second at most (docs/bidding.md "Bidding"). */
export const MIN_BID_INTERVAL_MS = 1_000;
/**
 * A bid is judged against the row known here only while the auction's end is further away than
 * this: longer than a request may wait for a database connection (DATABASE_CONNECT_TIMEOUT_MS,
 * 5 s by default; then it is answered 503 and nothing runs). In a busy 限时报价期 every bid moves
 * the end N minutes past itself, so the last seconds before an end are quiet ones, judged under
 * the lock (docs/bidding.md "One statement when the row is known").
 */
export const END_MARGIN_FOR_KNOWN_ROW_MS = 30_000;
/** How many bids a room shows (the newest). */
const HISTORY_LIMIT = 50;

/** The phase a room shows: the auction's state, settled reading as ended. */
export function phaseAt(
  auction: Pick<AuctionRow, 'state' | 'opensAt' | 'timedFrom' | 'endsAt'>,
  now: Date,
): AuctionPhase {
  const state = auctionStateAt(auction, now);
  return state === 'settled' ? 'ended' : state;
}

/** The range of acceptable next bids, in units: from the start price (one increment when 0) or one increment above the price, up to MAX_RAISE_INCREMENTS increments above, within what the columns hold. */
export function nextBidRange(auction: Pick<AuctionRow, 'increment' | 'startPrice' | 'currentPrice'>) {
  const increment = moneyUnits(auction.increment);
  const minimum =
    auction.currentPrice === null
      ? moneyUnits(auction.startPrice) || increment
      : moneyUnits(auction.currentPrice) + increment;
  const base = auction.currentPrice === null ? minimum : moneyUnits(auction.currentPrice);
  const cap = base + increment * MAX_RAISE_INCREMENTS;
  return { increment, minimum, maximum: cap < MONEY_MAX_UNITS ? cap : MONEY_MAX_UNITS };
}

/** What every view of the room says alike: the auction as `auction` has it, at `now`. */
function roomFields(auction: AuctionRow, productName: string, leaderCode: string, now: Date) {
  const state = auctionStateAt(auction, now);
  const range = nextBidRange(auction);
  return {
    id: auction.id,
    listing_id: auction.listingId,
    product_name: productName,
    phase: phaseAt(auction, now),
    start_price: auction.startPrice,
    increment: auction.increment,
    current_price: auction.currentPrice ?? '',
    next_minimum: moneyText(range.minimum),
    next_maximum: moneyText(range.maximum),
    leader_code: leaderCode,
    remaining_ms: remainingMs(auction, state, now),
    closed_reason: BID_REFUSALS[state],
    bid_count: auction.bidCount,
    opens_at: auction.opensAt.toISOString(),
    timed_from: auction.timedFrom.toISOString(),
    ends_at: auction.endsAt.toISOString(),
    extension_minutes: auction.extensionMinutes,
    pause_reason: auction.pauseReason,
    version: auction.version,
    server_time: now.toISOString(),
  };
}

/** A bid this process committed: the auction row it left, and the bid as the room lists it. */
export interface TakenBid {
  row: AuctionRow;
  bid: BidView;
}

/** A bid committed here: its listing, whom it outbid, and what the live feed tells. */
interface Taken {
  listingId: number;
  outbid: Outbid | undefined;
  taken: TakenBid;
}

/** What a bid accepted on an auction writes, and whom it outbids. */
interface JudgedBid {
  change: Pick<AuctionRow, 'currentPrice' | 'leaderRegistrationId' | 'bidCount' | 'endsAt' | 'version'>;
  outbid: Outbid | undefined;
}

/**
 * A bid of `registrationId` judged against `auction` as committed, at `now` (docs/bidding.md
 * "Bidding"): the refusal, or what accepting it writes. The per-bidder rate is judged apart, from
 * the stored bids.
 */
function judgeBid(auction: AuctionRow, registrationId: number, amount: bigint, now: Date): JudgedBid | ApiError {
  const state = auctionStateAt(auction, now);
  if (!AUCTION.allows(state, 'bid')) return conflict(BID_REFUSALS[state]);
  const range = nextBidRange(auction);
  if (amount < range.minimum) return fieldRefused('amount', auctionMessages.tooLow);
  if (!isStepAbove(amount, range.minimum, range.increment)) return fieldRefused('amount', auctionMessages.notMultiple);
  if (amount > range.maximum || !fitsMoney(amount)) return fieldRefused('amount', auctionMessages.tooHigh);
  const extended = now.getTime() + auction.extensionMinutes * MINUTE;
  const previous = auction.leaderRegistrationId;
  return {
    change: {
      currentPrice: moneyText(amount),
      leaderRegistrationId: registrationId,
      bidCount: auction.bidCount + 1,
      endsAt: new Date(Math.max(auction.endsAt.getTime(), extended)),
      version: auction.version + 1,
    },
    outbid:
      state === 'timed' && previous !== null && previous !== registrationId
        ? { registrationId: previous, at: now }
        : undefined,
  };
}

/** Milliseconds left by the server's clock; while paused, what was left when the pause began. */
function remainingMs(auction: AuctionRow, state: AuctionLifeState, now: Date): number {
  if (state === 'ended' || state === 'settled' || state === 'cancelled') return 0;
  const at = state === 'paused' && auction.pausedAt ? auction.pausedAt : now;
  return Math.max(0, auction.endsAt.getTime() - at.getTime());
}

/** Told by AuctionService after a bid's commit, never inside its transaction. */
export interface AuctionListeners {
  /** A bid was taken on this listing's auction (the live feed tells the room, auctionFeed.ts). */
  taken?: (listingId: number, taken: TakenBid) => void;
  /** A bid in the 限时报价期 took the lead from another bidder (outbidNotices.ts). */
  outbid?: (outbid: Outbid) => void;
}

/**
 * The online auction (docs/bidding.md "Bidding"). A bid is taken with the auction row locked, so
 * bids on one auction are judged one after the other against the price the one before left; it
 * is stored, and the auction's price, end and version moved, in one transaction that commits
 * before the bidder hears "accepted". Amounts are compared as bigint units (docs/lifecycles.md "Money").
 *
 * In front of the lock, the process's BidSequencer: bids on one auction wait their turn here in
 * memory (one database connection waits for the row, not the whole pool), and a bid under the
 * next minimum of a price already committed is refused without a transaction, when it arrives and
 * again when its turn comes (the bid before it here may just have raised the price).
 */
export class AuctionService {
  private readonly sequencer = new BidSequencer();
  /** The range of each known row, worked out once: the early refusal asks it for every bid. */
  private readonly knownRanges = new WeakMap<AuctionRow, ReturnType<typeof nextBidRange>>();

  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
    private readonly listeners: AuctionListeners = {},
  ) {}

  /**
   * `bidder` may be a session found live moments ago and not looked up again: a bid the early
   * refusal turns down, on arrival or when its turn comes, is answered as it is; one that goes on
   * to the lock confirms the session first. In its turn, because most bids that wait for a turn
   * are turned down in it (the bid before took their price) and need no lookup.
   */
  async bid(bidder: RecentUser, input: BidInput): Promise<AuctionView> {
    const userId = bidder.id;
    const amount = moneyUnits(input.amount);
    this.refuseEarly(userId, input.auction_id, amount);
    const { listingId, outbid, taken } = await this.sequencer.inTurn(input.auction_id, async () => {
      this.refuseEarly(userId, input.auction_id, amount);
      await bidder.confirm();
      return this.take(userId, input.auction_id, amount);
    });
    // Committed: the room hears it and the notice starts now; neither delays the answer.
    this.listeners.taken?.(listingId, taken);
    if (outbid) this.listeners.outbid?.(outbid);
    return this.state(userId, listingId);
  }

  /**
   * Too low against a committed price known here (BidSequencer): refused as the locked judgement
   * would refuse it, since the price can only have risen since. Only for a known bidder of an
   * auction that took bids when last seen; anything else goes on to be judged under the lock.
   */
  private refuseEarly(userId: number, auctionId: number, amount: bigint): void {
    const known = this.sequencer.row(auctionId);
    if (!known || !this.sequencer.bidder(auctionId, userId)) return;
    if (!AUCTION.allows(auctionStateAt(known, this.clock()), 'bid')) return;
    let range = this.knownRanges.get(known);
    if (!range) {
      range = nextBidRange(known);
      this.knownRanges.set(known, range);
    }
    if (amount < range.minimum) throw fieldRefused('amount', auctionMessages.tooLow);
  }

  /**
   * The bid stored and committed: against the newest committed row known here in one statement
   * when it can be (`takeAtKnownVersion`), else judged under the auction's row lock.
   */
  private async take(userId: number, auctionId: number, amount: bigint): Promise<Taken> {
    return (await this.takeAtKnownVersion(userId, auctionId, amount)) ?? this.takeLocked(userId, auctionId, amount);
  }

  /**
   * A known bidder's bid judged against the newest committed row known here, and stored only if
   * the auction is still at that row's version and the bidder placed no bid in the last
   * MIN_BID_INTERVAL_MS (`storeBidAtVersion`, one statement). Undefined when the judgement would
   * refuse it or the statement stored nothing: the locked judgement then decides, and says why.
   *
   * Its instant is read before the statement has a connection, where the locked judgement reads it
   * holding the row. So it is used only while the end is at least END_MARGIN_FOR_KNOWN_ROW_MS away
   * (a bid it judges cannot be stored after the end), and the statement never waits for the row
   * (`SKIP LOCKED`: held by anyone, the bid goes to the lock).
   */
  private async takeAtKnownVersion(userId: number, auctionId: number, amount: bigint): Promise<Taken | undefined> {
    const known = this.sequencer.row(auctionId);
    const bidder = this.sequencer.bidder(auctionId, userId);
    if (!known || !bidder) return undefined;
    const now = this.clock();
    if (known.endsAt.getTime() - now.getTime() < END_MARGIN_FOR_KNOWN_ROW_MS) return undefined;
    const judged = judgeBid(known, bidder.registrationId, amount, now);
    if (judged instanceof ApiError) return undefined;
    const { version, ...change } = judged.change;
    const stored = await storeBidAtVersion(
      this.db,
      known,
      { registrationId: bidder.registrationId, amount: moneyText(amount), placedAt: now },
      change,
      new Date(now.getTime() - MIN_BID_INTERVAL_MS),
    );
    if (!stored) return undefined;
    // The row as the statement left it: `known`, which it was, moved by the bid.
    return this.taken({ ...known, ...change, version }, bidder.bidderCode, now, judged.outbid);
  }

  /** The bid judged under the auction's row lock, stored and committed. */
  private async takeLocked(userId: number, auctionId: number, amount: bigint): Promise<Taken> {
    const stored = await this.db.transaction(async (tx) => {
      const locked = await lockAuctionForBid(tx, auctionId, userId);
      if (!locked) throw notFound(auctionMessages.auctionNotFound);
      const { auction, registrationId, lastBidAt } = locked;
      const bidderCode = locked.bidderCode ?? '';
      // What the lock read is committed: the sequencer may learn it now.
      this.sequencer.learn(auction);
      if (registrationId === null) throw forbidden(auctionMessages.notBidder);
      this.sequencer.learnBidder(auctionId, userId, { registrationId, bidderCode });
      // The clock is read with the row held: the instant judged is the instant the bid is placed.
      const now = this.clock();
      const judged = judgeBid(auction, registrationId, amount, now);
      if (judged instanceof ApiError) throw judged;
      if (lastBidAt && now.getTime() - lastBidAt.getTime() < MIN_BID_INTERVAL_MS)
        throw tooManyRequests(auctionMessages.tooFast);
      const moved = await storeBid(
        tx,
        { auctionId, registrationId, amount: moneyText(amount), version: judged.change.version, placedAt: now },
        judged.change,
      );
      if (!moved) throw fieldRefused('amount', auctionMessages.tooLow);
      return { moved, bidderCode, now, outbid: judged.outbid };
    });
    return this.taken(stored.moved, stored.bidderCode, stored.now, stored.outbid);
  }

  /** A bid committed as `row`: learned (only now: a refused or rolled-back bid never raises the known price). */
  private taken(row: AuctionRow, bidderCode: string, placedAt: Date, outbid: Outbid | undefined): Taken {
    this.sequencer.learn(row);
    const bid: BidView = {
      seq: row.version,
      bidder_code: bidderCode,
      amount: row.currentPrice!,
      placed_at: placedAt.toISOString(),
      mine: false,
    };
    return { listingId: row.listingId, outbid, taken: { row, bid } };
  }

  /**
   * The public room after a bid taken here, from the state just before it (`previous`, one
   * version older) without reading anything: what the live feed sends at once (auctionFeed.ts).
   */
  publicAfter(previous: AuctionView, { row, bid }: TakenBid): AuctionView {
    return {
      ...roomFields(row, previous.product_name, bid.bidder_code, this.clock()),
      history: [bid, ...previous.history].slice(0, HISTORY_LIMIT),
      me: previous.me,
    };
  }

  /** A committed auction row read elsewhere (the live feed's look): the early refusal may use it. */
  learn(row: AuctionRow): void {
    this.sequencer.learn(row);
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

  /**
   * A listing's room before its auction exists: public, neither dealt nor ended, no auction row.
   * The expected opening is the window's end (the close opens the auction then, docs/bidding.md
   * "Closing"); undefined for anything else.
   */
  async waiting(listingId: number): Promise<AuctionWaiting | undefined> {
    const listing = await findListingFacts(this.db, listingId);
    if (!listing || !listing.isPublic || listing.closedStatus !== null) return undefined;
    if (await findAuctionOfListing(this.db, listingId)) return undefined;
    return {
      listing_id: listing.id,
      product_name: listing.productName,
      opens_at: listing.endTime.toISOString(),
      server_time: this.clock().toISOString(),
    };
  }

  private async view(listingId: number, viewer: number | 'staff' | 'public'): Promise<AuctionView> {
    const userId = typeof viewer === 'number' ? viewer : null;
    const now = this.clock();
    // Two queries: the room with the viewer's place, then the history up to the version it read.
    const found = await findRoomOfListing(this.db, listingId, userId);
    if (!found) throw notFound(auctionMessages.auctionNotFound);
    const { auction, productName, leaderCode, myRegistrationId, myCode, myBest: best } = found;
    const registration = myRegistrationId === null ? undefined : { id: myRegistrationId, bidderCode: myCode ?? '' };
    const history = await bidHistory(this.db, auction.id, auction.version, HISTORY_LIMIT);
    const state = auctionStateAt(auction, now);
    // The outcome, for a bidder of a settled auction: did the sale name this registration?
    const sale = registration && state === 'settled' ? await findConfirmationOfListing(this.db, listingId) : undefined;
    const range = nextBidRange(auction);
    const open = AUCTION.allows(state, 'bid');
    return {
      ...roomFields(auction, productName, leaderCode ?? '', now),
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
        can_bid: registration !== undefined && open && range.minimum <= range.maximum,
        leading: registration !== undefined && auction.leaderRegistrationId === registration.id,
        best: best ?? '',
        result: !registration || state !== 'settled' ? '' : sale?.registrationId === registration.id ? 'won' : 'lost',
      },
    };
  }
}
