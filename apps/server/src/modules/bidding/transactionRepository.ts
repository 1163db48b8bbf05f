import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import { AUCTION, DEPOSIT, LISTING_TRANSACTION, REGISTRATION, type LifeCycle } from '@jhy/contract';
import type { Queryable } from '../../db/client.js';
import {
  auctions,
  depositEntries,
  listingClosings,
  listingRegistrations,
  listings,
  registrationDeposits,
} from '../../db/schema.js';
import { conflict } from '../../infra/errors.js';

/**
 * The only SQL that writes the states of a listing's transaction (docs/lifecycles.md): every write is
 * a guarded UPDATE whose WHERE holds the codes the contract's transition table allows the operation
 * from, so a row that moved since it was read is never moved again. Lock order, everywhere: the
 * auction row, then the listing row, then registrations and deposits — so the window close, the
 * settlement, staff operations and buyers never wait on each other in a circle.
 */

export type ListingRow = typeof listings.$inferSelect;
export type AuctionRow = typeof auctions.$inferSelect;

/** What decides a listing's transaction state: the locked row, the closing of its current window, its auction. */
export interface ListingTransactionFacts {
  listing: ListingRow;
  /** The outcome the close wrote for the listing's current window end, if it has run. */
  closingOutcome: number | null;
  auction: AuctionRow | null;
}

/**
 * The facts of a page of listings, read without a lock for showing what may be done (the change
 * itself locks and checks again): each listing's closing of its current window and its auction, in
 * two queries for the page.
 */
export async function readListingTransactionFacts(
  db: Queryable,
  rows: ListingRow[],
): Promise<Map<number, ListingTransactionFacts>> {
  const ids = rows.map((row) => row.id);
  const facts = new Map(
    rows.map((listing): [number, ListingTransactionFacts] => [
      listing.id,
      { listing, closingOutcome: null, auction: null },
    ]),
  );
  if (ids.length === 0) return facts;
  const [closings, found] = await Promise.all([
    db
      .select({
        listingId: listingClosings.listingId,
        windowEnd: listingClosings.windowEnd,
        outcome: listingClosings.outcome,
      })
      .from(listingClosings)
      .where(inArray(listingClosings.listingId, ids)),
    db.select().from(auctions).where(inArray(auctions.listingId, ids)),
  ]);
  for (const closing of closings) {
    const fact = facts.get(closing.listingId)!;
    if (closing.windowEnd.getTime() === fact.listing.endTime.getTime()) fact.closingOutcome = closing.outcome;
  }
  for (const auction of found) facts.get(auction.listingId)!.auction = auction;
  return facts;
}

/**
 * The one way to lock a listing for a change of its transaction (SELECT … FOR UPDATE); a job passes
 * `skipLocked` and leaves a listing someone else holds for its next run.
 */
export async function lockListingTransaction(
  tx: Queryable,
  listingId: number,
  options: { skipLocked?: boolean } = {},
): Promise<ListingTransactionFacts | undefined> {
  const [listing] = await tx
    .select()
    .from(listings)
    .where(eq(listings.id, listingId))
    .for('update', options.skipLocked ? { skipLocked: true } : {});
  if (!listing) return undefined;
  const [closing] = await tx
    .select({ outcome: listingClosings.outcome })
    .from(listingClosings)
    .where(and(eq(listingClosings.listingId, listingId), eq(listingClosings.windowEnd, listing.endTime)));
  const [auction] = await tx.select().from(auctions).where(eq(auctions.listingId, listingId));
  return { listing, closingOutcome: closing?.outcome ?? null, auction: auction ?? null };
}

/** The listing's auction id, read without a lock: an operation locks the auction first (the lock order). */
export async function auctionIdOfListing(tx: Queryable, listingId: number): Promise<number | undefined> {
  const [row] = await tx.select({ id: auctions.id }).from(auctions).where(eq(auctions.listingId, listingId));
  return row?.id;
}

function refusedUnlessMoved<T>(rows: T[], cycle: LifeCycle<string, string | number, string>, op: string): T {
  if (rows.length === 0) throw conflict(cycle.refusals[op] ?? cycle.name);
  return rows[0]!;
}

/** A listing's outcome: dealt (3) or ended (4). Only from a state whose transition leads there. */
export async function closeListingAs(
  tx: Queryable,
  listingId: number,
  op: 'recordDeal' | 'settle' | 'end' | 'closeWindow',
  outcome: 'dealt' | 'ended',
  closedAt: Date,
): Promise<ListingRow> {
  const rows = await tx
    .update(listings)
    .set({ closedStatus: LISTING_TRANSACTION.codes[outcome], closedAt })
    .where(and(eq(listings.id, listingId), eq(listings.isPublic, true), isOpenListing()))
    .returning();
  return refusedUnlessMoved(rows, LISTING_TRANSACTION, op);
}

/** closed_status is null while the listing has no outcome (docs/lifecycles.md "Listing"). */
const isOpenListing = () => isNull(listings.closedStatus);

/** A new end of the listing's window (extend, or the close's extension when nobody qualified). */
export async function moveListingEnd(
  tx: Queryable,
  listingId: number,
  values: { endTime: Date; noticeTime: string; updatedAt?: Date },
): Promise<ListingRow> {
  const [row] = await tx.update(listings).set(values).where(eq(listings.id, listingId)).returning();
  return row!;
}

