import { and, eq, max, ne } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.js';
import { categories } from '../../../db/schema.js';
import { asEdit } from '../../../db/edits.js';

export type CategoryRow = typeof categories.$inferSelect;

/** `forUpdate`: the entry stays locked for the rest of the caller's transaction. */
export async function findCategory(
  db: Queryable,
  id: number,
  { forUpdate = false } = {},
): Promise<CategoryRow | undefined> {
  const query = db.select().from(categories).where(eq(categories.id, id));
  const [row] = await (forUpdate ? query.for('update') : query);
  return row;
}

export async function isKnownCategoryGroup(db: Queryable, group: string): Promise<boolean> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.group, group)).limit(1);
  return row !== undefined;
}

/** Whether a sibling (same parent and group) other than `exceptId` already has this name. */
export async function isSiblingNameTaken(
  db: Queryable,
  sibling: { pid: number; group: string; name: string; exceptId?: number },
): Promise<boolean> {
  const [clash] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(
      and(
        eq(categories.pid, sibling.pid),
        eq(categories.group, sibling.group),
        eq(categories.name, sibling.name),
        sibling.exceptId === undefined ? undefined : ne(categories.id, sibling.exceptId),
      ),
    )
    .limit(1);
  return clash !== undefined;
}

/** A new entry sorts after every existing one. */
export async function insertCategory(
  tx: Queryable,
  values: { pid: number; group: string; name: string },
): Promise<CategoryRow> {
  const [top] = await tx.select({ value: max(categories.sort) }).from(categories);
  const [row] = await tx
    .insert(categories)
    .values({ ...values, sort: (top?.value ?? 0) + 1 })
    .returning();
  return row!;
}

export async function renameCategoryRow(tx: Queryable, id: number, name: string): Promise<CategoryRow> {
  const [updated] = await tx.update(categories).set(asEdit({ name })).where(eq(categories.id, id)).returning();
  return updated!;
}
