import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAtColumn, requiredReference, reviewedColumns, rowTimes, serialId } from './columns.js';
import { ownerColumns, type FileEntry } from './enterprises.js';

/**
 * A trading listing. The product (docs/product.md) has two kinds and both live here, so that one list, one detail call
 * and one life cycle serve them:
 * - `form_type` 1, a disclosure-style project from the three-step form (§3 "Listing form"), shown
 *   by TradingDetailTwo: price, quantity and margin money are stored as the product (docs/product.md) stores them,
 *   'number/unit', and split on read;
 * - `form_type` 2, a class-specific product (§3 "Class-specific publish-product form", classes 100,
 *   101, 102/103, 114, 115, 116, 126), shown by TradingDetail: `free` is the price in 万元,
 *   `trade_m` the deposit; `price` then holds 'free/万元' so that a card reads the same for both.
 *
 * Life cycle (docs/lifecycles.md): submitted → audit_status 0 / audit_type 1 → passed → audit_type 2 →
 * passed → audit_status 1 and `is_public`. `enroll_status` is not stored: it follows the clock
 * from start/end time and is computed on read, unless staff record a deal (`closed_status` 3) or
 * end the listing (4).
 */
export const listings = pgTable(
  'listings',
  {
    id: serialId(),
    ...ownerColumns(),
    /** The public listing code, e.g. JHY-2026-000123. */
    productId: varchar('product_id', { length: 24 }).notNull(),
    formType: smallint('form_type').notNull(),
    productName: varchar('product_name', { length: 100 }).notNull(),
    /**
     * The name in lower case, kept by PostgreSQL: the public name search matches it with LIKE, which
     * compares bytes, where ILIKE folds the case of every character of every row it reads (about 3×
     * the time per row on Chinese names), and it sits in the public order index so that a search's
     * count reads no table row (docs/performance.md "The name search reads the index").
     */
    productNameFolded: text('product_name_folded')
      .notNull()
      .generatedAlwaysAs(sql`lower(product_name)`),
    /** The project-type group (97 林业资源类, 98 环境权益类) and the class (100…126). */
    firstCategory: integer('first_category').notNull(),
    secondCategory: integer('second_category').notNull(),
    areaCode: varchar('area_code', { length: 60 }).notNull().default(''),
    areaName: varchar('area_name', { length: 120 }).notNull(),
    address: varchar('address', { length: 200 }).notNull().default(''),
    /** 'number/unit' (§3). */
    price: varchar('price', { length: 60 }).notNull(),
    quantity: varchar('quantity', { length: 60 }).notNull().default(''),
    marginLevel: numeric('margin_level', { precision: 6, scale: 2 }),
    marginMoney: varchar('margin_money', { length: 60 }).notNull().default(''),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    contactsName: varchar('contacts_name', { length: 50 }).notNull(),
    contactsPhone: varchar('contacts_phone', { length: 30 }).notNull(),
    /** Paths under /uploads/; the wire form is comma-joined. */
    productImages: jsonb('product_img').$type<string[]>().notNull().default([]),
    productDesc: text('product_desc').notNull().default(''),

    // Transferor (§2 转让方简况). The show flags decide whether the public detail carries name/code.
    transferName: varchar('transfer_name', { length: 100 }).notNull().default(''),
    showTransferName: smallint('show_transfer_name').notNull().default(1),
    transferType: integer('transfer_type'),
    transferIdcard: varchar('transfer_idcard', { length: 18 }).notNull().default(''),
    transferCode: varchar('transfer_code', { length: 18 }).notNull().default(''),
    showTransferCode: smallint('show_transfer_code').notNull().default(1),
    internalDecisionType: integer('internal_decision_type'),

    // Trading conditions, transferee qualification, margin, disclosure (three-step form).
    payType: text('pay_type').notNull().default(''),
    otherCondition: text('other_condition').notNull().default(''),
    enrollFiles: jsonb('enroll_file').$type<FileEntry[]>().notNull().default([]),
    transferee: text('transferee').notNull().default(''),
    importantContent: text('important_content').notNull().default(''),
    payDeadline: varchar('pay_deadline', { length: 100 }).notNull().default(''),
    payMsg: text('pay_msg').notNull().default(''),
    accountName: varchar('account_name', { length: 100 }).notNull().default(''),
    openBank: varchar('open_bank', { length: 100 }).notNull().default(''),
    account: varchar('account', { length: 40 }).notNull().default(''),
    marginMoneyMethod: text('margin_money_method').notNull().default(''),
    disclosureFiles: jsonb('disclosure_file').$type<FileEntry[]>().notNull().default([]),
    /** 'start 至 end' (§9). */
    noticeTime: varchar('notice_time', { length: 60 }).notNull().default(''),
    /** 3 end the disclosure, 6 extend it (then `nopotential_buyer` says how). */
    potentialBuyer: smallint('potential_buyer'),
    noPotentialBuyer: text('nopotential_buyer').notNull().default(''),

    // Class-specific fields (§3 "Class-specific publish-product form").
    pin: varchar('pin', { length: 60 }).notNull().default(''),
    /** Listing price in 万元. */
    free: numeric('free', { precision: 14, scale: 4 }),
    amount: varchar('amount', { length: 60 }).notNull().default(''),
    tradeDeadline: varchar('trade_deadline', { length: 60 }).notNull().default(''),
    forestSeen: varchar('forest_seen', { length: 100 }).notNull().default(''),
    treeSeed: varchar('tree_seed', { length: 100 }).notNull().default(''),
    treeAmount: varchar('tree_amount', { length: 60 }).notNull().default(''),
    cfqx: varchar('cfqx', { length: 60 }).notNull().default(''),
    comTime: varchar('com_time', { length: 60 }).notNull().default(''),
    transfereeRe: text('transferee_re').notNull().default(''),
    internalRes: varchar('internal_res', { length: 200 }).notNull().default(''),
    tradeM: varchar('trade_m', { length: 60 }).notNull().default(''),
    linquanId: varchar('linquan_id', { length: 60 }).notNull().default(''),
    warrantsArea: varchar('warrants_area', { length: 60 }).notNull().default(''),
    otherUser: varchar('other_user', { length: 200 }).notNull().default(''),
    wanderYear: varchar('wander_year', { length: 60 }).notNull().default(''),
    mainTrees: varchar('main_trees', { length: 100 }).notNull().default(''),
    deveReq: text('deve_req').notNull().default(''),
    disMatters: text('dis_matters').notNull().default(''),
    /** The class-specific form's `file` list. */
    productFiles: jsonb('product_file').$type<FileEntry[]>().notNull().default([]),

    /**
     * The enterprise's name as it stood when the listing last passed review: the public detail
     * shows this, so a later edit of the enterprise never changes a public listing unreviewed.
     */
    companyName: varchar('company_name', { length: 100 }).notNull().default(''),
    /**
     * An owner's change to a public listing, waiting for review (listingContent.ts): the columns
     * above keep the reviewed content the public sees until the change passes both reviews.
     */
    pendingRevision: jsonb('pending_revision').$type<Record<string, unknown>>(),

    // Review and publication.
    auditStatus: smallint('audit_status').notNull().default(0),
    auditType: smallint('audit_type').notNull().default(1),
    auditRemark: text('audit_remark').notNull().default(''),
    /** Who passed the first review of the current submission: the re-review must be someone else. */
    firstReviewedBy: integer('first_reviewed_by'),
    ...reviewedColumns(),
    isPublic: boolean('is_public').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Recorded by staff: 3 a deal, 4 ended. Null while the clock decides. */
    closedStatus: smallint('closed_status'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    ...rowTimes(),
  },
  (t) => [
    uniqueIndex('listings_product_id_unique').on(t.productId),
    // The public list: newest first, alone or behind one filter. Partial indexes hold only public
    // rows, so pending submissions cost the public calls nothing.
    // The folded name trails the order: a name search walks this index newest first and tests the
    // name on each entry, its page and its count reading only the index (docs/performance.md).
    index('listings_public_order_idx')
      .on(t.publishedAt.desc(), t.id.desc(), t.productNameFolded)
      .where(sql`${t.isPublic}`),
    index('listings_public_class_idx')
      .on(t.secondCategory, t.publishedAt.desc(), t.id.desc())
      .where(sql`${t.isPublic}`),
    index('listings_public_group_idx')
      .on(t.firstCategory, t.publishedAt.desc(), t.id.desc())
      .where(sql`${t.isPublic}`),
    // Enroll-state filters: recorded deal/end, and the clock's windows on open listings.
    index('listings_public_closed_idx')
      .on(t.closedStatus, t.publishedAt.desc(), t.id.desc())
      .where(sql`${t.isPublic} AND ${t.closedStatus} IS NOT NULL`),
    index('listings_public_open_end_idx')
      .on(t.endTime, t.startTime)
      .where(sql`${t.isPublic} AND ${t.closedStatus} IS NULL`),
    index('listings_public_open_start_idx')
      .on(t.startTime)
      .where(sql`${t.isPublic} AND ${t.closedStatus} IS NULL`),
    index('listings_name_trgm').using('gin', sql`${t.productNameFolded} gin_trgm_ops`),
    // Owner and review queues (the publish and console issues).
    index('listings_user_idx').on(t.userId, t.createdAt.desc()),
    index('listings_company_idx').on(t.companyId),
    index('listings_audit_idx').on(t.auditStatus, t.auditType, t.updatedAt),
  ],
);

/** The listing a record is about. A function, so that each table gets a builder of its own. */
export const listingIdColumn = () => requiredReference('listing_id', () => listings.id);

/**
 * A recorded deal: what the deal-trend statistics (§7 Dealtrends) are computed from. Staff record
 * one when a listing closes with a deal; deals of the exchange's history before the platform have
 * no listing. `zone_name` is the prefecture (阿坝, 甘孜…), `amount` is in 万元: the sale price exactly, four
 * decimals (docs/lifecycles.md "Money"), twelve integer digits for the exchange's history.
 */
export const deals = pgTable(
  'deals',
  {
    id: serialId(),
    listingId: integer('listing_id').references(() => listings.id),
    productName: varchar('product_name', { length: 100 }).notNull(),
    zoneName: varchar('zone_name', { length: 20 }).notNull(),
    areaCode: varchar('area_code', { length: 60 }).notNull().default(''),
    /** The class (100…126) and its group (97/98), as for listings. */
    productType: integer('product_type').notNull(),
    productCategory: integer('product_category').notNull(),
    quantity: varchar('quantity', { length: 60 }).notNull().default(''),
    amount: numeric('amount', { precision: 16, scale: 4 }).notNull(),
    transfereeName: varchar('transferee_name', { length: 100 }).notNull().default(''),
    tradeTime: timestamp('trade_time', { withTimezone: true }).notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('deals_trade_time_idx').on(t.tradeTime.desc(), t.id.desc()),
    index('deals_type_idx').on(t.productType, t.tradeTime.desc()),
    index('deals_category_idx').on(t.productCategory, t.tradeTime.desc()),
    index('deals_zone_idx').on(t.zoneName, t.tradeTime),
    index('deals_listing_idx').on(t.listingId),
  ],
);

/**
 * One row whose `version` goes up with every statement that changes listings or categories (a
 * trigger, see migration trading_change_version): the public list cache compares it on each
 * request, so a cached page is served only while nothing it was computed from has changed —
 * whoever made the change, this process or another.
 */
export const listingChanges = pgTable('listing_changes', {
  id: smallint('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
