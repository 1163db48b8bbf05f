import { sql } from 'drizzle-orm';
import { index, integer, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { decisionColumns, rowTimes, serialId } from './columns.js';
import { applicantColumns } from './enterprises.js';

/**
 * An application for product certification (docs/product.md §3). `acceptanceStatus` follows
 * docs/lifecycles.md: 0 pending → 1 in acceptance → 2 accepted, or back to 0 with a remark.
 * `typeName` and `areaName` are derived on the server from the category and region trees.
 */
export const certificationApplications = pgTable(
  'certification_applications',
  {
    id: serialId(),
    ...applicantColumns(),
    productName: varchar('product_name', { length: 500 }).notNull(),
    typeIds: varchar('type', { length: 100 }).notNull(),
    typeName: varchar('type_name', { length: 500 }).notNull(),
    other: varchar('other', { length: 100 }).notNull().default(''),
    contactName: varchar('contact_name', { length: 50 }).notNull(),
    contactPhone: varchar('contact_phone', { length: 11 }).notNull(),
    contactAddress: varchar('contact_address', { length: 200 }).notNull(),
    areaCode: varchar('area_code', { length: 60 }).notNull(),
    areaName: varchar('area_name', { length: 120 }).notNull(),
    acceptanceStatus: smallint('acceptance_status').notNull().default(0),
    ...decisionColumns(),
    ...rowTimes(),
  },
  (t) => [
    index('certification_user_idx').on(t.userId, t.createdAt.desc()),
    index('certification_status_idx').on(t.acceptanceStatus, t.updatedAt),
    index('certification_product_trgm').using('gin', sql`${t.productName} gin_trgm_ops`),
  ],
);

/** A certification organisation the exchange works with (docs/product.md §3): logo, title, sanitized HTML. */
export const certificationOrganisations = pgTable(
  'certification_organisations',
  {
    id: serialId(),
    title: varchar('title', { length: 100 }).notNull(),
    imgPath: varchar('img_path', { length: 255 }).notNull().default(''),
    content: text('content').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    ...rowTimes(),
  },
  (t) => [index('certification_organisations_sort_idx').on(t.sort, t.id)],
);
