import { and, eq, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Queryable } from '../../db/client.js';
import { descIndexed } from '../../db/indexOrder.js';
import { readPage, type PageRequest } from '../../db/paging.js';
import type { articles, newsItems } from '../../db/schema.js';

/** SQL that the news and the policy repositories share. */

/**
 * A visitor sees a news item or a policy once it is published and its publication time has come;
 * the database's clock decides, so that every server agrees.
 */
export const visibleToVisitors = (table: { published: AnyPgColumn; pubTime: AnyPgColumn }): SQL =>
  and(eq(table.published, 1), lte(table.pubTime, sql`now()`))!;

/**
 * What a list shows of a news item or a policy alike: everything but its body, which only the
 * detail needs. Each repository adds its own type column (and the news its ways of opening).
 */
export const sharedListColumns = <T extends typeof articles | typeof newsItems>(table: T) => ({
  id: table.id,
  title: table.title,
  intro: table.intro,
  source: table.source,
  imgPath: table.imgPath,
  pubTime: table.pubTime,
  createdAt: table.createdAt,
});

/**
 * One page of a content table's rows under `where`, `columns` of each, newest publication first
 * (the id breaking ties), with the total under the same WHERE for the pager: the portal's lists
 * and the console's list read their pages alike.
 */
export async function pageNewestFirst<Columns extends SelectedFields>(
  db: Queryable,
  table: typeof articles | typeof newsItems,
  columns: Columns,
  where: SQL | undefined,
  page: PageRequest,
): Promise<{ rows: SelectResultFields<Columns>[]; total: number }> {
  const select = db
    .select(columns as SelectedFields)
    .from(table)
    .where(where)
    .orderBy(descIndexed(table.pubTime), descIndexed(table.id));
  // Drizzle cannot type a query over "either table": the rows are given the type drizzle gives a
  // select of `columns` from one table.
  return (await readPage(select, db.$count(table, where), page)) as {
    rows: SelectResultFields<Columns>[];
    total: number;
  };
}
