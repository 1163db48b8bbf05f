import { asc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import type { PageRequest } from '../../db/paging.js';
import { certificationApplications, certificationOrganisations } from '../../db/schema.js';
import { byIdAndOwner } from '../../db/filters.js';
import { decidedRows, reviewQueue, withOwnerMobile } from '../review/reviewedRowRepository.js';
import { editOwnRow, insertSubmittedRow, pageOwnRows } from '../../db/submissions.js';
import { editRowById } from '../../db/edits.js';

export type ApplicationRow = typeof certificationApplications.$inferSelect;
export type ApplicationValues = Omit<
  typeof certificationApplications.$inferInsert,
  'id' | 'userId' | 'createdAt' | 'acceptanceStatus' | 'remark' | 'reviewedBy' | 'reviewedAt'
>;
export type OrganisationRow = typeof certificationOrganisations.$inferSelect;

/** The only way this module loads an application for a user: by id AND owner. */
export async function findOwnApplication(
  db: Queryable,
  userId: number,
  id: number,
): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(certificationApplications)
    .where(byIdAndOwner(certificationApplications, { id, userId }));
  return row;
}

export const insertApplication = (db: Queryable, userId: number, values: ApplicationValues) =>
  insertSubmittedRow(db, certificationApplications, userId, values);

/** Writes an applicant's edit only while the application is still pending (0). */
export const updatePendingApplication = (db: Queryable, userId: number, id: number, values: ApplicationValues) =>
  editOwnRow(db, certificationApplications, { id, userId }, values, eq(certificationApplications.acceptanceStatus, 0));

export const listOwnApplications = (db: Queryable, userId: number, query: PageRequest & { product_name: string }) =>
  pageOwnRows(
    db,
    certificationApplications,
    userId,
    { name: certificationApplications.productName, keyword: query.product_name },
    query,
  );

const applicationQueue = reviewQueue({
  table: certificationApplications,
  select: withOwnerMobile(certificationApplications),
  status: certificationApplications.acceptanceStatus,
  name: certificationApplications.productName,
});

/** The console queue: every application, optionally of one status, newest change first. */
export const listApplicationQueue = (
  db: Queryable,
  query: PageRequest & { acceptance_status: number | ''; keyword: string },
) => applicationQueue.page(db, { ...query, status: query.acceptance_status });

export const findApplicationWithApplicant = applicationQueue.find;

/** Applications as the acceptance queue decides them: state `acceptanceStatus`, row-locked for a decision. */
export const decidedApplications = decidedRows(certificationApplications, 'acceptanceStatus');

/** Waiting for staff: pending (0) or in acceptance (1); served by certification_status_idx. */
export async function countApplicationsAwaitingAcceptance(db: Queryable): Promise<number> {
  return db.$count(certificationApplications, inArray(certificationApplications.acceptanceStatus, [0, 1]));
}

export async function listOrganisations(db: Queryable): Promise<OrganisationRow[]> {
  return db
    .select()
    .from(certificationOrganisations)
    .orderBy(asc(certificationOrganisations.sort), asc(certificationOrganisations.id));
}

export async function findOrganisation(db: Queryable, id: number): Promise<OrganisationRow | undefined> {
  const [row] = await db.select().from(certificationOrganisations).where(eq(certificationOrganisations.id, id));
  return row;
}

export type OrganisationValues = Pick<OrganisationRow, 'title' | 'imgPath' | 'content' | 'sort'>;

export async function insertOrganisation(db: Queryable, values: OrganisationValues): Promise<OrganisationRow> {
  const [row] = await db.insert(certificationOrganisations).values(values).returning();
  return row!;
}

export const updateOrganisation = (db: Queryable, id: number, values: OrganisationValues) =>
  editRowById(db, certificationOrganisations, id, values);

export async function deleteOrganisation(db: Queryable, id: number): Promise<OrganisationRow | undefined> {
  const [row] = await db.delete(certificationOrganisations).where(eq(certificationOrganisations.id, id)).returning();
  return row;
}
