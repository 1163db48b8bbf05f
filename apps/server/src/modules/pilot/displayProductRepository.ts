import { and, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { readPage, type PageRequest } from '../../db/paging.js';
import { displayProducts, enterprises, users, zones } from '../../db/schema.js';
import { byIdAndOwner, containsText } from '../../db/filters.js';
import { decidedRows, reviewQueue } from '../review/reviewedRowRepository.js';
import { editOwnRow, insertSubmittedRow } from '../../db/submissions.js';

export type DisplayProductRow = typeof displayProducts.$inferSelect;
export type DisplayProductValues = Omit<
  typeof displayProducts.$inferInsert,
  'id' | 'userId' | 'auditStatus' | 'remark' | 'reviewedBy' | 'reviewedAt' | 'createdAt' | 'updatedAt'
>;

/** A product with what its views show beside it: the zone's and the company's names. */
const withNames = {
  product: displayProducts,
  zoneName: zones.name,
  companyName: enterprises.companyName,
  areaName: enterprises.areaName,
};
export interface NamedProductRow {
  product: DisplayProductRow;
  zoneName: string;
  companyName: string;
  areaName: string;
}

const named = (db: Queryable) =>
  db
    .select(withNames)
    .from(displayProducts)
    .innerJoin(zones, eq(zones.id, displayProducts.zoneId))
    .innerJoin(enterprises, eq(enterprises.id, displayProducts.companyId));

/** What the review sees of a product: its names and the owner's mobile. */
const namedWithOwnerMobile = (db: Queryable) =>
  db
    .select({ ...withNames, mobile: users.mobile })
    .from(displayProducts)
    .innerJoin(zones, eq(zones.id, displayProducts.zoneId))
    .innerJoin(enterprises, eq(enterprises.id, displayProducts.companyId))
    .innerJoin(users, eq(users.id, displayProducts.userId));

const newestFirst = [desc(displayProducts.createdAt), desc(displayProducts.id)] as const;
const PASSED = eq(displayProducts.auditStatus, 1);

/** One page of the named products under `where`, newest first. */
const pageNamed = (db: Queryable, where: SQL | undefined, page: PageRequest) =>
  readPage(
    named(db)
      .where(where)
      .orderBy(...newestFirst),
    db.$count(displayProducts, where),
    page,
  );

export const insertDisplayProduct = (db: Queryable, userId: number, values: DisplayProductValues) =>
  insertSubmittedRow(db, displayProducts, userId, values);

/** Approved demo content is written passed, as if reviewed. */
export async function insertReviewedDisplayProduct(
  db: Queryable,
  userId: number,
  values: DisplayProductValues & { createdAt: Date },
): Promise<void> {
  await db.insert(displayProducts).values({ ...values, userId, auditStatus: 1, updatedAt: values.createdAt });
}

/** Whether `userId` owns display product `id` (the owner check of docs/security.md "Ownership matrix"). */
export async function ownsDisplayProduct(db: Queryable, userId: number, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: displayProducts.id })
    .from(displayProducts)
    .where(byIdAndOwner(displayProducts, { id, userId }));
  return row !== undefined;
}

/** The owner's edit: any state goes back to pending review (docs/pilot.md). */
export const updateOwnDisplayProduct = (db: Queryable, userId: number, id: number, values: DisplayProductValues) =>
  editOwnRow(db, displayProducts, { id, userId }, { ...values, auditStatus: 0 });

export async function findNamedProduct(
  db: Queryable,
  id: number,
  filter: { passedOnly: boolean },
): Promise<NamedProductRow | undefined> {
  const [row] = await named(db).where(and(eq(displayProducts.id, id), filter.passedOnly ? PASSED : undefined));
  return row;
}

export function listOwnProducts(db: Queryable, userId: number, query: PageRequest & { product_name: string }) {
  const where = and(eq(displayProducts.userId, userId), containsText(displayProducts.productName, query.product_name));
  return pageNamed(db, where, query);
}

/** Passed products of one zone, optionally of one display category, newest first. */
export function listPassedProductsOfZone(db: Queryable, zoneId: number, category: number) {
  return named(db)
    .where(
      and(PASSED, eq(displayProducts.zoneId, zoneId), category ? eq(displayProducts.category, category) : undefined),
    )
    .orderBy(...newestFirst);
}

export function pagePassedProducts(
  db: Queryable,
  query: PageRequest & { zone_id?: number | undefined; category: number; keyword: string },
) {
  const where = and(
    PASSED,
    query.zone_id ? eq(displayProducts.zoneId, query.zone_id) : undefined,
    query.category ? eq(displayProducts.category, query.category) : undefined,
    containsText(displayProducts.productName, query.keyword),
  );
  return pageNamed(db, where, query);
}

/** The newest `limit` passed products of several zones (a region's look-up). */
export function listPassedProductsOfZones(db: Queryable, zoneIds: number[], limit: number) {
  if (zoneIds.length === 0) return Promise.resolve([]);
  return named(db)
    .where(and(PASSED, inArray(displayProducts.zoneId, zoneIds)))
    .orderBy(...newestFirst)
    .limit(limit);
}

const productQueue = reviewQueue({
  table: displayProducts,
  select: namedWithOwnerMobile,
  status: displayProducts.auditStatus,
  name: displayProducts.productName,
});

/** The console queue: every product, optionally of one state, newest change first. */
export const listProductQueue = (db: Queryable, query: PageRequest & { audit_status: number | ''; keyword: string }) =>
  productQueue.page(db, { ...query, status: query.audit_status });

export const findProductWithOwner = productQueue.find;

/** Products as the review queue decides them: state `auditStatus`, row-locked for a decision. */
export const decidedDisplayProducts = decidedRows(displayProducts, 'auditStatus');

/** Waiting for a reviewer; served by display_products_status_idx. */
export async function countProductsAwaitingReview(db: Queryable): Promise<number> {
  return db.$count(displayProducts, eq(displayProducts.auditStatus, 0));
}

/** The user's verified enterprise (auth_status 1), by id AND owner. */
export async function findOwnVerifiedEnterprise(db: Queryable, userId: number, id: number) {
  const [row] = await db
    .select({ id: enterprises.id, authStatus: enterprises.authStatus })
    .from(enterprises)
    .where(byIdAndOwner(enterprises, { id, userId }));
  return row;
}

/** Verified enterprises working in a prefecture (area_code '63/6326/…'), for the demo products. */
export function listVerifiedEnterprisesOfPrefecture(db: Queryable, prefecture: string) {
  return db
    .select({ id: enterprises.id, userId: enterprises.userId, companyName: enterprises.companyName })
    .from(enterprises)
    .where(and(eq(enterprises.authStatus, 1), ilike(enterprises.areaCode, `${prefecture.slice(0, 2)}/${prefecture}/%`)))
    .orderBy(enterprises.id);
}
