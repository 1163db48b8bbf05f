import { index, integer, jsonb, numeric, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { decisionColumns, requiredReference, rowTimes, serialId } from './columns.js';
import { ownerColumns } from './enterprises.js';

/**
 * A pilot zone (docs/pilot.md): one of the eight prefecture zones of the river-source map (category
 * 178) or a zone listed under a province child of 182. `shortName` is the prefecture as recorded deals
 * name it (阿坝, 甘孜 …): the map's transaction amount joins on it. `zoneDesc` is sanitized HTML.
 */
export const zones = pgTable(
  'zones',
  {
    id: serialId(),
    name: varchar('name', { length: 50 }).notNull(),
    shortName: varchar('short_name', { length: 20 }).notNull().default(''),
    category: integer('category').notNull(),
    /** Province region code: '51', '62', '63', '54'. */
    province: varchar('province', { length: 2 }).notNull(),
    /** Prefecture region code (4 digits) for product look-ups by region; '' when none. */
    prefecture: varchar('prefecture', { length: 4 }).notNull().default(''),
    zoneDesc: text('zone_desc').notNull().default(''),
    /** County codes (6 digits) the zone covers. */
    counties: jsonb('counties').$type<string[]>().notNull().default([]),
    lng: numeric('lng', { precision: 9, scale: 6 }).notNull().default('0'),
    lat: numeric('lat', { precision: 9, scale: 6 }).notNull().default('0'),
    img: varchar('img', { length: 255 }).notNull().default(''),
    sort: integer('sort').notNull().default(0),
    ...rowTimes(),
  },
  (t) => [index('zones_category_idx').on(t.category, t.sort, t.id)],
);

/**
 * A display product of a zone (docs/pilot.md). Multi-selects are stored as ids joined by ',' with
 * their names derived on the server; `auditStatus` 0 pending → 1 passed / 2 sent back; an owner's
 * edit returns it to 0. Only 1 is public.
 */
export const displayProducts = pgTable(
  'display_products',
  {
    id: serialId(),
    ...ownerColumns(),
    zoneId: requiredReference('zone_id', () => zones.id),
    category: integer('category').notNull(),
    productName: varchar('product_name', { length: 100 }).notNull(),
    typeIds: varchar('product_type', { length: 200 }).notNull(),
    typeName: varchar('product_type_name', { length: 500 }).notNull(),
    honorIds: varchar('honor', { length: 200 }).notNull().default(''),
    honorName: varchar('honor_name', { length: 1000 }).notNull().default(''),
    seasonIds: varchar('product_season', { length: 50 }).notNull().default(''),
    seasonName: varchar('product_season_name', { length: 100 }).notNull().default(''),
    contactName: varchar('contact_name', { length: 50 }).notNull(),
    contactPhone: varchar('contact_phone', { length: 11 }).notNull(),
    images: jsonb('product_img').$type<Array<{ name: string; src: string }>>().notNull().default([]),
    productDesc: text('product_desc').notNull().default(''),
    auditStatus: smallint('audit_status').notNull().default(0),
    ...decisionColumns(),
    ...rowTimes(),
  },
  (t) => [
    index('display_products_zone_idx').on(t.zoneId, t.auditStatus, t.category, t.createdAt.desc()),
    index('display_products_user_idx').on(t.userId, t.createdAt.desc()),
    index('display_products_status_idx').on(t.auditStatus, t.updatedAt),
  ],
);
