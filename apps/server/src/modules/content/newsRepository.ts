import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { newsItems } from '../../db/schema.js';
import { descIndexed } from '../../db/indexOrder.js';
import { containsText } from '../../db/filters.js';
import { pageNewestFirst, sharedListColumns, visibleToVisitors } from './contentRepository.js';

export type NewsRow = typeof newsItems.$inferSelect;

/** What a list shows of a news item: everything but its body, which only the detail needs. */
const listColumns = {
  ...sharedListColumns(newsItems),
  newType: newsItems.newType,
  homeImg: newsItems.homeImg,
  addWay: newsItems.addWay,
  link: newsItems.link,
  pdfFile: newsItems.pdfFile,
};
export type NewsListRow = Pick<NewsRow, keyof typeof listColumns>;

export interface PublicNewsQuery {
  types: readonly number[];
  keyword?: string;
  zoneId?: number;
  page: number;
  limit: number;
}

/** One page of published items of the given types, newest first, with the total for the pager. */
export async function listPublishedNews(db: Queryable, query: PublicNewsQuery) {
  const where = and(
    visibleToVisitors(newsItems),
    query.types.length === 1 ? eq(newsItems.newType, query.types[0]!) : inArray(newsItems.newType, [...query.types]),
    containsText(newsItems.title, query.keyword),
    query.zoneId ? eq(newsItems.zoneId, query.zoneId) : undefined,
  );
  const { rows, total } = await pageNewestFirst(db, newsItems, listColumns, where, query);
  return { rows: rows satisfies NewsListRow[], total };
}

/** A published item by id, only when it is of one of `types` (a notice is not a news page's item). */
export async function findPublishedNews(
  db: Queryable,
  id: number,
  types: readonly number[],
): Promise<NewsRow | undefined> {
  const [row] = await db
    .select()
    .from(newsItems)
    .where(and(eq(newsItems.id, id), visibleToVisitors(newsItems), inArray(newsItems.newType, [...types])));
  return row;
}

/** The home page's headline: the newest published item marked top, else the newest news (type 0). */
export async function findTopNews(db: Queryable): Promise<NewsListRow | undefined> {
  const [top] = await db
    .select(listColumns)
    .from(newsItems)
    .where(and(visibleToVisitors(newsItems), eq(newsItems.isTop, 1), inArray(newsItems.newType, [0, 20, 21, 22])))
    .orderBy(descIndexed(newsItems.pubTime), descIndexed(newsItems.id))
    .limit(1);
  if (top) return top;
  const { rows } = await listPublishedNews(db, { types: [0], page: 1, limit: 1 });
  return rows[0];
}
