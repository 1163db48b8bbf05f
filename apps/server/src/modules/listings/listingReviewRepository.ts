import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { readPage, type PageRequest } from '../../db/paging.js';
import { enterprises, listings, staff, users } from '../../db/schema.js';
import { containsText } from '../../db/filters.js';
import { lockReviewedRow, writeReviewedRow } from '../review/reviewedRowRepository.js';
import { enrollStatusIs } from '../trading/enrollStatusRepository.js';
import type { EnrollStatus } from '@jhy/contract';
import type { ListingWithEnterprise } from './listingSubmissionRepository.js';

/** A queue row: the listing, its enterprise's name, the submitter's mobile, the first reviewer. */
export interface ListingQueueRecord extends ListingWithEnterprise {
  userMobile: string;
  firstReviewerName: string;
}

const queueColumns = {
  listing: listings,
  enterpriseName: enterprises.companyName,
  userMobile: users.mobile,
  firstReviewerName: sql<string>`coalesce(${staff.username}, '')`,
};

const queueSelect = (db: Queryable) =>
  db
    .select(queueColumns)
    .from(listings)
    .innerJoin(enterprises, eq(enterprises.id, listings.companyId))
    .innerJoin(users, eq(users.id, listings.userId))
    .leftJoin(staff, eq(staff.id, listings.firstReviewedBy));

/** The listing, locked for one decision (SELECT … FOR UPDATE). */
export const lockListing = (db: Queryable, id: number) => lockReviewedRow(db, listings, id);

export const updateListing = (db: Queryable, id: number, values: Partial<typeof listings.$inferInsert>) =>
  writeReviewedRow(db, listings, id, values);

/** The enterprise's name now: a listing passing its last review keeps it. */
export async function enterpriseNameOf(db: Queryable, companyId: number): Promise<string> {
  const [row] = await db
    .select({ name: enterprises.companyName })
    .from(enterprises)
    .where(eq(enterprises.id, companyId));
  return row?.name ?? '';
}

/** The review queue, latest submission first (listings_audit_idx serves the status/step filters). */
export async function pageListingQueue(
  db: Queryable,
  query: { page: number; limit: number; auditStatus?: number; auditType?: number; name?: string },
) {
  const where = and(
    query.auditStatus !== undefined ? eq(listings.auditStatus, query.auditStatus) : undefined,
    query.auditType !== undefined ? eq(listings.auditType, query.auditType) : undefined,
    containsText(listings.productName, query.name),
  );
  return pageOf(db, where, [desc(listings.updatedAt), desc(listings.id)], query);
}

/** Public listings for staff operations, newest published first. */
export async function pagePublicForOperations(
  db: Queryable,
  query: { page: number; limit: number; enrollStatus?: EnrollStatus; name?: string },
  now: Date,
) {
  const where = and(
    sql`${listings.isPublic}`,
    query.enrollStatus !== undefined ? enrollStatusIs(query.enrollStatus, now) : undefined,
    containsText(listings.productName, query.name),
  );
  return pageOf(db, where, [sql`${listings.publishedAt} DESC NULLS LAST`, desc(listings.id)], query);
}

function pageOf(db: Queryable, where: SQL | undefined, order: SQL[], page: PageRequest) {
  const select = queueSelect(db)
    .where(where)
    .orderBy(...order);
  return readPage<ListingQueueRecord>(select, db.$count(listings, where), page);
}

export async function findListingForReview(db: Queryable, id: number): Promise<ListingQueueRecord | undefined> {
  const [row] = await queueSelect(db).where(eq(listings.id, id));
  return row;
}

/** Submissions waiting for either review step. */
export async function countListingsAwaitingReview(db: Queryable): Promise<number> {
  return db.$count(listings, eq(listings.auditStatus, 0));
}
