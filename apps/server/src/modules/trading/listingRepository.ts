import {
  and,
  count,
  eq,
  getTableColumns,
  gt,
  gte,
  inArray,
  like,
  min,
  sql,
  type Placeholder,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { PUBLIC_LIST_ROW_LIMIT, type EnrollStatus } from '@jhy/contract';
import type { Queryable } from '../../db/client.js';
import { categories, listingChanges, listings } from '../../db/schema.js';
import { likeContains } from '../../infra/likePattern.js';
import { PreparedQueries } from '../../db/preparedQueries.js';
import { enrollStatusIs, enrollStatusSql } from './enrollStatusRepository.js';

/**
 * Newest first, in exactly the order of the indexes (drizzle's `.desc()` in an index is
 * DESC NULLS LAST, its `desc()` in ORDER BY is DESC NULLS FIRST; only the same order lets
 * PostgreSQL read the first page straight off the index instead of sorting every match).
 */
const newestFirstOf = (rows: { publishedAt: SQLWrapper; id: SQLWrapper }) => [
  sql`${rows.publishedAt} DESC NULLS LAST`,
  sql`${rows.id} DESC NULLS LAST`,
];
const newestFirst = newestFirstOf(listings);

/** A visitor sees a listing once both reviews passed and staff published it. */
const isPublic = sql`${listings.isPublic}`;

/**
 * What a card shows (docs/product.md §3 "Listed project card"); the detail reads more
 * (`publicDetailColumns`). The class's name is not joined: it comes from the kept category names (`categoryNames`), as the
 * detail's do. A join names one more table in each page's statement, and planning is most of what
 * PostgreSQL spends on a page no cache holds (docs/performance.md "A new search is one statement").
 */
const cardColumns = (now: Date | Placeholder) => ({
  id: listings.id,
  productId: listings.productId,
  productName: listings.productName,
  productImages: listings.productImages,
  firstCategory: listings.firstCategory,
  secondCategory: listings.secondCategory,
  price: listings.price,
  marginMoney: listings.marginMoney,
  startTime: listings.startTime,
  endTime: listings.endTime,
  areaName: listings.areaName,
  formType: listings.formType,
  enrollStatus: enrollStatusSql(now),
});
export interface ListingCardRow {
  id: number;
  productId: string;
  productName: string;
  productImages: string[];
  firstCategory: number;
  secondCategory: number;
  price: string;
  marginMoney: string;
  startTime: Date;
  endTime: Date;
  areaName: string;
  formType: number;
  enrollStatus: EnrollStatus;
}

/** What the list is filtered by; the page is asked for separately. */
export interface PublicListingFilter {
  /** A class (matched on second_category) or a class group (first_category). */
  classId?: number;
  groupId?: number;
  enrollStatus?: EnrollStatus;
  name?: string;
}

/** A value of a query, or the placeholder that its prepared query takes the value by. */
type Param<T> = T | Placeholder;

/** A filter's conditions as a query takes them: its values, or placeholders for them. */
interface FilterParams {
  classId?: Param<number>;
  groupId?: Param<number>;
  /** Not a parameter: each status is its own condition (enrollStatusIs). */
  enrollStatus?: EnrollStatus;
  namePattern?: Param<string>;
}

const valuesOf = (filter: PublicListingFilter) => ({
  classId: filter.classId,
  groupId: filter.groupId,
  enrollStatus: filter.enrollStatus,
  namePattern: filter.name ? likeContains(filter.name) : undefined,
});

/** Placeholders where `filter` has values: a prepared query of the filter's shape. */
const placeholdersOf = (filter: PublicListingFilter): FilterParams => ({
  classId: filter.classId !== undefined ? sql.placeholder('classId') : undefined,
  groupId: filter.groupId !== undefined ? sql.placeholder('groupId') : undefined,
  enrollStatus: filter.enrollStatus,
  namePattern: filter.name ? sql.placeholder('namePattern') : undefined,
});

/** Which conditions a filter has, and its status (which changes the SQL): the name of its queries. */
const shapeOf = (filter: PublicListingFilter) =>
  [
    filter.classId !== undefined ? 'class' : '',
    filter.groupId !== undefined ? 'group' : '',
    filter.name ? 'name' : '',
    filter.enrollStatus !== undefined ? `status${filter.enrollStatus}` : '',
  ].join('_');

/**
 * The name search, without regard to case: the stored lower-case name (`product_name_folded`) against
 * the pattern in lower case by the same function, so both sides fold alike.
 */
const nameContains = (pattern: Param<string>) => like(listings.productNameFolded, sql`lower(${pattern})`);

type QueryKind = 'page' | 'count' | 'counted_page';

/** A shape's key among the kept prepared queries. */
const queryKey = (kind: QueryKind, filter: PublicListingFilter) => `public_listing_${kind}_${shapeOf(filter)}`;

/**
 * The name PostgreSQL keeps a shape's prepared statement under, or none for a name search: a named
 * statement may be planned once for every value, and the plan that suits a common name (walk the
 * order index, testing each entry's name) reads every public listing for a rare one (51 ms at 100k
 * listings). Unnamed, the statement is planned with each search's own name, while its text and its
 * result mapping are still built once (docs/performance.md "The name search").
 */
const statementName = (kind: QueryKind, filter: PublicListingFilter) => (filter.name ? '' : queryKey(kind, filter));

const publicWhere = (filter: FilterParams, now: Param<Date>) =>
  and(
    isPublic,
    filter.classId !== undefined ? eq(listings.secondCategory, filter.classId) : undefined,
    filter.groupId !== undefined ? eq(listings.firstCategory, filter.groupId) : undefined,
    filter.enrollStatus !== undefined ? enrollStatusIs(filter.enrollStatus, now) : undefined,
    filter.namePattern !== undefined ? nameContains(filter.namePattern) : undefined,
  );

/**
 * One page of public listings, newest first. The page's ids are found first and only those rows are
 * read and joined ("deferred join"): the rows OFFSET skips then cost an index entry each — an
 * index-only scan where the filter allows — instead of a table row and a category lookup. On 100k
 * listings this takes page 500 from 20 ms to 2.5 ms on PostgreSQL. The query is prepared once per
 * shape of filter (`shapeOf`): building it was a large share of a search's CPU; a name search's is
 * planned anew each time (`statementName`).
 */
export async function pagePublicListings(
  db: Queryable,
  filter: PublicListingFilter,
  page: { page: number; limit: number },
  now: Date,
): Promise<ListingCardRow[]> {
  // Beyond the limit a page is not read: OFFSET walks every skipped row, so a hostile page number
  // would otherwise make each call scan the whole table.
  if ((page.page - 1) * page.limit >= PUBLIC_LIST_ROW_LIMIT) return [];
  const query = pageQueries.get(db, queryKey('page', filter), () =>
    pageQueryOf(
      db,
      publicWhere(placeholdersOf(filter), sql.placeholder('now')),
      { limit: sql.placeholder('limit'), offset: sql.placeholder('offset') },
      sql.placeholder('now'),
    ).prepare(statementName('page', filter)),
  );
  return query.execute({ ...valuesOf(filter), ...pageWindow(page), now: now.toISOString() });
}

function pageQueryOf(
  db: Queryable,
  where: SQL | undefined,
  page: { limit: Param<number>; offset: Param<number> },
  now: Param<Date>,
) {
  return db
    .select(cardColumns(now))
    .from(listings)
    .where(inArray(listings.id, pageIdsOf(db, where, page)))
    .orderBy(...newestFirst);
}

/** The ids of one page of matches, newest first: the rows `pageQueryOf` reads and joins. */
function pageIdsOf(db: Queryable, where: SQL | undefined, page: { limit: Param<number>; offset: Param<number> }) {
  return db
    .select({ id: listings.id })
    .from(listings)
    .where(where)
    .orderBy(...newestFirst)
    .limit(page.limit)
    .offset(page.offset);
}

/** A page as LIMIT and OFFSET. */
const pageWindow = (page: { page: number; limit: number }) => ({
  limit: page.limit,
  offset: (page.page - 1) * page.limit,
});

/**
 * The list's statements with the values written in, as `pagePublicListings`, `countPublicListings`
 * and `countedPagePublicListings` send them: the benchmark explains them (docs/performance.md).
 */
export function publicListingStatements(
  db: Queryable,
  filter: PublicListingFilter,
  page: { page: number; limit: number },
  now: Date,
) {
  const where = () => publicWhere(valuesOf(filter), now);
  return {
    page: pageQueryOf(db, where(), pageWindow(page), now),
    count: countQueryOf(db, where(), PUBLIC_LIST_ROW_LIMIT + 1),
    'counted page': countedPageQueryOf(db, where(), pageWindow(page), PUBLIC_LIST_ROW_LIMIT + 1, now),
  };
}

const pageQueries = new PreparedQueries<ReturnType<ReturnType<typeof pageQueryOf>['prepare']>>();

/**
 * How many public listings match, for the pager, counted up to `limit` + 1: a count reads every
 * match, so an unbounded one takes 55 ms at 1M listings against 0.7 ms at 10k on PostgreSQL; bounded,
 * it never reads more than the pager can reach (PUBLIC_LIST_ROW_LIMIT, docs/performance.md). Prepared
 * once per shape of filter, like the page.
 */
export async function countPublicListings(
  db: Queryable,
  filter: PublicListingFilter,
  now: Date,
  limit = PUBLIC_LIST_ROW_LIMIT,
): Promise<number> {
  const query = countQueries.get(db, queryKey('count', filter), () =>
    countQueryOf(db, publicWhere(placeholdersOf(filter), sql.placeholder('now')), sql.placeholder('limit')).prepare(
      statementName('count', filter),
    ),
  );
  const [row] = await query.execute({ ...valuesOf(filter), limit: limit + 1, now: now.toISOString() });
  return row?.total ?? 0;
}

function countQueryOf(db: Queryable, where: SQL | undefined, rows: Param<number>) {
  const matches = db.select({ id: listings.id }).from(listings).where(where).limit(rows).as('matches');
  return db.select({ total: count() }).from(matches);
}

const countQueries = new PreparedQueries<ReturnType<ReturnType<typeof countQueryOf>['prepare']>>();

/**
 * Whether a filter's page and count are read in one statement (`countedPagePublicListings`). Not
 * with an enroll status: its count walks an index of its own (the open listings' end times, or the
 * closed ones) without reading a row, while counted over the page's matches, newest first, it
 * reads each match's row for its times — 3.6 against 0.3 ms at 1M listings (`BENCH_ONLY=explain`).
 */
export const countsWithPage = (filter: PublicListingFilter) => filter.enrollStatus === undefined;

/**
 * A page of matches and their bounded count, in one statement where the filter allows
 * (`countsWithPage`): a search that no cache answers yet would otherwise send two. Each statement
 * is planned anew for a name and wakes a database backend, and that is most of what a new search
 * costs the machine (docs/performance.md "A new search is one statement"). The count rides on every
 * row of the page; an empty page carries none, and is empty either because nothing matches (the
 * first page: 0) or because the page lies beyond the matches (counted apart, as the pager never
 * asks for one of those).
 */
export async function countedPagePublicListings(
  db: Queryable,
  filter: PublicListingFilter,
  page: { page: number; limit: number },
  now: Date,
): Promise<{ total: number; rows: ListingCardRow[] }> {
  if (!countsWithPage(filter)) {
    const [total, rows] = await Promise.all([
      countPublicListings(db, filter, now),
      pagePublicListings(db, filter, page, now),
    ]);
    return { total, rows };
  }
  if ((page.page - 1) * page.limit >= PUBLIC_LIST_ROW_LIMIT)
    return { total: await countPublicListings(db, filter, now), rows: [] };
  const query = countedPageQueries.get(db, queryKey('counted_page', filter), () =>
    countedPageQueryOf(
      db,
      publicWhere(placeholdersOf(filter), sql.placeholder('now')),
      { limit: sql.placeholder('limit'), offset: sql.placeholder('offset') },
      sql.placeholder('rows'),
      sql.placeholder('now'),
    ).prepare(statementName('counted_page', filter)),
  );
  const rows = await query.execute({
    ...valuesOf(filter),
    ...pageWindow(page),
    rows: PUBLIC_LIST_ROW_LIMIT + 1,
    now: now.toISOString(),
  });
  if (rows.length === 0) return { total: page.page === 1 ? 0 : await countPublicListings(db, filter, now), rows: [] };
  return { total: rows[0]!.page.total, rows: rows.map((row) => row.card) };
}

/**
 * The matches up to the bound, newest first, are counted by a window over them while the page is
 * cut from them: the table is named twice in the statement (the matches, the page's rows), not
 * three times as with a count beside the page. Planning is most of what PostgreSQL spends on a new
 * search, and it grows with each naming of a table of a dozen indexes: run alone by pgbench, this
 * shape took 22 % more searches a second than the count beside the page (docs/performance.md).
 *
 * Each row of the page is then read by its id in a lateral subquery, which PostgreSQL plans on its
 * own: a primary-key lookup per row. Joined instead, the rows had the planner weigh every join method
 * against the table's indexes and statistics, for a dozen rows; that was the dearest part of planning
 * a new search. The subquery's `LIMIT 1` (an id has one row anyway) is what keeps PostgreSQL from
 * merging it back into a join; drizzle leaves out an `OFFSET 0`. pgbench, the statements alone:
 * 15–30 % more searches a second (docs/performance.md "A new search is one statement").
 */
function countedPageQueryOf(
  db: Queryable,
  where: SQL | undefined,
  page: { limit: Param<number>; offset: Param<number> },
  rows: Param<number>,
  now: Param<Date>,
) {
  const matches = db
    .select({ id: listings.id, publishedAt: listings.publishedAt })
    .from(listings)
    .where(where)
    .orderBy(...newestFirst)
    .limit(rows)
    .as('matches');
  const pageOfMatches = db
    .select({
      id: matches.id,
      publishedAt: matches.publishedAt,
      total: sql<number>`count(*) over ()`.mapWith(Number).as('total'),
    })
    .from(matches)
    .orderBy(...newestFirstOf(matches))
    .limit(page.limit)
    .offset(page.offset)
    .as('page');
  // A computed column read from a subquery needs a name of its own there.
  const card = db
    .select({ ...cardColumns(now), enrollStatus: enrollStatusSql(now).as('enroll_status') })
    .from(listings)
    .where(eq(listings.id, pageOfMatches.id))
    .limit(1)
    .as('card');
  return db
    .select()
    .from(pageOfMatches)
    .crossJoinLateral(card)
    .orderBy(...newestFirstOf(pageOfMatches));
}

const countedPageQueries = new PreparedQueries<ReturnType<ReturnType<typeof countedPageQueryOf>['prepare']>>();

/** The newest public listings that have a picture, for the trading center's carousel. */
export async function listBannerListings(db: Queryable, limit: number, now: Date): Promise<ListingCardRow[]> {
  return db
    .select(cardColumns(now))
    .from(listings)
    .where(and(isPublic, sql`jsonb_array_length(${listings.productImages}) > 0`))
    .orderBy(...newestFirst)
    .limit(limit);
}

/** Whether a project-type id is a class group (97, 98: it has classes below it) or a class. */
export async function projectTypeKind(db: Queryable, id: number): Promise<'group' | 'class' | undefined> {
  const [row] = await db
    .select({ pid: categories.pid })
    .from(categories)
    .where(and(eq(categories.id, id), eq(categories.group, 'project_type')));
  if (!row) return undefined;
  return row.pid === 0 ? 'group' : 'class';
}

/**
 * Columns the public detail never shows: the owner's ids, the staff's review trail, a revision not
 * yet reviewed, the application's files, the name's search copy and the bookkeeping times. They are
 * not read at all, so none of them can reach a visitor by mistake, and a detail call maps a fifth
 * fewer columns (a detail under load had spent a fifth of the server's time collecting garbage).
 */
const NOT_IN_PUBLIC_DETAIL = [
  'userId',
  'companyId',
  'productNameFolded',
  'enrollFiles',
  'productFiles',
  'pendingRevision',
  'auditStatus',
  'auditType',
  'auditRemark',
  'firstReviewedBy',
  'reviewedBy',
  'reviewedAt',
  'isPublic',
  'publishedAt',
  'closedStatus',
  'closedAt',
  'createdAt',
  'updatedAt',
] as const;

type ListingColumns = typeof listings._.columns;

const publicDetailColumns = Object.fromEntries(
  Object.entries(getTableColumns(listings)).filter(
    ([key]) => !(NOT_IN_PUBLIC_DETAIL as readonly string[]).includes(key),
  ),
) as Omit<ListingColumns, (typeof NOT_IN_PUBLIC_DETAIL)[number]>;

/**
 * A public listing, or undefined (unknown or not public), as one flat row with its enroll status. The
 * enterprise's name is the one the listing was last reviewed with (kept on the listing), never the
 * enterprise's current one. The category names it shows come from `categoryNames` — kept in memory
 * — rather than joins.
 */
function preparePublicListing(db: Queryable) {
  return db
    .select({ ...publicDetailColumns, enrollStatus: enrollStatusSql(sql.placeholder('now')) })
    .from(listings)
    .where(and(eq(listings.id, sql.placeholder('id')), isPublic))
    .prepare('find_public_listing');
}

/**
 * The detail's read, prepared once per database: building the query's text and its column mapping
 * (the whole row) was most of a detail request's CPU (docs/performance.md "Prepared queries").
 */
const publicListingQueries = new PreparedQueries<ReturnType<typeof preparePublicListing>>();

export async function findPublicListing(db: Queryable, id: number, now: Date) {
  const query = publicListingQueries.get(db, 'find_public_listing', () => preparePublicListing(db));
  const [row] = await query.execute({ id, now: now.toISOString() });
  return row;
}

/** Every category's name by id: a few hundred rows that staff change rarely. */
export async function categoryNames(db: Queryable): Promise<Map<number, string>> {
  const rows = await db.select({ id: categories.id, name: categories.name }).from(categories);
  return new Map(rows.map((row) => [row.id, row.name]));
}

export type PublicListingRow = NonNullable<Awaited<ReturnType<typeof findPublicListing>>>;

/** The disclosure files of a public listing (the attachment links read only these). */
export async function findPublicListingFiles(db: Queryable, id: number, kind: 'disclosure' | 'enroll') {
  const [row] = await db
    .select({ files: kind === 'enroll' ? listings.enrollFiles : listings.disclosureFiles })
    .from(listings)
    .where(and(eq(listings.id, id), isPublic));
  return row?.files;
}

/** The version that the listing-change trigger bumps on every change of a listing or category. */
export async function currentListingVersion(db: Queryable): Promise<number | undefined> {
  const [row] = await db
    .select({ version: listingChanges.version })
    .from(listingChanges)
    .where(eq(listingChanges.id, 1));
  return row?.version;
}

/**
 * The next instant at which some public listing's enroll status moves by the clock: a start time
 * (0 → 1 at that instant) or just after an end time (1 → 2). Both come off the partial indexes on
 * open listings.
 */
export async function nextEnrollChange(db: Queryable, now: Date): Promise<number | undefined> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const open = and(sql`${listings.isPublic}`, sql`${listings.closedStatus} IS NULL`);
  const [[start], [end]] = await Promise.all([
    db
      .select({ value: min(listings.startTime) })
      .from(listings)
      .where(and(open, gt(listings.startTime, at))),
    db
      .select({ value: min(listings.endTime) })
      .from(listings)
      .where(and(open, gte(listings.endTime, at))),
  ]);
  const candidates = [start?.value?.getTime(), end?.value ? end.value.getTime() + 1 : undefined].filter(
    (t): t is number => t !== undefined,
  );
  return candidates.length > 0 ? Math.min(...candidates) : undefined;
}
