import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { auctions, listingClosings, listingRegistrations, listings } from '../../db/schema.js';

/** The advisory lock key of the window-close job: one runner at a time, across instances. */
const CLOSING_LOCK_KEY = 1_401_001;

/** True when this transaction now holds the job's lock (released at commit or rollback). */
export async function tryClosingLock(tx: Queryable): Promise<boolean> {
  const [row] = await tx
    .select({ ok: sql<boolean>`pg_try_advisory_xact_lock(${CLOSING_LOCK_KEY})` })
    .from(sql`(SELECT 1) AS one`);
  return Boolean(row?.ok);
}

export type DueListing = Pick<
  typeof listings.$inferSelect,
  'id' | 'userId' | 'productName' | 'price' | 'free' | 'endTime' | 'noticeTime' | 'potentialBuyer'
>;

/**
 * Public, open listings whose window ended before `now` and whose current window end has no
 * closing yet, oldest end first; row-locked, skipping rows another runner holds.
 */
export async function lockDueListings(tx: Queryable, now: Date, limit: number): Promise<DueListing[]> {
  return tx
    .select({
      id: listings.id,
      userId: listings.userId,
      productName: listings.productName,
      price: listings.price,
      free: listings.free,
      endTime: listings.endTime,
      noticeTime: listings.noticeTime,
      potentialBuyer: listings.potentialBuyer,
    })
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
      ),
    )
    .orderBy(listings.endTime, listings.id)
    .limit(limit)
    .for('update', { of: listings, skipLocked: true });
}

export async function countQualified(tx: Queryable, listingId: number): Promise<number> {
  return tx.$count(
    listingRegistrations,
    and(eq(listingRegistrations.listingId, listingId), eq(listingRegistrations.status, 1)),
  );
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

export async function updateClosedListing(
  tx: Queryable,
  id: number,
  values: Pick<Partial<typeof listings.$inferInsert>, 'closedStatus' | 'closedAt' | 'endTime' | 'noticeTime'>,
): Promise<void> {
  await tx.update(listings).set(values).where(eq(listings.id, id));
}

export async function closingsOf(db: Queryable, listingId: number) {
  return db
    .select()
    .from(listingClosings)
    .where(eq(listingClosings.listingId, listingId))
    .orderBy(listingClosings.windowEnd);
}
