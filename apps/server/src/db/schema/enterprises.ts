import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { decisionColumns, requiredReference, rowTimes, serialId } from './columns.js';
import { userIdColumn } from './accounts.js';

/** One uploaded file as the product (docs/product.md) stores it in attachment fields: `{ name, src }`. */
export interface FileEntry {
  name: string;
  src: string;
}

/**
 * The portal user who submits a record for an enterprise, and the enterprise's name and unified social
 * credit code (统一社会信用代码, 18 characters) as the user gives them: an enterprise registering, a
 * certification application. A function, so that each table gets builders of its own.
 */
export const applicantColumns = () => ({
  userId: userIdColumn(),
  companyName: varchar('company_name', { length: 100 }).notNull(),
  creditCode: varchar('credit_code', { length: 18 }).notNull(),
});

/**
 * An enterprise a user registers for verification (docs/product.md §3 Enterprise). Wire names stay as the
 * product spells them (`contant_name`) at the API edge; `authStatus` follows the life cycle of docs/lifecycles.md:
 * created or edited → -1, taken by a reviewer → 0, passed → 1 or rejected → 2 with `remark`.
 */
export const enterprises = pgTable(
  'enterprises',
  {
    id: serialId(),
    ...applicantColumns(),
    idType: integer('id_type').notNull(),
    areaCode: varchar('area_code', { length: 60 }).notNull(),
    areaName: varchar('area_name', { length: 120 }).notNull(),
    address: varchar('address', { length: 200 }).notNull(),
    companyDesc: text('company_desc').notNull().default(''),
    legalName: varchar('legal_name', { length: 50 }).notNull(),
    legalCode: varchar('legal_code', { length: 18 }).notNull(),
    legalMobile: varchar('legal_mobile', { length: 11 }).notNull(),
    contactName: varchar('contant_name', { length: 50 }).notNull(),
    contactCode: varchar('contant_code', { length: 18 }).notNull(),
    contactMobile: varchar('contant_mobile', { length: 11 }).notNull(),
    businessLicenseFile: jsonb('business_license_file').$type<FileEntry[]>().notNull().default([]),
    legalIdCardFile: jsonb('handheld_idcard_file').$type<FileEntry[]>().notNull().default([]),
    operatorIdCardFile: jsonb('operator_idcard_file').$type<FileEntry[]>().notNull().default([]),
    authorizeFile: jsonb('authorize_file').$type<FileEntry[]>().notNull().default([]),
    membership: smallint('membership').notNull().default(0),
    authStatus: smallint('auth_status').notNull().default(-1),
    ...decisionColumns(),
    /** Written by the demo seed (DEMO_SEED=1); the console marks it 演示. */
    demo: boolean('demo').notNull().default(false),
    ...rowTimes(),
  },
  (t) => [
    index('enterprises_user_idx').on(t.userId, t.createdAt.desc()),
    index('enterprises_status_idx').on(t.authStatus, t.updatedAt),
    index('enterprises_name_trgm').using('gin', sql`${t.companyName} gin_trgm_ops`),
  ],
);

/** Who submitted a record, and the enterprise it is submitted for. */
export const ownerColumns = () => ({
  userId: userIdColumn(),
  companyId: requiredReference('company_id', () => enterprises.id),
});
