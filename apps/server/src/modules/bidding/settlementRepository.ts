import { and, asc, desc, eq, inArray, lt, notInArray, or } from 'drizzle-orm';
import { AUCTION, REGISTRATION } from '@jhy/contract';
import type { Queryable } from '../../db/client.js';
import { readPage, type PageRequest } from '../../db/paging.js';
import { auctions, bids, dealConfirmations, listingRegistrations, listings, newsItems } from '../../db/schema.js';
import type { AuctionRow } from './auctionRepository.js';
import { FAILED_RETRY_MS } from './closingRepository.js';
import { failedSince } from './jobFailureRepository.js';

export type ConfirmationRow = typeof dealConfirmations.$inferSelect;

/**
 * Listings whose auction is open and past its end, oldest end first, less those this run already
 * tried and those whose settlement failed in the last minute — unlocked: each is settled in a
 * transaction of its own.
 */
export async function endedAuctionListingIds(db: Queryable, now: Date, limit: number, exclude: number[]) {
  const rows = await db
    .select({ listingId: auctions.listingId })
    .from(auctions)
    .innerJoin(listings, eq(listings.id, auctions.listingId))
    .where(
      and(
        inArray(auctions.state, AUCTION.fromCodes('settle')),
        lt(auctions.endsAt, now),
        failedSince('settle', new Date(now.getTime() - FAILED_RETRY_MS)),
        exclude.length > 0 ? notInArray(auctions.listingId, exclude) : undefined,
      ),
    )
    .orderBy(asc(auctions.endsAt), asc(auctions.id))
    .limit(limit);
  return rows.map((row) => row.listingId);
}

/** The auction row, locked unless a bid or another runner holds it (then undefined: the next run settles it). */
export async function lockAuctionOfListingUnlessHeld(
  tx: Queryable,
  listingId: number,
): Promise<AuctionRow | undefined> {
  const [row] = await tx
    .select()
    .from(auctions)
    .where(eq(auctions.listingId, listingId))
    .for('update', { skipLocked: true });
  return row;
}

export type RegistrationRow = typeof listingRegistrations.$inferSelect;

/**
 * The winning bid: the highest whose registration is still qualified (a registration that left the
 * auction never wins, docs/lifecycles.md), with its registration.
 */
export async function winningBid(tx: Queryable, auctionId: number) {
  const [row] = await tx
    .select({ amount: bids.amount, registration: listingRegistrations })
    .from(bids)
    .innerJoin(listingRegistrations, eq(listingRegistrations.id, bids.registrationId))
    .where(and(eq(bids.auctionId, auctionId), eq(listingRegistrations.status, REGISTRATION.codes.qualified)))
    .orderBy(desc(bids.amount), asc(bids.version))
    .limit(1);
  return row;
}

/** The one qualified registration of a listing that closed with a single buyer. */
export async function findQualifiedRegistration(tx: Queryable, listingId: number) {
  const [row] = await tx
    .select()
    .from(listingRegistrations)
    .where(
      and(eq(listingRegistrations.listingId, listingId), eq(listingRegistrations.status, REGISTRATION.codes.qualified)),
    )
    .orderBy(listingRegistrations.id)
    .limit(1);
  return row;
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

/**
 * Keeps the stored document of a confirmation, once: only while it has none (the guard that lets
 * two instances render at the same time and keep one file). Answers whether this call kept it.
 */
export async function keepConfirmationDocument(
  tx: Queryable,
  id: number,
  document: { name: string; sha256: string },
): Promise<boolean> {
  const rows = await tx
    .update(dealConfirmations)
    .set({ documentName: document.name, documentSha256: document.sha256 })
    .where(and(eq(dealConfirmations.id, id), eq(dealConfirmations.documentSha256, '')))
    .returning({ id: dealConfirmations.id });
  return rows.length === 1;
}

export async function findConfirmationById(db: Queryable, id: number): Promise<ConfirmationRow | undefined> {
  const [row] = await db.select().from(dealConfirmations).where(eq(dealConfirmations.id, id));
  return row;
}

export async function findConfirmationOfListing(
  db: Queryable,
  listingId: number,
): Promise<ConfirmationRow | undefined> {
  const [row] = await db.select().from(dealConfirmations).where(eq(dealConfirmations.listingId, listingId));
  return row;
}

/**
 * The sales a user was a party to, as seller or buyer, newest first; the id breaks a tie. Each side
 * has its index (deal_confirmations_buyer_idx, _seller_idx), which the planner ORs.
 */
export async function pageConfirmationsOfParty(db: Queryable, userId: number, page: PageRequest) {
  const party = or(eq(dealConfirmations.buyerUserId, userId), eq(dealConfirmations.sellerUserId, userId));
  const select = db
    .select({ confirmation: dealConfirmations, formType: listings.formType })
    .from(dealConfirmations)
    .innerJoin(listings, eq(listings.id, dealConfirmations.listingId))
    .where(party)
    .orderBy(desc(dealConfirmations.dealtAt), desc(dealConfirmations.id));
  return readPage(select, db.$count(dealConfirmations, party), page);
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
