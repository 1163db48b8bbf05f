import { and, eq, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** SQL that the news and the policy repositories share. */

/**
 * A visitor sees a news item or a policy once it is published and its publication time has come;
 * the database's clock decides, so that every server agrees.
 */
export const visibleToVisitors = (table: { published: AnyPgColumn; pubTime: AnyPgColumn }): SQL =>
  and(eq(table.published, 1), lte(table.pubTime, sql`now()`))!;
