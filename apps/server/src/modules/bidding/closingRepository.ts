import { and, asc, eq, isNull, lt, notInArray } from 'drizzle-orm';
import { REGISTRATION } from '@jhy/contract';
import type { Queryable } from '../../db/client.js';
import { auctions, listingClosings, listingRegistrations, listings } from '../../db/schema.js';
import { failedSince } from './jobFailureRepository.js';

/** Listings whose job failed are tried again this long after their last failure. */
export const FAILED_RETRY_MS = 60_000;

/**
 * Public, open listings whose window ended before `now` and whose current window end has no closing
 * yet, oldest end first, less those this run already tried (`exclude`) and those that failed in the
 * last minute — ids only, unlocked: each is then closed in a transaction of its own.
 */
export async function dueListingIds(tx: Queryable, now: Date, limit: number, exclude: number[]): Promise<number[]> {
  const rows = await tx
    .select({ id: listings.id })
    .from(listings)
    .leftJoin(
      listingClosings,
      and(eq(listingClosings.listingId, listings.id), eq(listingClosings.windowEnd, listings.endTime)),
    )
    .where(
      and(
        eq(listings.isPublic, true),
        isNull(listings.closedStatus),
        lt(listings.endTime, now),
        isNull(listingClosings.listingId),
        failedSince('close', new Date(now.getTime() - FAILED_RETRY_MS)),
        exclude.length > 0 ? notInArray(listings.id, exclude) : undefined,
      ),
    )
    .orderBy(asc(listings.endTime), asc(listings.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

export async function countQualified(tx: Queryable, listingId: number): Promise<number> {
  return tx.$count(
    listingRegistrations,
    and(eq(listingRegistrations.listingId, listingId), eq(listingRegistrations.status, REGISTRATION.codes.qualified)),
  );
}

/** The qualified registrations of a listing (who is told the auction opened), by id. */
export async function qualifiedBidders(tx: Queryable, listingId: number) {
  return tx
    .select({
      id: listingRegistrations.id,
      userId: listingRegistrations.userId,
      bidderCode: listingRegistrations.bidderCode,
    })
    .from(listingRegistrations)
    .where(
      and(eq(listingRegistrations.listingId, listingId), eq(listingRegistrations.status, REGISTRATION.codes.qualified)),
    )
    .orderBy(asc(listingRegistrations.id));
}

/** Writes the closing of one window end; false when it already exists (written once, ever). */
export async function insertClosing(tx: Queryable, values: typeof listingClosings.$inferInsert): Promise<boolean> {
  const rows = await tx.insert(listingClosings).values(values).onConflictDoNothing().returning();
  return rows.length === 1;
}

export async function insertAuction(tx: Queryable, values: typeof auctions.$inferInsert): Promise<number> {
  const [row] = await tx.insert(auctions).values(values).onConflictDoNothing().returning({ id: auctions.id });
  return row?.id ?? 0;
}

export async function closingsOf(db: Queryable, listingId: number) {
  return db
    .select()
    .from(listingClosings)
    .where(eq(listingClosings.listingId, listingId))
    .orderBy(listingClosings.windowEnd);
}
