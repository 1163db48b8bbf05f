import { and, desc, eq, type Column, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { containsText, statusFilter } from '../../db/filters.js';
import { readPage, type PageRequest } from '../../db/paging.js';
import {
  users,
  type certificationApplications,
  type displayProducts,
  type enterprises,
  type listings,
} from '../../db/schema.js';

/**
 * The tables whose rows staff decide on one by one (docs/lifecycles.md): certification
 * applications, display products, enterprises, listings. Each repository binds these helpers to
 * its own table; they take one table of the union at a time.
 */
type ReviewedTable = typeof certificationApplications | typeof displayProducts | typeof enterprises | typeof listings;

/** The row, locked for a decision until the transaction ends: two reviewers cannot decide it at once. */
export async function lockReviewedRow<T extends ReviewedTable>(
  db: Queryable,
  table: T,
  id: number,
): Promise<T['$inferSelect'] | undefined> {
  const reviewed: ReviewedTable = table;
  const [row] = await db.select().from(reviewed).where(eq(reviewed.id, id)).for('update');
  return row as T['$inferSelect'] | undefined;
}

/** Writes a decision (or another staff change) on the row, and answers the row as written. */
export async function writeReviewedRow<T extends ReviewedTable>(
  db: Queryable,
  table: T,
  id: number,
  values: Partial<T['$inferInsert']>,
): Promise<T['$inferSelect']> {
  const reviewed: ReviewedTable = table;
  const [row] = await db.update(reviewed).set(values).where(eq(reviewed.id, id)).returning();
  return row as T['$inferSelect'];
}

/** The number columns of a reviewed table: the one that holds its review state is among them. */
type NumberKey<T extends ReviewedTable> = {
  [K in keyof T['$inferSelect']]: T['$inferSelect'][K] extends number ? K : never;
}[keyof T['$inferSelect']] &
  keyof T['$inferInsert'];

/**
 * The rows of a reviewed table whose review state is the one column `state`, as a life-cycle review
 * flow (`lifeCycleReviewFlow`) decides them: the state of a row, the row locked for a decision, and
 * the decision written — the state with the remark and the reviewer stamp.
 */
export function decidedRows<T extends ReviewedTable>(table: T, state: NumberKey<T>) {
  return {
    stateOf: (row: T['$inferSelect']) => row[state] as number,
    lock: (db: Queryable, id: number) => lockReviewedRow(db, table, id),
    write: (
      db: Queryable,
      id: number,
      value: number,
      decision: { remark: string; reviewedBy: number | null; reviewedAt: Date },
    ) => {
      const values: Record<string, unknown> = { ...decision, [state]: value };
      return writeReviewedRow(db, table, id, values as Partial<T['$inferInsert']>);
    },
  };
}

/**
 * What staff see of a row a user submitted, in a queue whose row needs nothing else: the row and
 * its owner's mobile.
 */
export const withOwnerMobile =
  <T extends typeof certificationApplications | typeof enterprises>(table: T) =>
  (db: Queryable): ReviewQueueSelect<{ row: T['$inferSelect']; mobile: string }> => {
    const owned: typeof certificationApplications | typeof enterprises = table;
    return db.select({ row: owned, mobile: users.mobile }).from(owned).innerJoin(users, eq(users.id, owned.userId));
  };

/** A select of a reviewed table with what staff see beside each row (the owner's mobile…), before its WHERE. */
interface ReviewQueueSelect<Row> {
  where(where: SQL | undefined): PromiseLike<Row[]> & {
    orderBy(...order: SQL[]): { limit(limit: number): { offset(offset: number): PromiseLike<Row[]> } };
  };
}

/**
 * A console review queue over one table: `select` the rows as staff see them, `status` the column
 * of the queue's state filter and `name` the column its keyword searches.
 */
export function reviewQueue<T extends ReviewedTable, Row, D extends Queryable>(queue: {
  table: T;
  select: (db: D) => ReviewQueueSelect<Row>;
  status: Column;
  name: Column;
}) {
  const table: ReviewedTable = queue.table;
  return {
    /** Every row, optionally of one state or with the keyword in its name, the latest change first. */
    page(db: D, query: PageRequest & { status: number | ''; keyword: string }) {
      const where = and(statusFilter(queue.status, query.status), containsText(queue.name, query.keyword));
      const select = queue.select(db).where(where).orderBy(desc(table.updatedAt), desc(table.id));
      return readPage(select, db.$count(table, where), query);
    },
    /** One row as the queue shows it. */
    async find(db: D, id: number): Promise<Row | undefined> {
      const [row] = await queue.select(db).where(eq(table.id, id));
      return row;
    },
  };
}
