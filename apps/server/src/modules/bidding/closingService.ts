import {
  CLOSING_OUTCOME,
  DEAL_METHOD,
  moneyText,
  moneyUnits,
  NO_BUYER_EXTEND,
  wanUnitsOf,
  type ClosingOutcome,
} from '@jhy/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { BiddingConfig } from '../../config.js';
import type { Db, Queryable } from '../../db/client.js';
import { scheduleJob } from '../../infra/scheduledJobs.js';
import { countQualified, dueListingIds, insertAuction, insertClosing, qualifiedBidders } from './closingRepository.js';
import { runPerListing } from './listingJobs.js';
import { endUnsold, extendedNotice, listingStateAt, type ListingRow } from './listingTransaction.js';
import type { ConfirmationDocuments } from './confirmationDocuments.js';
import { findQualifiedRegistration } from './settlementRepository.js';
import { sell, settleEndedAuctions } from './settlementService.js';
import { lockListingTransaction, moveListingEnd, releaseListingDeposits } from './transactionRepository.js';
import { notifyDepositsReleased } from './depositNotices.js';
import { notifyUser, quoted } from '../messages/notifyUser.js';
import { formatChinaDateTime } from '../../infra/chinaTime.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** Listings looked up per query: a backlog after a long stop is worked through in pages. */
const BATCH = 50;

export interface ClosingResult {
  listingId: number;
  outcome: ClosingOutcome;
  qualified: number;
}

/**
 * The window close (docs/bidding.md "Closing"): every public listing whose disclosure window has
 * ended (end_time < now) and whose window end has no closing yet gets exactly one: ≥2 qualified
 * buyers → an auction opens at the listing price; 1 → agreement transfer at the listing price;
 * 0 → potential_buyer 3 ends the listing, 6 extends its window by the configured days. Each listing
 * in a transaction of its own (docs/lifecycles.md "Jobs"): one that fails is recorded for staff and
 * never holds back another. Safe with two instances: the listing row is locked SKIP LOCKED, its
 * state read again under the lock, and the closing's unique (listing, window end) refuses a second write.
 */
export async function closeDueWindows(
  db: Db,
  now: Date,
  settings: BiddingConfig,
  log?: FastifyBaseLogger,
): Promise<ClosingResult[]> {
  const run = await runPerListing(db, {
    job: 'close',
    now,
    log,
    nextIds: (exclude) => dueListingIds(db, now, BATCH, exclude),
    act: (tx, listingId) => closeListing(tx, listingId, now, settings),
  });
  return run.done;
}

