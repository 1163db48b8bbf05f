import { and, desc, eq, inArray, lt, ne } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import {
  auctions,
  bids,
  dealConfirmations,
  listingRegistrations,
  listings,
  newsItems,
  registrationDeposits,
} from '../../db/schema.js';
import type { AuctionRow } from './auctionRepository.js';

export type ConfirmationRow = typeof dealConfirmations.$inferSelect;

/** Open auctions whose end has passed, oldest end first; row-locked, skipping rows a bid or another runner holds. */
export async function lockEndedAuctions(tx: Queryable, now: Date, limit: number): Promise<AuctionRow[]> {
  return tx
    .select()
    .from(auctions)
    .where(and(eq(auctions.state, 'open'), lt(auctions.endsAt, now)))
    .orderBy(auctions.endsAt, auctions.id)
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** The whole listing, locked: the deal reads its facts and closes it. */
export async function lockListingForDeal(tx: Queryable, listingId: number) {
  const [row] = await tx.select().from(listings).where(eq(listings.id, listingId)).for('update');
  return row;
}

export async function findRegistration(tx: Queryable, id: number) {
  const [row] = await tx.select().from(listingRegistrations).where(eq(listingRegistrations.id, id));
  return row;
}

/** The one qualified registration of a listing that closed with a single buyer. */
export async function findQualifiedRegistration(tx: Queryable, listingId: number) {
  const [row] = await tx
    .select()
    .from(listingRegistrations)
    .where(and(eq(listingRegistrations.listingId, listingId), eq(listingRegistrations.status, 1)))
    .orderBy(listingRegistrations.id)
    .limit(1);
  return row;
}

/**
 * Settles the deposits of a listing's registrations: the buyer's received deposit becomes part of
 * the price (2), every other received deposit is to be refunded (3). Returns the registrations whose
 * deposit is now to be refunded, so each buyer is told.
 */
export async function settleDeposits(tx: Queryable, listingId: number, buyerRegistrationId: number | null, now: Date) {
  const onListing = tx
    .select({ id: listingRegistrations.id })
    .from(listingRegistrations)
    .where(eq(listingRegistrations.listingId, listingId));
  if (buyerRegistrationId !== null) {
    await tx
      .update(registrationDeposits)
      .set({ status: 2, settledAt: now })
      .where(and(eq(registrationDeposits.registrationId, buyerRegistrationId), eq(registrationDeposits.status, 1)));
  }
  const refunded = await tx
    .update(registrationDeposits)
    .set({ status: 3, settledAt: now })
    .where(
      and(
        inArray(registrationDeposits.registrationId, onListing),
        eq(registrationDeposits.status, 1),
        buyerRegistrationId === null ? undefined : ne(registrationDeposits.registrationId, buyerRegistrationId),
      ),
    )
    .returning({ registrationId: registrationDeposits.registrationId });
  if (refunded.length === 0) return [];
  return tx
    .select({
      id: listingRegistrations.id,
      userId: listingRegistrations.userId,
      companyName: listingRegistrations.companyName,
    })
    .from(listingRegistrations)
    .where(
      inArray(
        listingRegistrations.id,
        refunded.map((row) => row.registrationId),
      ),
    )
    .orderBy(listingRegistrations.id);
}

export async function closeAuctionRow(tx: Queryable, auction: AuctionRow, now: Date): Promise<void> {
  await tx
    .update(auctions)
    .set({ state: 'closed', closedAt: now, version: auction.version + 1 })
    .where(eq(auctions.id, auction.id));
}

/** False when the listing already has its confirmation (written once, ever). */
export async function insertConfirmation(tx: Queryable, values: typeof dealConfirmations.$inferInsert) {
  const rows = await tx.insert(dealConfirmations).values(values).onConflictDoNothing().returning();
  return rows[0];
}

export async function findConfirmationByNo(db: Queryable, no: string) {
  const [row] = await db
    .select({ confirmation: dealConfirmations, formType: listings.formType, newsPublished: newsItems.published })
    .from(dealConfirmations)
    .innerJoin(listings, eq(listings.id, dealConfirmations.listingId))
    .leftJoin(newsItems, eq(newsItems.id, dealConfirmations.newsId))
    .where(eq(dealConfirmations.verificationNo, no));
  return row;
}

export type ConfirmationFound = NonNullable<Awaited<ReturnType<typeof findConfirmationByNo>>>;

export async function findConfirmationOfListing(
  db: Queryable,
  listingId: number,
): Promise<ConfirmationRow | undefined> {
  const [row] = await db.select().from(dealConfirmations).where(eq(dealConfirmations.listingId, listingId));
  return row;
}

/** A closed auction and every bid, newest first, with the bidder codes. */
export async function closedAuctionHistory(db: Queryable, listingId: number) {
  const [auction] = await db.select().from(auctions).where(eq(auctions.listingId, listingId));
  if (!auction) return undefined;
  const rows = await db
    .select({
      version: bids.version,
      amount: bids.amount,
      placedAt: bids.placedAt,
      bidderCode: listingRegistrations.bidderCode,
    })
    .from(bids)
    .innerJoin(listingRegistrations, eq(listingRegistrations.id, bids.registrationId))
    .where(eq(bids.auctionId, auction.id))
    .orderBy(desc(bids.version));
  return { auction, bids: rows };
}
