import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { readPage } from '../../../db/paging.js';
import { articles } from '../../../db/schema.js';
import { descIndexed } from '../../../db/indexOrder.js';
import { containsText } from '../../../db/filters.js';
import type { ArticleRow } from '../articleRepository.js';
import type { ContentRows } from './contentEditing.js';

export interface ArticleConsoleQuery {
  page: number;
  limit: number;
  keyword: string;
  published?: number;
  article_type?: number;
}

/** The console's list: every policy of the chosen type, drafts included, the latest edit first. */
export async function pageArticlesForConsole(db: Db, query: ArticleConsoleQuery) {
  const where = and(
    query.article_type === undefined ? undefined : eq(articles.articleType, query.article_type),
    query.published === undefined ? undefined : eq(articles.published, query.published),
    containsText(articles.title, query.keyword),
  );
  const select = db
    .select()
    .from(articles)
    .where(where)
    // Newest publication first, as the portal lists them: taking an item down must not move its row.
    .orderBy(descIndexed(articles.pubTime), descIndexed(articles.id));
  return readPage(select, db.$count(articles, where), query);
}

/** The row operations of the policy editor (contentEditing.ts runs them inside its audited steps). */
export const articleRows: ContentRows<ArticleRow, typeof articles.$inferInsert> = {
  read: async (db, id) => (await db.select().from(articles).where(eq(articles.id, id)))[0],
  lock: async (tx, id) => (await tx.select().from(articles).where(eq(articles.id, id)).for('update'))[0],
  insert: async (tx, values) => (await tx.insert(articles).values(values).returning())[0]!,
  update: async (tx, id, values) =>
    (
      await tx
        .update(articles)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(articles.id, id))
        .returning()
    )[0]!,
  remove: async (tx, id) => {
    await tx.delete(articles).where(eq(articles.id, id));
  },
};
