import {
  AUCTION,
  CLOSING_OUTCOME,
  LISTING_TRANSACTION,
  NO_BUYER_EXTEND,
  listingConsoleMessages,
  listingMessages,
  type AuctionLifeState,
  type ListingOperation,
  type ListingTransactionState,
} from '@jhy/contract';
import type { Queryable } from '../../db/client.js';
import { chinaDate } from '../../infra/chinaTime.js';
import { badRequest, conflict, notFound } from '../../infra/errors.js';
import { quoted } from '../messages/notifyUser.js';
import { writeDeal, type DealFacts } from './dealWriter.js';
import { lockAuction } from './auctionRepository.js';
import {
  auctionIdOfListing,
  closeListingAs,
  lockListingTransaction,
  moveAuction,
  moveListingEnd,
  readListingTransactionFacts,
  settleListingDeposits,
  type AuctionRow,
  type ListingRow,
  type ListingTransactionFacts,
} from './transactionRepository.js';
import { notifyDepositsReleased } from './depositNotices.js';
import { findQualifiedRegistration } from './settlementRepository.js';

/**
 * The owner of a listing's transaction after its review (docs/lifecycles.md): the state it is in,
 * and the operations staff and the jobs take on it as a whole — end, extend, record a deal. Each
 * locks the listing the one way (`lockListingTransaction`, after its auction: the lock order),
 * checks the contract's table and writes through the guarded writers of transactionRepository.ts.
 */

/** Where an auction stands at `now`: its stored state and the clock (never stored). */
export function auctionStateAt(
  auction: Pick<AuctionRow, 'state' | 'opensAt' | 'timedFrom' | 'endsAt'>,
  now: Date,
): AuctionLifeState {
  if (auction.state === AUCTION.codes.paused) return 'paused';
  if (auction.state === AUCTION.codes.settled) return 'settled';
  if (auction.state === AUCTION.codes.cancelled) return 'cancelled';
  if (now > auction.endsAt) return 'ended';
  if (now < auction.opensAt) return 'pending';
  return now < auction.timedFrom ? 'free' : 'timed';
}

/** The listing's transaction state at `now`; 'inReview' for one the public does not see (no operation). */
export function listingStateAt(facts: ListingTransactionFacts, now: Date): ListingTransactionState | 'inReview' {
  const { listing, closingOutcome, auction } = facts;
  if (!listing.isPublic) return 'inReview';
  if (listing.closedStatus === LISTING_TRANSACTION.codes.dealt) return 'dealt';
  if (listing.closedStatus === LISTING_TRANSACTION.codes.ended) return 'ended';
  if (auction && auction.state !== AUCTION.codes.settled && auction.state !== AUCTION.codes.cancelled) return 'auction';
  if (closingOutcome === CLOSING_OUTCOME.agreement) return 'agreement';
  // The window's end decides first: a listing past its end is due to close, whatever its start.
  if (now > listing.endTime) return 'closing';
  return now < listing.startTime ? 'upcoming' : 'enrolling';
}

/** The transaction states of a page of listings at `now` (readListingTransactionFacts: no lock). */
export async function listingStatesAt(
  db: Queryable,
  rows: ListingRow[],
  now: Date,
): Promise<Map<number, ListingTransactionState | 'inReview'>> {
  const facts = await readListingTransactionFacts(db, rows);
  return new Map([...facts].map(([id, fact]) => [id, listingStateAt(fact, now)]));
}

/** Refuses (409, the table's Chinese refusal) an operation the listing's state does not allow. */
export function requireListingOperation(facts: ListingTransactionFacts, op: ListingOperation, now: Date): void {
  const state = listingStateAt(facts, now);
  // A listing the public does not see has no transaction yet: only a public listing can be operated on.
  if (state === 'inReview') throw conflict(listingConsoleMessages.notOperable);
  if (!LISTING_TRANSACTION.allows(state, op)) throw conflict(LISTING_TRANSACTION.refusals[op]);
}

