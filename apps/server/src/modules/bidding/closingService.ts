import { CLOSING_OUTCOME, NO_BUYER_EXTEND, toUnits, fromUnits, type ClosingOutcome } from '@jhy/contract';
import type { FastifyInstance } from 'fastify';
import type { BiddingConfig } from '../../config.js';
import type { Db, Queryable } from '../../db/client.js';
import { scheduleRepeatingJob } from '../../infra/repeatingJob.js';
import { extendedNotice } from '../listings/listingOperations.js';
import { depositDueInWan } from './depositPayments.js';
import { settleAgreement, settleEndedAuctions } from './settlementService.js';
import {
  countQualified,
  insertAuction,
  insertClosing,
  lockDueListings,
  tryClosingLock,
  updateClosedListing,
  type DueListing,
} from './closingRepository.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** Listings closed per transaction: a backlog after a long stop is worked through in batches. */
const BATCH = 50;

export interface ClosingResult {
  listingId: number;
  outcome: ClosingOutcome;
  qualified: number;
}

/**
 * The window close (docs/bidding.md "Closing"): every public listing whose disclosure window has
 * ended (end_time < now) and whose window end has no closing yet gets exactly one, in the
 * transaction that acts on it: ≥2 qualified buyers → an auction opens at the listing price;
 * 1 → agreement transfer at the listing price; 0 → potential_buyer 3 ends the listing, 6 extends
 * its window by the configured days (whose own end closes again later). Safe with two instances: an
 * advisory lock lets one runner work, the listing rows are locked SKIP LOCKED, and the closing's
 * unique (listing, window end) refuses a second write.
 */
export async function closeDueWindows(db: Db, now: Date, settings: BiddingConfig): Promise<ClosingResult[]> {
  const done: ClosingResult[] = [];
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      if (!(await tryClosingLock(tx))) return [];
      const due = await lockDueListings(tx, now, BATCH);
      const results: ClosingResult[] = [];
      for (const listing of due) {
        const result = await closeOne(tx, listing, now, settings);
        if (result) results.push(result);
      }
      return results;
    });
    done.push(...batch);
    if (batch.length < BATCH) return done;
  }
}

async function closeOne(
  tx: Queryable,
  listing: DueListing,
  now: Date,
  settings: BiddingConfig,
): Promise<ClosingResult | undefined> {
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
  if (outcome === CLOSING_OUTCOME.auction) {
    const timedFrom = new Date(now.getTime() + settings.freeMinutes * MINUTE);
    await insertAuction(tx, {
      listingId: listing.id,
      startPrice: fromUnits(toUnits(listingPriceInWan(listing))),
      increment: fromUnits(toUnits(settings.increment)),
      opensAt: now,
      timedFrom,
      endsAt: new Date(timedFrom.getTime() + settings.timedMinutes * MINUTE),
      extensionMinutes: settings.extensionMinutes,
      createdAt: now,
    });
  } else if (outcome === CLOSING_OUTCOME.ended) {
    await updateClosedListing(tx, listing.id, { closedStatus: 4, closedAt: now });
  } else if (outcome === CLOSING_OUTCOME.extended) {
    const endTime = new Date(listing.endTime.getTime() + settings.noBuyerExtensionDays * DAY);
    await updateClosedListing(tx, listing.id, { endTime, noticeTime: extendedNotice(listing.noticeTime, endTime) });
  } else if (outcome === CLOSING_OUTCOME.agreement) {
    await settleAgreement(tx, listing.id, listingPriceInWan(listing), now);
  }
  return { listingId: listing.id, outcome, qualified };
}

/** The listing price in 万元: `free` when the form has it, else `price` written 'n/万元' or 'n/元'; 0 if neither. */
export function listingPriceInWan(listing: Pick<DueListing, 'free' | 'price'>): number {
  if (listing.free !== null && Number(listing.free) > 0) return Number(listing.free);
  return depositDueInWan(listing.price) ?? 0;
}

/** How often the server looks for ended windows; it also looks once when it starts (docs/bidding.md). */
export const CLOSING_INTERVAL_MS = 5_000;

/**
 * Runs the window close and the settlement of ended auctions when the server starts (a restart
 * resumes what fell due while it was down) and every few seconds.
 */
export function scheduleWindowClose(app: FastifyInstance, db: Db, settings: BiddingConfig, clock: () => Date): void {
  scheduleRepeatingJob(app, {
    name: 'window close',
    intervalMs: CLOSING_INTERVAL_MS,
    atStart: true,
    run: async () => {
      await closeDueWindows(db, clock(), settings);
      await settleEndedAuctions(db, clock());
    },
  });
}
