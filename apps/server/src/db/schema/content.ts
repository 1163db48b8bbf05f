import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  varchar,
  type ExtraConfigColumn,
} from 'drizzle-orm/pg-core';
import { rowTimes, serialId } from './columns.js';

/**
 * News items and policies are the same kind of thing — a titled, sanitized article that staff
 * publish at a time — and the editor and the public lists treat them alike; these are the columns
 * and indexes they share. Functions, so that each table gets builders of its own.
 */
const articleColumns = () => ({
  title: varchar('title', { length: 200 }).notNull(),
  intro: varchar('intro', { length: 500 }).notNull().default(''),
  source: varchar('source', { length: 100 }).notNull().default(''),
  /** Sanitized HTML (infra/sanitizeHtml) — never stored as the editor sent it. */
  content: text('content').notNull().default(''),
  imgPath: varchar('img_path', { length: 255 }).notNull().default(''),
});

const publicationColumns = () => ({
  published: smallint('published').notNull().default(0),
  pubTime: timestamp('pub_time', { withTimezone: true }).notNull().defaultNow(),
  createdBy: integer('created_by'),
  /** Written by the demo seed (DEMO_SEED=1); the console marks it 演示. */
  demo: boolean('demo').notNull().default(false),
  ...rowTimes(),
});

/**
 * The indexes of both tables: every public list is "published, of a type (or of any), newest
 * first", off a partial index; the console lists every row of a type, newest edit first, and
 * finds titles by any part (trigrams).
 */
const articleIndexes = (
  table: string,
  t: {
    id: ExtraConfigColumn;
    title: ExtraConfigColumn;
    published: ExtraConfigColumn;
    pubTime: ExtraConfigColumn;
    updatedAt: ExtraConfigColumn;
  },
  type: ExtraConfigColumn,
) => [
  index(`${table}_public_idx`)
    .on(type, t.pubTime.desc(), t.id.desc())
    .where(sql`${t.published} = 1`),
  index(`${table}_public_all_idx`)
    .on(t.pubTime.desc(), t.id.desc())
    .where(sql`${t.published} = 1`),
  index(`${table}_console_idx`).on(type, t.updatedAt.desc()),
  index(`${table}_title_trgm`).using('gin', sql`${t.title} gin_trgm_ops`),
];

/**
 * A news item of docs/product.md §3 in every kind the portal shows: news (new_type 0), announcements (20),
 * dynamics (21), deal announcements (22), notices (11) and the home page's banner items (-1).
 * One table because they share every field and the detail page reads them alike; a banner item
 * opens by `add_way` (13 its link, 14 its PDF, 0 its own page).
 *
 * Visitors see a row only when `published` is 1 and `pub_time` has come; every public list is
 * "published, of a type, newest first", which the partial index below serves.
 */
export const newsItems = pgTable(
  'news_items',
  {
    id: serialId(),
    newType: smallint('new_type').notNull(),
    ...articleColumns(),
    homeImg: varchar('home_img', { length: 255 }).notNull().default(''),
    addWay: smallint('add_way').notNull().default(0),
    link: varchar('link', { length: 500 }).notNull().default(''),
    pdfFile: varchar('pdf_file', { length: 255 }).notNull().default(''),
    /** The news item the home page shows as its headline; the newest such wins. */
    isTop: smallint('is_top').notNull().default(0),
    /** A pilot zone's news (docs/product.md §2 ZoneIntroduction); null for the exchange's own. */
    zoneId: integer('zone_id'),
    ...publicationColumns(),
  },
  (t) => [
    ...articleIndexes('news_items', t, t.newType),
    index('news_items_top_idx')
      .on(t.pubTime.desc())
      .where(sql`${t.published} = 1 AND ${t.isTop} = 1`),
    index('news_items_zone_idx')
      .on(t.zoneId, t.pubTime.desc())
      .where(sql`${t.published} = 1 AND ${t.zoneId} IS NOT NULL`),
  ],
);

/** Policies and regulations (docs/product.md §2): national policy 8, local policy 10, laws and regulations 9. */
export const articles = pgTable(
  'articles',
  {
    id: serialId(),
    articleType: smallint('article_type').notNull(),
    ...articleColumns(),
    ...publicationColumns(),
  },
  (t) => articleIndexes('articles', t, t.articleType),
);
