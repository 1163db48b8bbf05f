import { and, eq, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
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
