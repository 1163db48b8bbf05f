import { and, desc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { REGISTRATION } from '@jhy/contract';
import type { Queryable } from '../../db/client.js';
import { readPage } from '../../db/paging.js';
import { rowsOf } from '../../db/rows.js';
import { auctions, bids, listingRegistrations, listings } from '../../db/schema.js';

export type AuctionRow = typeof auctions.$inferSelect;
export type BidRow = typeof bids.$inferSelect;

/** The auction of a listing (one at most), with the listing's name and the leading bid's 竞价号. */
export async function findAuctionOfListing(db: Queryable, listingId: number) {
  const [row] = await db
    .select({ auction: auctions, productName: listings.productName, leaderCode: listingRegistrations.bidderCode })
    .from(auctions)
    .innerJoin(listings, eq(listings.id, auctions.listingId))
    .leftJoin(listingRegistrations, eq(listingRegistrations.id, auctions.leaderRegistrationId))
    .where(eq(auctions.listingId, listingId));
  return row;
}

/**
 * Whether `userId` holds a qualified registration on the listing of auction `auctionId`: what lets
 * them bid in it (the condition lockAuctionForBid reads under the lock).
 */
export async function isQualifiedOnAuction(db: Queryable, userId: number, auctionId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: listingRegistrations.id })
    .from(auctions)
    .innerJoin(listingRegistrations, eq(listingRegistrations.listingId, auctions.listingId))
    .where(
      and(
        eq(auctions.id, auctionId),
        eq(listingRegistrations.userId, userId),
        eq(listingRegistrations.status, REGISTRATION.codes.qualified),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Row-locked, for staff's pause and resume (a bid locks it with lockAuctionForBid). */
export async function lockAuction(tx: Queryable, id: number): Promise<AuctionRow | undefined> {
  const [row] = await tx.select().from(auctions).where(eq(auctions.id, id)).for('update');
  return row;
}

/**
 * The auction row locked for a bid, and in the same statement what the bid is judged by besides:
 * the caller's qualified registration on its listing (the first, should they have qualified two
 * enterprises), its 竞价号, and when its last accepted bid was placed (the per-bidder rate).
 * One round trip while the lock is held, not three (docs/bidding.md "Bidding").
 */
export async function lockAuctionForBid(tx: Queryable, id: number, userId: number) {
  // Written with explicit aliases: in a one-table select drizzle leaves its columns unqualified,
  // which inside a subquery on bids would name the subquery's own columns.
  const registration = sql`(select r.id from listing_registrations r
    where r.user_id = ${userId} and r.listing_id = auctions.listing_id and r.status = ${REGISTRATION.codes.qualified}
    order by r.id limit 1)`;
  const [row] = await tx
    .select({
      auction: auctions,
      registrationId: sql<number | null>`${registration}`.mapWith((value) => (value === null ? null : Number(value))),
      bidderCode: sql<string | null>`(select r.bidder_code from listing_registrations r where r.id = ${registration})`,
      lastBidAt: sql<Date | null>`(select max(b.placed_at) from bids b
        where b.auction_id = auctions.id and b.registration_id = ${registration})`.mapWith(bids.placedAt),
    })
    .from(auctions)
    .where(eq(auctions.id, id))
    .for('update');
  return row;
}

/**
 * Stores an accepted bid and moves the auction by it, in one statement: the bid is inserted
 * (nothing when its level is taken: the unique index, the last guard) and only then the auction
 * updated. Answers the auction as it now stands, or undefined when the level was taken.
 */
export async function storeBid(
  tx: Queryable,
  bid: typeof bids.$inferInsert,
  change: Pick<
    typeof auctions.$inferInsert,
    'currentPrice' | 'leaderRegistrationId' | 'bidCount' | 'endsAt' | 'version'
  >,
): Promise<AuctionRow | undefined> {
  const stored = tx.$with('stored').as(tx.insert(bids).values(bid).onConflictDoNothing().returning({ id: bids.id }));
  const [row] = await tx
    .with(stored)
    .update(auctions)
    .set(change)
    .where(and(eq(auctions.id, bid.auctionId), sql`exists (select 1 from ${stored})`))
    .returning();
  return row;
}

/**
 * Stores a bid judged against `known`, a committed row of its auction, in one statement that
 * commits by itself: the auction is moved only while it still holds what the bid was judged by —
 * its version (every change made by the application moves it: a bid, a pause, a resume, the close)
 * and, should anything else have written the row, each column the judgement read — and the bidder
 * placed no bid after `since` (the per-bidder rate); the bid is inserted from that move. It never
 * waits for the row: held by another transaction, it is skipped. Nothing is stored when any of it
 * does not hold (false). Two round trips fewer than begin, lock, store, commit (docs/bidding.md
 * "Bidding").
 */
export async function storeBidAtVersion(
  db: Queryable,
  known: AuctionRow,
  bid: Omit<typeof bids.$inferInsert, 'auctionId' | 'version'> & { registrationId: number },
  change: Pick<typeof auctions.$inferInsert, 'currentPrice' | 'leaderRegistrationId' | 'bidCount' | 'endsAt'>,
  since: Date,
): Promise<boolean> {
  // Raw: drizzle's INSERT … SELECT lists every column, the serial id too.
  const stored = await rowsOf<{ id: number }>(
    db,
    // `held`: the row, locked by this statement unless someone else holds it (SKIP LOCKED: then
    // nothing is stored, and the bid waits for the lock in the locked judgement, which reads its
    // instant holding the row).
    sql`WITH held AS (
          SELECT id FROM auctions WHERE id = ${known.id} FOR UPDATE SKIP LOCKED
        ), moved AS (
          UPDATE auctions SET current_price = ${change.currentPrice}, leader_registration_id = ${change.leaderRegistrationId},
            bid_count = ${change.bidCount}, ends_at = ${change.endsAt!.toISOString()}, version = ${known.version + 1}
          WHERE id IN (SELECT id FROM held) AND version = ${known.version}
            AND (state, start_price, increment, current_price, leader_registration_id, bid_count,
                 opens_at, timed_from, ends_at, extension_minutes)
              IS NOT DISTINCT FROM (${known.state}::varchar, ${known.startPrice}::numeric, ${known.increment}::numeric,
                 ${known.currentPrice}::numeric, ${known.leaderRegistrationId}::integer, ${known.bidCount}::integer,
                 ${known.opensAt.toISOString()}::timestamptz, ${known.timedFrom.toISOString()}::timestamptz,
                 ${known.endsAt.toISOString()}::timestamptz, ${known.extensionMinutes}::integer)
            AND NOT EXISTS (SELECT 1 FROM bids b WHERE b.auction_id = ${known.id}
              AND b.registration_id = ${bid.registrationId} AND b.placed_at > ${since.toISOString()}::timestamptz)
          RETURNING id, version)
        INSERT INTO bids (auction_id, registration_id, amount, version, placed_at)
        SELECT id, ${bid.registrationId}::integer, ${bid.amount}::numeric, version, ${bid.placedAt!.toISOString()}::timestamptz
        FROM moved
        RETURNING id`,
  );
  return stored.length === 1;
}

/**
 * The auction of a listing as one viewer sees it, in one query: the auction, the listing's name,
 * the leader's 竞价号 and — for a user — their qualified registration on the listing (the first,
 * should they have qualified two enterprises), its 竞价号 and its best accepted bid.
 */
export async function findRoomOfListing(db: Queryable, listingId: number, userId: number | null) {
  // Explicit aliases: in these subqueries drizzle would leave the outer table's columns unqualified.
  const mine = sql`(select r.id from listing_registrations r
    where r.user_id = ${userId ?? 0} and r.listing_id = auctions.listing_id and r.status = ${REGISTRATION.codes.qualified}
    order by r.id limit 1)`;
  const [row] = await db
    .select({
      auction: auctions,
      productName: listings.productName,
      leaderCode: listingRegistrations.bidderCode,
      myRegistrationId: sql<number | null>`${mine}`.mapWith((value) => (value === null ? null : Number(value))),
      myCode: sql<string | null>`(select r.bidder_code from listing_registrations r where r.id = ${mine})`,
      myBest: sql<string | null>`(select max(b.amount)::text from bids b
        where b.auction_id = auctions.id and b.registration_id = ${mine})`,
    })
    .from(auctions)
    .innerJoin(listings, eq(listings.id, auctions.listingId))
    .leftJoin(listingRegistrations, eq(listingRegistrations.id, auctions.leaderRegistrationId))
    .where(eq(auctions.listingId, listingId));
  return row;
}

const historyColumns = {
  version: bids.version,
  amount: bids.amount,
  placedAt: bids.placedAt,
  registrationId: bids.registrationId,
  bidderCode: listingRegistrations.bidderCode,
  companyName: listingRegistrations.companyName,
};

/** Bids up to a version (the state one read of the auction saw), newest first. */
export async function bidHistory(db: Queryable, auctionId: number, upToVersion: number, limit: number) {
  return db
    .select(historyColumns)
    .from(bids)
    .innerJoin(listingRegistrations, eq(listingRegistrations.id, bids.registrationId))
    .where(and(eq(bids.auctionId, auctionId), lte(bids.version, upToVersion)))
    .orderBy(desc(bids.version))
    .limit(limit);
}

/**
 * What the live feed compares to notice a change made anywhere (another instance, a pause): the
 * auction row as committed, which the bid sequencer also learns from (bidSequencer.ts).
 */
export async function auctionMark(db: Queryable, listingId: number): Promise<AuctionRow | undefined> {
  const [row] = await db.select().from(auctions).where(eq(auctions.listingId, listingId));
  return row;
}

/** The console's list: newest first, optionally one state, with the listing's name and the leader. */
export async function pageAuctions(db: Queryable, query: { page: number; limit: number; state: string }) {
  const where = query.state === '' ? undefined : eq(auctions.state, query.state);
  return readPage(
    db
      .select({
        auction: auctions,
        productName: listings.productName,
        leaderCode: listingRegistrations.bidderCode,
        leaderCompany: listingRegistrations.companyName,
      })
      .from(auctions)
      .innerJoin(listings, eq(listings.id, auctions.listingId))
      .leftJoin(listingRegistrations, eq(listingRegistrations.id, auctions.leaderRegistrationId))
      .where(where)
      .orderBy(desc(auctions.id)),
    db.$count(auctions, where),
    query,
  );
}

/**
 * Claims the outbid notice of a qualified registration at `at` unless one was claimed after `since`
 * (docs/bidding.md "Notices"): the coalescing, in the row, so that two instances never both send.
 * Answers the user and the product's name to tell, or undefined when nothing is to be sent.
 */
export async function claimOutbidNotice(tx: Queryable, registrationId: number, at: Date, since: Date) {
  const [claimed] = await tx
    .update(listingRegistrations)
    .set({ outbidNoticedAt: at })
    .where(
      and(
        eq(listingRegistrations.id, registrationId),
        eq(listingRegistrations.status, REGISTRATION.codes.qualified),
        or(isNull(listingRegistrations.outbidNoticedAt), lte(listingRegistrations.outbidNoticedAt, since)),
      ),
    )
    .returning({
      userId: listingRegistrations.userId,
      productName: sql<string>`(select ${listings.productName} from ${listings} where ${listings.id} = ${listingRegistrations.listingId})`,
    });
  return claimed;
}