async function closeListing(
  tx: Queryable,
  listingId: number,
  now: Date,
  settings: BiddingConfig,
): Promise<ClosingResult | undefined> {
  const facts = await lockListingTransaction(tx, listingId, { skipLocked: true });
  // Another runner or a staff action holds it, or it is no longer due: nothing to do here.
  if (!facts || listingStateAt(facts, now) !== 'closing') return undefined;
  const { listing } = facts;
  const qualified = await countQualified(tx, listing.id);
  const outcome: ClosingOutcome =
    qualified >= 2
      ? CLOSING_OUTCOME.auction
      : qualified === 1
        ? CLOSING_OUTCOME.agreement
        : listing.potentialBuyer === NO_BUYER_EXTEND
          ? CLOSING_OUTCOME.extended
          : CLOSING_OUTCOME.ended;
  const written = await insertClosing(tx, {
    listingId: listing.id,
    windowEnd: listing.endTime,
    outcome,
    qualified,
    decidedAt: now,
  });
  if (!written) return undefined;
  const name = quoted(listing.productName);
  if (outcome === CLOSING_OUTCOME.auction || outcome === CLOSING_OUTCOME.agreement) {
    // Whoever did not qualify by the close is out: their deposits go back now, not at the sale.
    const released = await releaseListingDeposits(tx, listing.id, now, { keepQualified: true });
    await notifyDepositsReleased(tx, released, `${name}报名期已结束，您未获得竞买资格`);
  }
  if (outcome === CLOSING_OUTCOME.auction) {
    const timedFrom = new Date(now.getTime() + settings.freeMinutes * MINUTE);
    await insertAuction(tx, {
      listingId: listing.id,
      startPrice: moneyText(listingPriceUnits(listing) ?? 0n),
      increment: settings.increment,
      opensAt: now,
      timedFrom,
      endsAt: new Date(timedFrom.getTime() + settings.timedMinutes * MINUTE),
      extensionMinutes: settings.extensionMinutes,
      createdAt: now,
    });
    // Told in the transaction that opens the auction: once, as the closing itself is written once.
    for (const bidder of await qualifiedBidders(tx, listing.id)) {
      await notifyUser(tx, bidder.userId, {
        kind: 'auction.open',
        record: 'registration',
        recordId: bidder.id,
        title: `${name}网络竞价已开始`,
        body: `您的竞价号 ${bidder.bidderCode}。自由报价期至 ${formatChinaDateTime(timedFrom)}，随后进入限时报价期；请进入竞价室出价。`,
        optional: 'auctionOpenNotice',
      });
    }
  } else if (outcome === CLOSING_OUTCOME.ended) {
    const { released } = await endUnsold(tx, listing, 'closeWindow', now);
    await notifyDepositsReleased(tx, released, `${name}报名期结束无合格意向受让方，项目已结束`);
  } else if (outcome === CLOSING_OUTCOME.extended) {
    const endTime = new Date(listing.endTime.getTime() + settings.noBuyerExtensionDays * DAY);
    await moveListingEnd(tx, listing.id, { endTime, noticeTime: extendedNotice(listing.noticeTime, endTime) });
  } else {
    await settleAgreement(tx, listing, now);
  }
  return { listingId: listing.id, outcome, qualified };
}

/**
 * The agreement transfer (协议转让): the window closed with one qualified buyer, who buys at the
 * listing price. A listing without a price the transaction can take (面议) is not sold here: it
 * stays in 'agreement' and the parties agree a price, which staff record (console).
 */
async function settleAgreement(tx: Queryable, listing: ListingRow, now: Date): Promise<void> {
  const price = listingPriceUnits(listing);
  if (price === undefined || price === 0n) return;
  const registration = await findQualifiedRegistration(tx, listing.id);
  if (!registration) return;
  await sell(tx, {
    listing,
    registration,
    price: moneyText(price),
    method: DEAL_METHOD.agreement,
    auctionId: null,
    now,
    op: 'closeWindow',
  });
}

/**
 * The listing price in units: `free` when the class form has it, else `price` written 'n/万元' or
 * 'n/元' (money.ts); undefined when neither (面议).
 */
export function listingPriceUnits(listing: Pick<ListingRow, 'free' | 'price'>): bigint | undefined {
  if (listing.free !== null && moneyUnits(listing.free) > 0n) return moneyUnits(listing.free);
  return wanUnitsOf(listing.price);
}

/** How often the server looks for ended windows; it also looks once when it starts (docs/bidding.md). */
export const CLOSING_INTERVAL_MS = 5_000;

/**
 * Runs the window close and the settlement of ended auctions when the server starts (a restart
 * resumes what fell due while it was down) and every few seconds.
 */
export function scheduleWindowClose(
  app: FastifyInstance,
  db: Db,
  settings: BiddingConfig,
  clock: () => Date,
  documents?: ConfirmationDocuments,
): void {
  // Every instance runs it: each listing is locked SKIP LOCKED and its closing written once (docs/lifecycles.md "Jobs").
  scheduleJob(app, db, {
    name: 'window close',
    intervalMs: CLOSING_INTERVAL_MS,
    runs: 'everyInstance',
    atStart: true,
    run: async () => {
      const closed = await closeDueWindows(db, clock(), settings, app.log);
      const settled = await settleEndedAuctions(db, clock(), app.log);
      // Each sale's 成交确认书 is rendered and kept once its transaction has committed (docs/bidding.md "The result").
      const sold = [
        ...closed.filter((c) => c.outcome === CLOSING_OUTCOME.agreement).map((c) => c.listingId),
        ...settled.filter((s) => s.verificationNo !== '').map((s) => s.listingId),
      ];
      if (sold.length > 0) await documents?.keepForSales(sold, app.log);
    },
  });
}
