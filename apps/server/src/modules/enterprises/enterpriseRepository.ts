import { and, count, desc, eq, ilike } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { readPage } from '../../db/paging.js';
import { enterprises } from '../../db/schema.js';
import { likeContains } from '../../infra/likePattern.js';

export type EnterpriseRow = typeof enterprises.$inferSelect;
export type EnterpriseValues = Omit<typeof enterprises.$inferInsert, 'id' | 'userId' | 'createdAt'>;

/** The only way this module loads an enterprise for a user: by id AND owner (STYLE.md). */
export async function findOwnEnterprise(db: Db, userId: number, id: number): Promise<EnterpriseRow | undefined> {
  const [row] = await db
    .select()
    .from(enterprises)
    .where(and(eq(enterprises.id, id), eq(enterprises.userId, userId)));
  return row;
}

export async function insertEnterprise(db: Db, userId: number, values: EnterpriseValues): Promise<EnterpriseRow> {
  const [row] = await db
    .insert(enterprises)
    .values({ ...values, userId })
    .returning();
  return row!;
}

export async function updateOwnEnterprise(db: Db, userId: number, id: number, values: EnterpriseValues) {
  const [row] = await db
    .update(enterprises)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(enterprises.id, id), eq(enterprises.userId, userId)))
    .returning();
  return row;
}

export async function deleteOwnEnterprise(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(enterprises)
    .where(and(eq(enterprises.id, id), eq(enterprises.userId, userId)))
    .returning({ id: enterprises.id });
  return rows.length > 0;
}

export async function listOwnEnterprises(db: Db, userId: number, query: { page: number; limit: number; name: string }) {
  const where = and(
    eq(enterprises.userId, userId),
    query.name ? ilike(enterprises.companyName, likeContains(query.name)) : undefined,
  );
  const select = db.select().from(enterprises).where(where).orderBy(desc(enterprises.createdAt), desc(enterprises.id));
  return readPage(select, db.$count(enterprises, where), query);
}

/** The user's certified enterprises, counted over all of them (not only the page shown). */
export async function countCertifiedEnterprises(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(enterprises)
    .where(and(eq(enterprises.userId, userId), eq(enterprises.authStatus, 1)));
  return row?.n ?? 0;
}
