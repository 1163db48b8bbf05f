import { and, desc, eq, ne } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { readPage, type PageRequest } from '../../db/paging.js';
import {
  dealConfirmations,
  enterprises,
  listingRegistrations,
  listings,
  registrationDeposits,
  users,
} from '../../db/schema.js';
import { byIdAndOwner, containsText, statusFilter } from '../../db/filters.js';

export type RegistrationRow = typeof listingRegistrations.$inferSelect;
export type DepositRow = typeof registrationDeposits.$inferSelect;

/** The listing's facts a registration needs and shows. */
const listingFacts = {
  id: listings.id,
  userId: listings.userId,
  companyId: listings.companyId,
  formType: listings.formType,
  productId: listings.productId,
  productName: listings.productName,
  isPublic: listings.isPublic,
  closedStatus: listings.closedStatus,
  startTime: listings.startTime,
  endTime: listings.endTime,
  enrollFiles: listings.enrollFiles,
  marginMoney: listings.marginMoney,
};
export type ListingFacts = {
  id: number;
  userId: number;
  companyId: number;
  formType: number;
  productId: string;
  productName: string;
  isPublic: boolean;
  closedStatus: number | null;
  startTime: Date;
  endTime: Date;
  enrollFiles: Array<{ name: string; src: string }>;
  marginMoney: string;
};

/** A registration with what its views show: the listing, the deposit (if any), the buyer's mobile. */
export interface RegistrationRecord {
  registration: RegistrationRow;
  listing: ListingFacts;
  deposit: DepositRow | null;
  userMobile: string;
  /** The listing's sale, once it has one: which registration bought, and the confirmation's number. */
  deal: { registrationId: number; verificationNo: string } | null;
}

const recordColumns = {
  registration: listingRegistrations,
  listing: listingFacts,
  deposit: registrationDeposits,
  userMobile: users.mobile,
  deal: { registrationId: dealConfirmations.registrationId, verificationNo: dealConfirmations.verificationNo },
};

function recordQuery(db: Queryable) {
  return db
    .select(recordColumns)
    .from(listingRegistrations)
    .innerJoin(listings, eq(listings.id, listingRegistrations.listingId))
    .innerJoin(users, eq(users.id, listingRegistrations.userId))
    .leftJoin(registrationDeposits, eq(registrationDeposits.registrationId, listingRegistrations.id))
    .leftJoin(dealConfirmations, eq(dealConfirmations.listingId, listingRegistrations.listingId));
}

export async function findListingFacts(db: Queryable, listingId: number): Promise<ListingFacts | undefined> {
  const [row] = await db.select(listingFacts).from(listings).where(eq(listings.id, listingId));
  return row;
}

/** The user's verified enterprises (auth_status 1), oldest first. */
export async function verifiedEnterprisesOf(db: Queryable, userId: number) {
  return db
    .select({
      id: enterprises.id,
      companyName: enterprises.companyName,
      contactName: enterprises.contactName,
      contactMobile: enterprises.contactMobile,
    })
    .from(enterprises)
    .where(and(eq(enterprises.userId, userId), eq(enterprises.authStatus, 1)))
    .orderBy(enterprises.id);
}

/** Inserts a registration unless the enterprise already has a live one on the listing (then undefined). */
export async function insertRegistration(
  db: Queryable,
  values: typeof listingRegistrations.$inferInsert,
): Promise<RegistrationRow | undefined> {
  const [row] = await db.insert(listingRegistrations).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findRegistrationRecord(db: Queryable, id: number): Promise<RegistrationRecord | undefined> {
  const [row] = await recordQuery(db).where(eq(listingRegistrations.id, id));
  return row;
}

/** The only way a buyer's call loads a registration: by id AND owner. */
export async function findOwnRegistrationRecord(db: Queryable, userId: number, id: number) {
  const [row] = await recordQuery(db).where(byIdAndOwner(listingRegistrations, { id, userId }));
  return row;
}

export async function ownRegistrationsOnListing(db: Queryable, userId: number, listingId: number) {
  return recordQuery(db)
    .where(and(eq(listingRegistrations.userId, userId), eq(listingRegistrations.listingId, listingId)))
    .orderBy(desc(listingRegistrations.createdAt), desc(listingRegistrations.id));
}

export async function pageOwnRegistrations(db: Queryable, userId: number, query: PageRequest) {
  const where = eq(listingRegistrations.userId, userId);
  const select = recordQuery(db)
    .where(where)
    .orderBy(desc(listingRegistrations.createdAt), desc(listingRegistrations.id));
  return readPage(select, db.$count(listingRegistrations, where), query);
}

/** The console queue: every registration, optionally of one status or listing name, newest change first. */
export async function pageRegistrationQueue(
  db: Queryable,
  query: PageRequest & { status: number | ''; keyword: string },
) {
  const where = and(
    statusFilter(listingRegistrations.status, query.status),
    containsText(listings.productName, query.keyword),
  );
  const select = recordQuery(db)
    .where(where)
    .orderBy(desc(listingRegistrations.updatedAt), desc(listingRegistrations.id));
  const total = db
    .select({ id: listingRegistrations.id })
    .from(listingRegistrations)
    .innerJoin(listings, eq(listings.id, listingRegistrations.listingId))
    .where(where);
  return readPage(select, db.$count(total.as('q')), query);
}

/** Row-locked for a change (a decision, a deposit, a withdrawal): one at a time per registration. */
export async function lockRegistration(db: Queryable, id: number): Promise<RegistrationRecord | undefined> {
  const [row] = await recordQuery(db)
    .where(eq(listingRegistrations.id, id))
    .for('update', { of: listingRegistrations });
  return row;
}

export async function updateRegistration(
  db: Queryable,
  id: number,
  values: Partial<typeof listingRegistrations.$inferInsert>,
): Promise<RegistrationRow> {
  const [row] = await db.update(listingRegistrations).set(values).where(eq(listingRegistrations.id, id)).returning();
  return row!;
}

/** Bidder codes already given on a listing (a new one must differ). */
export async function bidderCodesOn(db: Queryable, listingId: number): Promise<string[]> {
  const rows = await db
    .select({ code: listingRegistrations.bidderCode })
    .from(listingRegistrations)
    .where(and(eq(listingRegistrations.listingId, listingId), ne(listingRegistrations.bidderCode, '')));
  return rows.map((row) => row.code);
}

export async function insertDeposit(db: Queryable, values: typeof registrationDeposits.$inferInsert) {
  const [row] = await db.insert(registrationDeposits).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateDeposit(
  db: Queryable,
  registrationId: number,
  values: Partial<typeof registrationDeposits.$inferInsert>,
): Promise<void> {
  await db.update(registrationDeposits).set(values).where(eq(registrationDeposits.registrationId, registrationId));
}

/** Waiting for a qualification decision; served by listing_registrations_status_idx. */
export async function countRegistrationsAwaitingQualification(db: Queryable): Promise<number> {
  return db.$count(listingRegistrations, eq(listingRegistrations.status, 0));
}
