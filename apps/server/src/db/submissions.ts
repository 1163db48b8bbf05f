import { and, desc, eq, type Column, type SQL } from 'drizzle-orm';
import type { Queryable } from './client.js';
import { asEdit } from './edits.js';
import { byIdAndOwner, containsText } from './filters.js';
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

/**
 * The owner's edit of their own submission, by id AND owner and, where the life cycle allows edits
 * only in some states, `onlyWhile` (in the same statement: a reviewer who takes the row at that
 * moment wins or loses cleanly); the update time moves to now. The row as written, or undefined.
 */
export async function editOwnRow<T extends SubmissionTable>(
  db: Queryable,
  table: T,
  owned: { id: number; userId: number },
  values: Partial<T['$inferInsert']>,
  onlyWhile?: SQL,
): Promise<T['$inferSelect'] | undefined> {
  const submitted: SubmissionTable = table;
  const [row] = await db
    .update(submitted)
    .set(asEdit(values))
    .where(and(byIdAndOwner(submitted, owned), onlyWhile))
    .returning();
  return row as T['$inferSelect'] | undefined;
}
