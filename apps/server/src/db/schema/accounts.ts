import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { bigSerialId, createdAtColumn, requiredReference, serialId } from './columns.js';
import { loginAccountColumns } from './loginAccountColumns.js';

/** Portal users (docs/product.md §3 User). `status` 1 active, 0 disabled by staff. */
export const users = pgTable(
  'users',
  {
    id: serialId(),
    mobile: varchar('mobile', { length: 11 }).notNull(),
    nickName: varchar('nick_name', { length: 50 }).notNull().default(''),
    email: varchar('email', { length: 100 }).notNull().default(''),
    userImage: varchar('user_image', { length: 255 }).notNull().default(''),
    /** Shown only as a tag (docs/product.md §6); 1 is an ordinary enterprise user. */
    userType: smallint('user_type').notNull().default(1),
    wchat: varchar('wchat', { length: 100 }).notNull().default(''),
    /** Written by the demo seed (DEMO_SEED=1); the console marks it 演示. */
    demo: boolean('demo').notNull().default(false),
    /** Decisions on the user's records also come by SMS unless the user turns it off (docs/messages.md). */
    smsNotice: boolean('sms_notice').notNull().default(true),
    /** Bidding notices, each of which the user may turn off (docs/messages.md "Bidding notices"): when an auction the user qualified for opens, and when outbid in the timed period. */
    auctionOpenNotice: boolean('auction_open_notice').notNull().default(true),
    outbidNotice: boolean('outbid_notice').notNull().default(true),
    ...loginAccountColumns(),
  },
  (t) => [
    uniqueIndex('users_mobile_unique').on(t.mobile),
    index('users_nick_name_idx').on(t.nickName),
    // The console finds a user by any part of the mobile number or the nickname (ILIKE '%…%').
    index('users_nick_name_trgm').using('gin', sql`${t.nickName} gin_trgm_ops`),
    index('users_mobile_trgm').using('gin', sql`${t.mobile} gin_trgm_ops`),
  ],
);

/** The portal user a record belongs to. A function, so that each table gets a builder of its own. */
export const userIdColumn = () => requiredReference('user_id', () => users.id);

/**
 * A login session of a portal user (`kind` 'user') or a staff member ('staff'): one table and one
 * set of rules for both. Only the SHA-256 of the token is kept, so a leaked table opens no session.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: bigSerialId(),
    kind: varchar('kind', { length: 10 }).notNull(),
    ownerId: integer('owner_id').notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    createdAt: createdAtColumn(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
  },
  (t) => [uniqueIndex('sessions_token_unique').on(t.tokenHash), index('sessions_owner_idx').on(t.kind, t.ownerId)],
);

/** Image captchas: the cookie holds the id; the answer is kept hashed and used at most once. */
export const captchas = pgTable(
  'captchas',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    answerHash: varchar('answer_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [index('captchas_expires_idx').on(t.expiresAt)],
);

/** SMS verification codes (hashed), with their attempts, for the 60 s gap and the daily caps. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: bigSerialId(),
    mobile: varchar('mobile', { length: 11 }).notNull(),
    purpose: varchar('purpose', { length: 20 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('sms_codes_mobile_idx').on(t.mobile, t.purpose, t.createdAt),
    index('sms_codes_ip_idx').on(t.ip, t.createdAt),
  ],
);

/** What the console SMS driver would have sent; staff read it in the console's SMS outbox. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: bigSerialId(),
    mobile: varchar('mobile', { length: 11 }).notNull(),
    content: text('content').notNull(),
    driver: varchar('driver', { length: 20 }).notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [index('sms_outbox_created_idx').on(t.createdAt), index('sms_outbox_mobile_idx').on(t.mobile, t.createdAt)],
);
