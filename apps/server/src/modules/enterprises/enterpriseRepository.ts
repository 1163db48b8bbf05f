import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { enterprises, listings } from '../../db/schema.js';
import { byIdAndOwner } from '../../db/filters.js';
import { decidedRows, reviewQueue, withOwnerMobile } from '../review/reviewedRowRepository.js';
import { editOwnRow, insertSubmittedRow, pageOwnRows } from '../../db/submissions.js';

export type EnterpriseRow = typeof enterprises.$inferSelect;
export type EnterpriseValues = Omit<typeof enterprises.$inferInsert, 'id' | 'userId' | 'createdAt'>;

/** The only way this module loads an enterprise for a user: by id AND owner (docs/architecture.md). */
export async function findOwnEnterprise(db: Queryable, userId: number, id: number): Promise<EnterpriseRow | undefined> {
  const [row] = await db.select().from(enterprises).where(byIdAndOwner(enterprises, { id, userId }));
  return row;
}

export const insertEnterprise = (db: Queryable, userId: number, values: EnterpriseValues) =>
  insertSubmittedRow(db, enterprises, userId, values);

export const updateOwnEnterprise = (db: Queryable, userId: number, id: number, values: EnterpriseValues) =>
  editOwnRow(db, enterprises, { id, userId }, values);

export async function deleteOwnEnterprise(db: Queryable, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(enterprises)
    .where(byIdAndOwner(enterprises, { id, userId }))
    .returning({ id: enterprises.id });
  return rows.length > 0;
}

export const listOwnEnterprises = (
  db: Queryable,
  userId: number,
  query: { page: number; limit: number; name: string },
) => pageOwnRows(db, enterprises, userId, { name: enterprises.companyName, keyword: query.name }, query);

/** The user's certified enterprises, counted over all of them (not only the page shown). */
export async function countCertifiedEnterprises(db: Queryable, userId: number): Promise<number> {
  return db.$count(enterprises, and(eq(enterprises.userId, userId), eq(enterprises.authStatus, 1)));
}

/**
 * Whether anything published under the enterprise still points at it, which forbids deleting it:
 * a listing of any state (its disclosure names the transferor). Certification applications add
 * their check here when that feature arrives.
 */
export async function isEnterpriseInUse(db: Queryable, enterpriseId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: listings.id })
    .from(listings)
    .where(
      or(
        eq(listings.companyId, enterpriseId),
        // An owner's change awaiting review may move a public listing to this enterprise.
        sql`(${listings.pendingRevision} ->> 'companyId')::int = ${enterpriseId}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Enterprises as the verification queue decides them: state `authStatus`; a decision leaves the owner's update time. */
export const decidedEnterprises = decidedRows(enterprises, 'authStatus');

const enterpriseQueue = reviewQueue({
  table: enterprises,
  select: withOwnerMobile(enterprises),
  status: enterprises.authStatus,
  name: enterprises.companyName,
});

/** The review queue: every enterprise with its user's mobile, the latest edit first. */
export const listEnterprisesWithMobile = (
  db: Queryable,
  query: { page: number; limit: number; authStatus: number | ''; companyName: string },
) =>
  enterpriseQueue.page(db, {
    page: query.page,
    limit: query.limit,
    status: query.authStatus,
    keyword: query.companyName,
  });

export const findEnterpriseWithMobile = enterpriseQueue.find;

/** Waiting for a decision: pending (-1) or taken into review (0); served by enterprises_status_idx. */
export async function countEnterprisesAwaitingReview(db: Queryable): Promise<number> {
  return db.$count(enterprises, inArray(enterprises.authStatus, [-1, 0]));
}
