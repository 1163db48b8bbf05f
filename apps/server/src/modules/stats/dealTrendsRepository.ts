import { and, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { readPage } from '../../db/paging.js';
import { categories, deals, listings } from '../../db/schema.js';

/**
 * The deal statistics of docs/product.md §7 Dealtrends, each one SQL query over recorded deals. Quarters are
 * numbered `year * 4 + (quarter - 1)` and start at midnight China time; amounts are 万元.
 */
const quarterStart = (n: unknown) =>
  sql`make_timestamptz((${n} / 4)::int, (${n} % 4)::int * 3 + 1, 1, 0, 0, 0, 'Asia/Shanghai')`;

/** numeric sums arrive as text; money in 万元 is shown to two decimals. */
export const toAmount = (value: unknown) => Math.round(Number(value ?? 0) * 100) / 100;

export async function dealOverview(db: Queryable, yearStart: Date, now: Date) {
  const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;
  const [totals] = await rowsOf<{
    total_amount: string;
    total_count: number;
    year_amount: string;
    year_count: number;
    listing_count: number;
    enrolling_count: number;
  }>(
    db,
    sql`
    SELECT coalesce(sum(${deals.amount}), 0) AS total_amount,
           count(*)::int AS total_count,
           coalesce(sum(${deals.amount}) FILTER (WHERE ${deals.tradeTime} >= ${at(yearStart)}), 0) AS year_amount,
           (count(*) FILTER (WHERE ${deals.tradeTime} >= ${at(yearStart)}))::int AS year_count,
           (SELECT count(*)::int FROM ${listings} WHERE ${listings.isPublic}) AS listing_count,
           (SELECT count(*)::int FROM ${listings}
             WHERE ${listings.isPublic} AND ${listings.closedStatus} IS NULL
               AND ${listings.startTime} <= ${at(now)} AND ${listings.endTime} >= ${at(now)}) AS enrolling_count
    FROM ${deals}`,
  );
  return totals!;
}

/** Every quarter from `first` to `last` (inclusive), with the amount traded in it (0 when none). */
export async function amountByQuarter(db: Queryable, first: number, last: number) {
  return rowsOf<{ n: number; amount: string }>(
    db,
    sql`
    SELECT q.n::int AS n, coalesce(sum(${deals.amount}), 0) AS amount
    FROM generate_series(${first}::int, ${last}::int) AS q(n)
    LEFT JOIN ${deals} ON ${deals.tradeTime} >= ${quarterStart(sql`q.n`)}
                      AND ${deals.tradeTime} < ${quarterStart(sql`(q.n + 1)`)}
    GROUP BY q.n ORDER BY q.n`,
  );
}

const typeName = alias(categories, 'type_category');
const categoryName = alias(categories, 'group_category');

/** The amount and number of deals of each class, largest first. */
export async function amountByProductType(db: Queryable) {
  return db
    .select({
      productType: deals.productType,
      typeName: sql<string>`coalesce(${typeName.name}, '')`,
      amount: sql<string>`sum(${deals.amount})`,
      count: count(),
    })
    .from(deals)
    .leftJoin(typeName, eq(typeName.id, deals.productType))
    .groupBy(deals.productType, typeName.name)
    .orderBy(desc(sql`sum(${deals.amount})`));
}

/** One page of deals, newest first, optionally of one class and/or one class group. */
export async function listDeals(
  db: Queryable,
  query: { page: number; limit: number; productType?: number; productCategory?: number },
) {
  const where = and(
    query.productType !== undefined ? eq(deals.productType, query.productType) : undefined,
    query.productCategory !== undefined ? eq(deals.productCategory, query.productCategory) : undefined,
  );
  const select = db
    .select({
      id: deals.id,
      productName: deals.productName,
      zoneName: deals.zoneName,
      productType: deals.productType,
      typeName: sql<string>`coalesce(${typeName.name}, '')`,
      productCategory: deals.productCategory,
      categoryName: sql<string>`coalesce(${categoryName.name}, '')`,
      quantity: deals.quantity,
      amount: deals.amount,
      tradeTime: deals.tradeTime,
    })
    .from(deals)
    .leftJoin(typeName, eq(typeName.id, deals.productType))
    .leftJoin(categoryName, eq(categoryName.id, deals.productCategory))
    .where(where)
    // The order of deals_trade_time_idx / deals_type_idx (DESC NULLS LAST), so the page comes off the index.
    .orderBy(sql`${deals.tradeTime} DESC NULLS LAST`, sql`${deals.id} DESC NULLS LAST`);
  return readPage(select, db.$count(deals, where), query);
}

/** The amount and number of deals of each zone (prefecture), largest first. */
export async function amountByZone(db: Queryable) {
  return db
    .select({ zoneName: deals.zoneName, amount: sql<string>`sum(${deals.amount})`, count: count() })
    .from(deals)
    .groupBy(deals.zoneName)
    .orderBy(desc(sql`sum(${deals.amount})`), deals.zoneName);
}

/** Each zone's amount in each quarter from `first` to `last` that had deals. */
export async function amountByZoneAndQuarter(db: Queryable, first: number, last: number) {
  return rowsOf<{ zone_name: string; n: number; amount: string }>(
    db,
    sql`
    SELECT ${deals.zoneName} AS zone_name, q.n::int AS n, sum(${deals.amount}) AS amount
    FROM generate_series(${first}::int, ${last}::int) AS q(n)
    JOIN ${deals} ON ${deals.tradeTime} >= ${quarterStart(sql`q.n`)}
                 AND ${deals.tradeTime} < ${quarterStart(sql`(q.n + 1)`)}
    GROUP BY ${deals.zoneName}, q.n`,
  );
}