/** Locks the listing (404 when there is none) and checks that `op` is allowed now. */
export async function lockListingFor(
  tx: Queryable,
  listingId: number,
  op: ListingOperation,
  now: Date,
): Promise<ListingTransactionFacts> {
  const facts = await lockListingTransaction(tx, listingId);
  if (!facts) throw notFound(listingMessages.notFound);
  requireListingOperation(facts, op, now);
  return facts;
}

/**
 * Staff end a listing (终止挂牌) in any state before its outcome: a running or paused auction is
 * cancelled (bids refused from this commit on; no sale), the listing ends, and every received
 * deposit is to be refunded, each buyer told. Its auction is locked first (the lock order).
 */
export async function endListing(tx: Queryable, listingId: number, now: Date) {
  const auctionId = await auctionIdOfListing(tx, listingId);
  const lockedAuction = auctionId === undefined ? undefined : await lockAuction(tx, auctionId);
  const before = await lockListingFor(tx, listingId, 'end', now);
  const auction = lockedAuction ?? before.auction;
  if (auction && AUCTION.allows(auctionStateAt(auction, now), 'cancel')) {
    await moveAuction(tx, auction, 'cancel', { closedAt: now });
  }
  const listing = await closeListingAs(tx, listingId, 'end', 'ended', now);
  const released = await settleListingDeposits(tx, listingId, null, now);
  await notifyDepositsReleased(tx, released, `${quoted(listing.productName)}已终止挂牌`);
  return { before, listing };
}

/** Staff extend the disclosure (the owner chose 6): only before the window's close, never under an auction. */
export async function extendListing(tx: Queryable, listingId: number, endTime: Date, now: Date) {
  const before = await lockListingFor(tx, listingId, 'extend', now);
  if (before.listing.potentialBuyer !== NO_BUYER_EXTEND) throw conflict(listingConsoleMessages.extendNotChosen);
  if (endTime <= before.listing.endTime || endTime <= now) throw badRequest(listingConsoleMessages.newEndTimeNotLater);
  const listing = await moveListingEnd(tx, listingId, {
    endTime,
    noticeTime: extendedNotice(before.listing.noticeTime, endTime),
  });
  return { before, listing };
}

/**
 * Staff record a deal agreed outside the platform's auction (docs/lifecycles.md "Listing"): while
 * enrolling, or the agreement transfer of a listing without a price (面议) to its one qualified
 * buyer, whose deposit is then converted into the price; every other received deposit is to be
 * refunded (while enrolling, all: the parties settle the price between them).
 */
export async function recordListingDeal(
  tx: Queryable,
  listingId: number,
  deal: DealFacts & { tradeTime: Date },
  by: { staffId: number | null; now: Date },
) {
  const before = await lockListingFor(tx, listingId, 'recordDeal', by.now);
  const written = await writeDeal(tx, before.listing, deal, by);
  const buyer =
    listingStateAt(before, by.now) === 'agreement' ? await findQualifiedRegistration(tx, listingId) : undefined;
  const released = await settleListingDeposits(tx, listingId, buyer?.id ?? null, by.now);
  await notifyDepositsReleased(tx, released, `${quoted(before.listing.productName)}已成交`);
  return { before, ...written };
}

/** The listing ends with no sale (no qualified buyer at the close, or an auction without a bid). */
export async function endUnsold(tx: Queryable, listing: ListingRow, op: 'closeWindow' | 'settle', now: Date) {
  const ended = await closeListingAs(tx, listing.id, op, 'ended', now);
  const released = await settleListingDeposits(tx, listing.id, null, now);
  return { listing: ended, released };
}

/** 'start 至 end' (docs/product.md §9) with its end moved; any other text is left as the owner wrote it. */
export function extendedNotice(noticeTime: string, endTime: Date): string {
  const [start, end] = noticeTime.split(' 至 ');
  if (start === undefined || end === undefined) return noticeTime;
  return `${start} 至 ${chinaDate(endTime)}`;
}

export type { ListingRow };
