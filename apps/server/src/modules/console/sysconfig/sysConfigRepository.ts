import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.js';
import { sysConfig } from '../../../db/schema.js';
import { asEdit } from '../../../db/edits.js';

export type SysConfigRow = typeof sysConfig.$inferSelect;

/** Every entry, in the order the seed made them (the console shows them so). */
export const listSysConfigRows = (db: Queryable): Promise<SysConfigRow[]> =>
  db.select().from(sysConfig).orderBy(asc(sysConfig.id));

/** The entry locked for the rest of the transaction. */
export async function lockSysConfigByName(tx: Queryable, name: string): Promise<SysConfigRow | undefined> {
  const [row] = await tx.select().from(sysConfig).where(eq(sysConfig.name, name)).for('update');
  return row;
}

export async function updateSysConfigContent(tx: Queryable, id: number, content: string): Promise<SysConfigRow> {
  const [updated] = await tx.update(sysConfig).set(asEdit({ content })).where(eq(sysConfig.id, id)).returning();
  return updated!;
}
