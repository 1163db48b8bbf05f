import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { readPage } from '../../db/paging.js';
import { categories, enterprises, listings } from '../../db/schema.js';
import { byIdAndOwner, containsText } from '../../db/filters.js';
import type { ListingContent } from './listingContent.js';

export type ListingRow = typeof listings.$inferSelect;
/** A listing with its enterprise's current name (what a passing review would keep). */
export interface ListingWithEnterprise {
  listing: ListingRow;
  enterpriseName: string;
}

const withEnterprise = { listing: listings, enterpriseName: enterprises.companyName };

/** The only way an owner's call loads a listing: by id AND owner. */
export async function findOwnListing(db: Queryable, userId: number, id: number): Promise<ListingRow | undefined> {
  const [row] = await db.select().from(listings).where(byIdAndOwner(listings, { id, userId }));
  return row;
}

/** The same, locked for the owner's change (a review decision or a deal cannot interleave). */
export async function lockOwnListing(db: Queryable, userId: number, id: number): Promise<ListingRow | undefined> {
  const [row] = await db.select().from(listings).where(byIdAndOwner(listings, { id, userId })).for('update');
  return row;
}

/**
 * A new submission. Its public code is made from its own id, in a shape no seeded or imported code
 * uses, so it can never collide with one; until the id is known the row holds a unique placeholder.
 * Call inside the submission's transaction.
 */
export async function insertListing(
  db: Queryable,
  values: ListingContent & { userId: number; formType: number },
  productCode: (id: number) => string,
): Promise<ListingRow> {
  const [inserted] = await db
    .insert(listings)
    .values({ ...values, productId: `new-${randomUUID().slice(0, 18)}` })
    .returning({ id: listings.id });
  const [row] = await db
    .update(listings)
    .set({ productId: productCode(inserted!.id) })
    .where(eq(listings.id, inserted!.id))
    .returning();
  return row!;
}

/** An owner's change: straight into the row, or held as a revision while the row is public. */
export async function updateOwnListing(
  db: Queryable,
  userId: number,
  id: number,
  change: Partial<ListingContent> & {
    pendingRevision: Record<string, unknown> | null;
    updatedAt: Date;
  },
): Promise<ListingRow | undefined> {
  const [row] = await db
    .update(listings)
    // A change starts review over: first review, no remark, nobody has passed it yet.
    .set({ ...change, auditStatus: 0, auditType: 1, auditRemark: '', firstReviewedBy: null })
    .where(byIdAndOwner(listings, { id, userId }))
    .returning();
  return row;
}

/** The user's listings, newest submission first (listings_user_idx). */
export async function pageOwnListings(
  db: Queryable,
  userId: number,
  query: { page: number; limit: number; name?: string },
): Promise<{ rows: ListingWithEnterprise[]; total: number }> {
  const where = and(eq(listings.userId, userId), containsText(listings.productName, query.name));
  const select = db
    .select(withEnterprise)
    .from(listings)
    .innerJoin(enterprises, eq(enterprises.id, listings.companyId))
    .where(where)
    .orderBy(desc(listings.createdAt), desc(listings.id));
  return readPage(select, db.$count(listings, where), query);
}

export async function findListingWithEnterprise(db: Queryable, id: number): Promise<ListingWithEnterprise | undefined> {
  const [row] = await db
    .select(withEnterprise)
    .from(listings)
    .innerJoin(enterprises, eq(enterprises.id, listings.companyId))
    .where(eq(listings.id, id));
  return row;
}

/** A trading class (a project_type with a parent group) and its group; undefined for anything else. */
export async function findTradingClass(db: Queryable, id: number): Promise<{ id: number; group: number } | undefined> {
  const [row] = await db
    .select({ id: categories.id, pid: categories.pid })
    .from(categories)
    .where(and(eq(categories.id, id), eq(categories.group, 'project_type')));
  return row && row.pid !== 0 ? { id: row.id, group: row.pid } : undefined;
}