/** One registration's step (qualify, refuse, withdraw), guarded by the table. */
export async function moveRegistration(
  tx: Queryable,
  id: number,
  op: (typeof REGISTRATION.operations)[number],
  values: Omit<Partial<typeof listingRegistrations.$inferInsert>, 'status'>,
) {
  const rows = await tx
    .update(listingRegistrations)
    .set({ ...values, status: REGISTRATION.toCode(op) })
    .where(and(eq(listingRegistrations.id, id), inArray(listingRegistrations.status, REGISTRATION.fromCodes(op))))
    .returning();
  return refusedUnlessMoved(rows, REGISTRATION, op);
}

/** One registration's deposit step (every one but record), guarded by the table. */
export async function moveDeposit(
  tx: Queryable,
  registrationId: number,
  op: Exclude<(typeof DEPOSIT.operations)[number], 'record'>,
  values: Omit<Partial<typeof registrationDeposits.$inferInsert>, 'status'>,
) {
  const rows = await tx
    .update(registrationDeposits)
    .set({ ...values, status: DEPOSIT.toCode(op) })
    .where(
      and(
        eq(registrationDeposits.registrationId, registrationId),
        inArray(registrationDeposits.status, DEPOSIT.fromCodes(op)),
      ),
    )
    .returning();
  return refusedUnlessMoved(rows, DEPOSIT, op);
}

/** A deposit that arrived: the step from toPay (no row) to received. */
export async function recordDepositRow(
  tx: Queryable,
  values: Omit<typeof registrationDeposits.$inferInsert, 'status'>,
) {
  const rows = await tx
    .insert(registrationDeposits)
    .values({ ...values, status: DEPOSIT.toCode('record') })
    .onConflictDoNothing()
    .returning();
  return refusedUnlessMoved(rows, DEPOSIT, 'record');
}

/** A staff step on a deposit, as the ledger keeps it (docs/bidding.md "Money desk"): inserted, never updated. */
export type DepositEntryKind = 'record' | 'correct' | 'confirm' | 'refund' | 'refund_confirm' | 'refund_correct';

export async function insertDepositEntry(
  tx: Queryable,
  values: Omit<typeof depositEntries.$inferInsert, 'id' | 'kind'> & { kind: DepositEntryKind },
) {
  const [row] = await tx.insert(depositEntries).values(values).returning();
  return row!;
}

/**
 * Every received deposit on a listing moves on at its outcome: the buyer's is converted into the
 * price, every other is to be refunded. Returns the registrations whose deposit is to be refunded.
 */
export async function settleListingDeposits(
  tx: Queryable,
  listingId: number,
  buyerRegistrationId: number | null,
  now: Date,
): Promise<number[]> {
  if (buyerRegistrationId === null) return releaseListingDeposits(tx, listingId, now, {});
  await moveDeposit(tx, buyerRegistrationId, 'convert', { settledAt: now });
  return releaseListingDeposits(tx, listingId, now, { except: buyerRegistrationId });
}

/**
 * Received deposits on a listing to be refunded: all, all but one registration's, or (at the window
 * close, `keepQualified`) those of registrations that did not qualify in time. Answers their
 * registrations, in id order.
 */
export async function releaseListingDeposits(
  tx: Queryable,
  listingId: number,
  now: Date,
  keep: { except?: number; keepQualified?: boolean },
): Promise<number[]> {
  const onListing = tx
    .select({ id: listingRegistrations.id })
    .from(listingRegistrations)
    .where(
      and(
        eq(listingRegistrations.listingId, listingId),
        keep.except === undefined ? undefined : ne(listingRegistrations.id, keep.except),
        keep.keepQualified ? ne(listingRegistrations.status, REGISTRATION.codes.qualified) : undefined,
      ),
    );
  const released = await tx
    .update(registrationDeposits)
    .set({ status: DEPOSIT.toCode('release'), settledAt: now })
    .where(
      and(
        inArray(registrationDeposits.registrationId, onListing),
        inArray(registrationDeposits.status, DEPOSIT.fromCodes('release')),
      ),
    )
    .returning({ registrationId: registrationDeposits.registrationId });
  return released.map((row) => row.registrationId).sort((a, b) => a - b);
}

/** An auction's step (pause, resume, settle, cancel; a bid writes through `recordBid`), guarded by the table. */
export async function moveAuction(
  tx: Queryable,
  auction: AuctionRow,
  op: 'pause' | 'resume' | 'settle' | 'cancel',
  values: Omit<Partial<typeof auctions.$inferInsert>, 'state' | 'version'>,
): Promise<AuctionRow> {
  const rows = await tx
    .update(auctions)
    .set({ ...values, state: AUCTION.toCode(op), version: auction.version + 1 })
    .where(and(eq(auctions.id, auction.id), inArray(auctions.state, AUCTION.fromCodes(op))))
    .returning();
  return refusedUnlessMoved(rows, AUCTION, op);
}

/** Who registered, for telling them: by id, in id order. */
export async function registrationOwners(tx: Queryable, ids: number[]) {
  if (ids.length === 0) return [];
  return tx
    .select({ id: listingRegistrations.id, userId: listingRegistrations.userId })
    .from(listingRegistrations)
    .where(inArray(listingRegistrations.id, ids))
    .orderBy(listingRegistrations.id);
}
