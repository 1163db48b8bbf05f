import { and, desc, eq, type Column } from 'drizzle-orm';
import type { Queryable } from './client.js';
import { containsText } from './filters.js';
import { readPage, type PageRequest } from './paging.js';
import type { certificationApplications, displayProducts, enterprises } from './schema.js';

/**
 * The tables of what a user submits for review and keeps as their own: certification applications,
 * display products, enterprises. Each repository binds these helpers to its own table; they take
 * one table of the union at a time.
 */
type SubmissionTable = typeof certificationApplications | typeof displayProducts | typeof enterprises;

/**
 * A user's new submission (an application, a product, an enterprise): the row as written, in the
 * first state of its life cycle, which the table's column default gives.
 */
export async function insertSubmittedRow<T extends SubmissionTable>(
  db: Queryable,
  table: T,
  userId: number,
  values: Omit<T['$inferInsert'], 'userId'>,
): Promise<T['$inferSelect']> {
  const submitted: SubmissionTable = table;
  const [row] = await db
    .insert(submitted)
    .values({ ...values, userId })
    .returning();
  return row as T['$inferSelect'];
}

/**
 * One page of a user's own submissions, optionally with `keyword` in the `name` column, newest
 * submission first, as each table's user index keeps them.
 */
export async function pageOwnRows<T extends SubmissionTable>(
  db: Queryable,
  table: T,
  userId: number,
  search: { name: Column; keyword: string },
  page: PageRequest,
): Promise<{ rows: Array<T['$inferSelect']>; total: number }> {
  const owned: SubmissionTable = table;
  const where = and(eq(owned.userId, userId), containsText(search.name, search.keyword));
  const select = db.select().from(owned).where(where).orderBy(desc(owned.createdAt), desc(owned.id));
  const { rows, total } = await readPage(select, db.$count(owned, where), page);
  return { rows: rows as Array<T['$inferSelect']>, total };
}
