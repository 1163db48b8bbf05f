import { and, eq, getTableColumns, inArray, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.js';
import type { PageRequest } from '../../../db/paging.js';
import { articles, newsItems } from '../../../db/schema.js';
import { containsText } from '../../../db/filters.js';
import type { ArticleRow } from '../articleRepository.js';
import { pageNewestFirst } from '../contentRepository.js';
import type { NewsRow } from '../newsRepository.js';
import type { ContentRows } from './contentEditing.js';
import { asEdit } from '../../../db/edits.js';

/** The two content tables the console edits; they share the columns this file reads. */
type ContentTable = typeof articles | typeof newsItems;

/** The console list's filters every kind has: a title keyword and, optionally, published or draft. */
interface ContentConsoleQuery extends PageRequest {
  keyword: string;
  published?: number;
}

export interface ArticleConsoleQuery extends ContentConsoleQuery {
  article_type?: number;
}

export interface NewsConsoleQuery extends ContentConsoleQuery {
  new_type?: number[];
}

/** The console's list of one table: drafts included, narrowed by `typeFilter` (the kind's own type column). */
async function pageContentForConsole<Row>(
  db: Queryable,
  table: ContentTable,
  typeFilter: SQL | undefined,
  query: ContentConsoleQuery,
): Promise<{ rows: Row[]; total: number }> {
  const where = and(
    typeFilter,
    query.published === undefined ? undefined : eq(table.published, query.published),
    containsText(table.title, query.keyword),
  );
  // In the portal's order, newest publication first: taking an item down must not move its row.
  return (await pageNewestFirst(db, table, getTableColumns(table), where, query)) as { rows: Row[]; total: number };
}

/** The console's list of policies: every policy of the chosen type. */
export function pageArticlesForConsole(db: Queryable, query: ArticleConsoleQuery) {
  const typeFilter = query.article_type === undefined ? undefined : eq(articles.articleType, query.article_type);
  return pageContentForConsole<ArticleRow>(db, articles, typeFilter, query);
}

/** The console's list of news: every item of the chosen types. */
export function pageNewsForConsole(db: Queryable, query: NewsConsoleQuery) {
  const typeFilter = query.new_type?.length ? inArray(newsItems.newType, query.new_type) : undefined;
  return pageContentForConsole<NewsRow>(db, newsItems, typeFilter, query);
}

/** The row operations of one content table (contentEditing.ts runs them inside its audited steps). */
function contentRowsOf<T extends ContentTable>(table: T): ContentRows<T['$inferSelect'], T['$inferInsert']> {
  // One table of the union at a time: drizzle cannot type a query over "either table", so the
  // queries below are written against the common shape and their rows given the table's own type.
  const t = table as ContentTable;
  type Row = T['$inferSelect'];
  return {
    read: async (db, id) => (await db.select().from(t).where(eq(t.id, id)))[0] as Row | undefined,
    lock: async (tx, id) => (await tx.select().from(t).where(eq(t.id, id)).for('update'))[0] as Row | undefined,
    insert: async (tx, values) => (await tx.insert(t).values(values).returning())[0] as Row,
    update: async (tx, id, values) =>
      (await tx.update(t).set(asEdit(values)).where(eq(t.id, id)).returning())[0] as Row,
    remove: async (tx, id) => {
      await tx.delete(t).where(eq(t.id, id));
    },
  };
}

export const articleRows = contentRowsOf(articles);
export const newsRows = contentRowsOf(newsItems);
