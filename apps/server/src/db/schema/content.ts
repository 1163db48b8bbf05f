import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * A news item of spec §3 in every kind the portal shows: news (new_type 0), announcements (20),
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
    id: serial('id').primaryKey(),
    newType: smallint('new_type').notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    intro: varchar('intro', { length: 500 }).notNull().default(''),
    source: varchar('source', { length: 100 }).notNull().default(''),
    /** Sanitized HTML (infra/sanitizeHtml) — never stored as the editor sent it. */
    content: text('content').notNull().default(''),
    imgPath: varchar('img_path', { length: 255 }).notNull().default(''),
    homeImg: varchar('home_img', { length: 255 }).notNull().default(''),
    addWay: smallint('add_way').notNull().default(0),
    link: varchar('link', { length: 500 }).notNull().default(''),
    pdfFile: varchar('pdf_file', { length: 255 }).notNull().default(''),
    /** The news item the home page shows as its headline; the newest such wins. */
    isTop: smallint('is_top').notNull().default(0),
    /** A pilot zone's news (spec §2 ZoneIntroduction); null for the exchange's own. */
    zoneId: integer('zone_id'),
    published: smallint('published').notNull().default(0),
    pubTime: timestamp('pub_time', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('news_items_public_idx')
      .on(t.newType, t.pubTime.desc(), t.id.desc())
      .where(sql`${t.published} = 1`),
    index('news_items_public_all_idx')
      .on(t.pubTime.desc(), t.id.desc())
      .where(sql`${t.published} = 1`),
    index('news_items_top_idx')
      .on(t.pubTime.desc())
      .where(sql`${t.published} = 1 AND ${t.isTop} = 1`),
    index('news_items_zone_idx')
      .on(t.zoneId, t.pubTime.desc())
      .where(sql`${t.published} = 1 AND ${t.zoneId} IS NOT NULL`),
    // The console lists every row of a type, published or not, newest edit first.
    index('news_items_console_idx').on(t.newType, t.updatedAt.desc()),
    index('news_items_title_trgm').using('gin', sql`${t.title} gin_trgm_ops`),
  ],
);

/** Policies and regulations (spec §2): national policy 8, local policy 10, laws and regulations 9. */
export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    articleType: smallint('article_type').notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    intro: varchar('intro', { length: 500 }).notNull().default(''),
    source: varchar('source', { length: 100 }).notNull().default(''),
    /** Sanitized HTML, as for news items. */
    content: text('content').notNull().default(''),
    imgPath: varchar('img_path', { length: 255 }).notNull().default(''),
    published: smallint('published').notNull().default(0),
    pubTime: timestamp('pub_time', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('articles_public_idx')
      .on(t.articleType, t.pubTime.desc(), t.id.desc())
      .where(sql`${t.published} = 1`),
    index('articles_public_all_idx')
      .on(t.pubTime.desc(), t.id.desc())
      .where(sql`${t.published} = 1`),
    index('articles_console_idx').on(t.articleType, t.updatedAt.desc()),
    index('articles_title_trgm').using('gin', sql`${t.title} gin_trgm_ops`),
  ],
);
