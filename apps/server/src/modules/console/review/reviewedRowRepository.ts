import { eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.js';
import type { certificationApplications, displayProducts, enterprises, listings } from '../../../db/schema.js';

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
