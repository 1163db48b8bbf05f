import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { readPage } from '../../../db/paging.js';
import { newsItems } from '../../../db/schema.js';
import { descIndexed } from '../../../db/indexOrder.js';
import { containsText } from '../../../db/filters.js';
import type { NewsRow } from '../newsRepository.js';
import type { ContentRows } from './contentEditing.js';

export interface NewsConsoleQuery {
  page: number;
  limit: number;
  keyword: string;
  published?: number;
  new_type?: number[];
}

/** The console's list: every item of the chosen types, drafts included, the latest edit first. */
export async function pageNewsForConsole(db: Db, query: NewsConsoleQuery) {
  const where = and(
    query.new_type?.length ? inArray(newsItems.newType, query.new_type) : undefined,
    query.published === undefined ? undefined : eq(newsItems.published, query.published),
    containsText(newsItems.title, query.keyword),
  );
  const select = db
    .select()
    .from(newsItems)
    .where(where)
    // Newest publication first, as the portal lists them: taking an item down must not move its row.
    .orderBy(descIndexed(newsItems.pubTime), descIndexed(newsItems.id));
  return readPage(select, db.$count(newsItems, where), query);
}

/** The row operations of the news editor (contentEditing.ts runs them inside its audited steps). */
export const newsRows: ContentRows<NewsRow, typeof newsItems.$inferInsert> = {
  read: async (db, id) => (await db.select().from(newsItems).where(eq(newsItems.id, id)))[0],
  lock: async (tx, id) => (await tx.select().from(newsItems).where(eq(newsItems.id, id)).for('update'))[0],
  insert: async (tx, values) => (await tx.insert(newsItems).values(values).returning())[0]!,
  update: async (tx, id, values) =>
    (
      await tx
        .update(newsItems)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(newsItems.id, id))
        .returning()
    )[0]!,
  remove: async (tx, id) => {
    await tx.delete(newsItems).where(eq(newsItems.id, id));
  },
};
