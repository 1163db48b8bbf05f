import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { articles } from '../../db/schema.js';
import { containsText } from '../../db/filters.js';
import { pageNewestFirst, sharedListColumns, visibleToVisitors } from './contentRepository.js';

export type ArticleRow = typeof articles.$inferSelect;

const listColumns = { ...sharedListColumns(articles), articleType: articles.articleType };
export type ArticleListRow = Pick<ArticleRow, keyof typeof listColumns>;

export interface PublicArticleQuery {
  articleType?: number;
  keyword?: string;
  page: number;
  limit: number;
}

/** One page of published policies (of one type, or all), newest first, with the total. */
export async function listPublishedArticles(db: Queryable, query: PublicArticleQuery) {
  const where = and(
    visibleToVisitors(articles),
    query.articleType === undefined ? undefined : eq(articles.articleType, query.articleType),
    containsText(articles.title, query.keyword),
  );
  const { rows, total } = await pageNewestFirst(db, articles, listColumns, where, query);
  return { rows: rows satisfies ArticleListRow[], total };
}

export async function findPublishedArticle(db: Queryable, id: number): Promise<ArticleRow | undefined> {
  const [row] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.id, id), visibleToVisitors(articles)));
  return row;
}
