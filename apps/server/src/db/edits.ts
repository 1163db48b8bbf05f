import { eq } from 'drizzle-orm';
import type { Queryable } from './client.js';
import type { certificationOrganisations, zones } from './schema.js';

/**
 * The SET values of an edit to a row with rowTimes (db/schema/columns.ts): what changed, and the
 * row's update time moved to now.
 */
export const asEdit = <Values extends object>(values: Values): Values & { updatedAt: Date } => ({
  ...values,
  updatedAt: new Date(),
});

/** The tables whose rows staff edit by id in the console's editors: certification organisations, pilot zones. */
type EditedTable = typeof certificationOrganisations | typeof zones;

/** Staff's edit of one row by id (`asEdit`: the update time moves to now); the row as written, or undefined. */
export async function editRowById<T extends EditedTable>(
  db: Queryable,
  table: T,
  id: number,
  values: Partial<T['$inferInsert']>,
): Promise<T['$inferSelect'] | undefined> {
  const edited: EditedTable = table;
  const [row] = await db.update(edited).set(asEdit(values)).where(eq(edited.id, id)).returning();
  return row as T['$inferSelect'] | undefined;
}
