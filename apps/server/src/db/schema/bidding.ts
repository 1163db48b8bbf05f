import { sql } from 'drizzle-orm';
import {
  date,
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
import { bigSerialId, createdAtColumn, decisionColumns, requiredReference, rowTimes, serialId } from './columns.js';
import { ownerColumns, type FileEntry } from './enterprises.js';
import { listingIdColumn } from './trading.js';

/**
 * 意向受让登记 (docs/bidding.md): an enterprise's registration on a public listing, with its
 * qualification materials (private uploads). `status`: 0 awaiting qualification, 1 qualified,
 * 2 refused (remark), 3 withdrawn. One live registration per enterprise and listing; the bidder
 * code (竞价号) is given on qualification and is what other bidders see.
 */
export const listingRegistrations = pgTable(
  'listing_registrations',
  {
    id: serialId(),
    listingId: listingIdColumn(),
    ...ownerColumns(),
    /** The enterprise's name when it registered: staff and the deal papers name this. */
    companyName: varchar('company_name', { length: 100 }).notNull(),
    contactName: varchar('contact_name', { length: 50 }).notNull(),
    contactPhone: varchar('contact_phone', { length: 30 }).notNull(),
    files: jsonb('files').$type<FileEntry[]>().notNull().default([]),
    status: smallint('status').notNull().default(0),
    bidderCode: varchar('bidder_code', { length: 8 }).notNull().default(''),
    ...decisionColumns(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    /**
     * The 竞买须知 the buyer accepted (docs/bidding.md "Registration"): the SHA-256 (hex) of the
     * notice's text as it stood, and when. Rows written before acceptance existed hold ''/null.
     */
    noticeSha256: varchar('notice_sha256', { length: 64 }).notNull().default(''),
    noticeAcceptedAt: timestamp('notice_accepted_at', { withTimezone: true }),
    /** The last outbid notice sent to this bidder (coalesced, docs/bidding.md "Notices"). */
    outbidNoticedAt: timestamp('outbid_noticed_at', { withTimezone: true }),
    /** `updatedAt` is the buyer's last change: the version a qualification decision holds. */
    ...rowTimes(),
  },
  (t) => [
    uniqueIndex('listing_registrations_live_unique')
      .on(t.listingId, t.companyId)
      .where(sql`${t.status} <> 3`),
    uniqueIndex('listing_registrations_bidder_code_unique')
      .on(t.listingId, t.bidderCode)
      .where(sql`${t.bidderCode} <> ''`),
    index('listing_registrations_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('listing_registrations_status_idx').on(t.status, t.updatedAt.desc(), t.id.desc()),
  ],
);

/** The registration a record belongs to. A function, so that each table gets a builder of its own. */
export const registrationIdColumn = () => requiredReference('registration_id', () => listingRegistrations.id);

/**
 * A deposit (保证金) of one registration, as a payment provider reported it — today only a bank
 * transfer that staff record (`provider` 'bank_transfer'). `status` is DEPOSIT of the contract
 * (docs/lifecycles.md "Deposit"): 5 recorded (awaiting a second staff member's confirmation),
 * 1 received, 2 converted into the price (the winner), 3 to be refunded, 6 refund recorded
 * (awaiting confirmation), 4 refunded. Amount in 万元. The row is the deposit as it stands; every
 * staff step on it (record, correct, confirm, refund, refund_confirm) is a row of `deposit_entries`,
 * never overwritten.
 */
export const registrationDeposits = pgTable(
  'registration_deposits',
  {
    id: serialId(),
    registrationId: registrationIdColumn(),
    provider: varchar('provider', { length: 20 }).notNull(),
    amount: numeric('amount', { precision: 14, scale: 4 }).notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    reference: varchar('reference', { length: 60 }).notNull(),
    status: smallint('status').notNull().default(1),
    /** Who recorded the arrival, or last corrected it: the one staff member who may not confirm it. */
    recordedBy: integer('recorded_by'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    confirmedBy: integer('confirmed_by'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** A deposit to be refunded (3) that went back (6, then 4): the bank's date and reference, who recorded it. */
    refundedOn: date('refunded_on', { mode: 'string' }),
    refundReference: varchar('refund_reference', { length: 60 }).notNull().default(''),
    refundedBy: integer('refunded_by'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundConfirmedBy: integer('refund_confirmed_by'),
    refundConfirmedAt: timestamp('refund_confirmed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('registration_deposits_registration_unique').on(t.registrationId),
    index('registration_deposits_status_idx').on(t.status, t.recordedAt.desc(), t.id.desc()),
  ],
);

/**
 * The deposit ledger's entries (保证金台账明细, docs/bidding.md "Money desk"): one row per staff step
 * on a registration's deposit — `kind` record, correct, confirm, refund, refund_confirm — with who,
 * the amount, the bank's date and reference as that step stated them. Only inserted, never updated:
 * a correction is a new entry beside the first.
 */
export const depositEntries = pgTable(
  'deposit_entries',
  {
    id: bigSerialId(),
    registrationId: registrationIdColumn(),
    kind: varchar('kind', { length: 20 }).notNull(),
    staffId: integer('staff_id'),
    amount: numeric('amount', { precision: 14, scale: 4 }),
    onDate: date('on_date', { mode: 'string' }),
    reference: varchar('reference', { length: 60 }).notNull().default(''),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
    createdAt: createdAtColumn(),
  },
  (t) => [index('deposit_entries_registration_idx').on(t.registrationId, t.id)],
);

/**
 * A bank statement of the exchange's receiving account that staff imported (docs/bidding.md "Bank
 * statements"): the file (a private upload, checked by content), who imported it and when, how many
 * lines it had and how many of them were new.
 */
export const bankStatements = pgTable('bank_statements', {
  id: serialId(),
  fileName: varchar('file_name', { length: 200 }).notNull(),
  src: varchar('src', { length: 200 }).notNull(),
  importedBy: integer('imported_by'),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull(),
  lineCount: integer('line_count').notNull(),
  newLines: integer('new_lines').notNull(),
});

/**
 * One credit line of an imported statement, once: `line_hash` (date, payer account, amount and
 * reference) is unique, so importing a statement again records none of its lines twice. `outcome`:
 * 'recorded' (a deposit was recorded from it, awaiting a second staff member's confirmation),
 * 'mismatch' (it names a registration, but the amount or the registration's state does not fit),
 * 'unmatched' (it names none). Amount in 元, as the bank states it.
 */
export const bankStatementLines = pgTable(
  'bank_statement_lines',
  {
    id: bigSerialId(),
    statementId: requiredReference('statement_id', () => bankStatements.id),
    lineNo: integer('line_no').notNull(),
    lineHash: varchar('line_hash', { length: 64 }).notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    payerName: varchar('payer_name', { length: 100 }).notNull(),
    payerAccount: varchar('payer_account', { length: 60 }).notNull(),
    amountYuan: numeric('amount_yuan', { precision: 16, scale: 2 }).notNull(),
    reference: varchar('reference', { length: 200 }).notNull(),
    registrationId: integer('registration_id'),
    matchedBy: varchar('matched_by', { length: 10 }).notNull().default(''),
    outcome: varchar('outcome', { length: 10 }).notNull(),
    note: varchar('note', { length: 100 }).notNull().default(''),
  },
  (t) => [
    uniqueIndex('bank_statement_lines_hash_unique').on(t.lineHash),
    index('bank_statement_lines_statement_idx').on(t.statementId, t.lineNo),
    index('bank_statement_lines_outcome_idx').on(t.outcome, t.id.desc()),
  ],
);

/**
 * What happened when a listing's disclosure window closed (docs/bidding.md "Closing"), written
 * once per window end by the closing job: 1 an auction opened, 2 agreement transfer to the one
 * qualified buyer, 3 ended with no buyer, 6 extended. Its primary key is what makes the job's
 * work happen once, whichever instance runs it.
 */
export const listingClosings = pgTable(
  'listing_closings',
  {
    listingId: listingIdColumn(),
    windowEnd: timestamp('window_end', { withTimezone: true }).notNull(),
    outcome: smallint('outcome').notNull(),
    qualified: integer('qualified').notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('listing_closings_pk').on(t.listingId, t.windowEnd)],
);

/**
 * An online auction (网络竞价) of one listing: a free-quotation period until `timedFrom`, then a
 * timed period until `endsAt`, which a late bid moves (docs/bidding.md "Bidding"). `version`
 * counts every change and is the SSE event id. Prices in 万元.
 */
export const auctions = pgTable(
  'auctions',
  {
    id: serialId(),
    listingId: listingIdColumn(),
    /** 'open', 'paused', 'closed'. */
    state: varchar('state', { length: 10 }).notNull().default('open'),
    startPrice: numeric('start_price', { precision: 14, scale: 4 }).notNull(),
    increment: numeric('increment', { precision: 14, scale: 4 }).notNull(),
    currentPrice: numeric('current_price', { precision: 14, scale: 4 }),
    leaderRegistrationId: integer('leader_registration_id'),
    bidCount: integer('bid_count').notNull().default(0),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    timedFrom: timestamp('timed_from', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    extensionMinutes: integer('extension_minutes').notNull(),
    pauseReason: text('pause_reason').notNull().default(''),
    /** When staff paused it: a resume moves the end later by the time it stood still. */
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    version: integer('version').notNull().default(0),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('auctions_listing_unique').on(t.listingId),
    index('auctions_open_end_idx')
      .on(t.endsAt)
      .where(sql`${t.state} = 'open'`),
    // The console's list, newest first, by state.
    index('auctions_state_idx').on(t.state, t.id.desc()),
  ],
);

/**
 * An accepted bid. Stored before it is acknowledged; one bid per price level of an auction (the
 * unique index is the last guard of "no two accepted bids at one level").
 */
export const bids = pgTable(
  'bids',
  {
    id: bigSerialId(),
    auctionId: requiredReference('auction_id', () => auctions.id),
    registrationId: registrationIdColumn(),
    amount: numeric('amount', { precision: 14, scale: 4 }).notNull(),
    /** The auction's version this bid made: the SSE event id that announced it. */
    version: integer('version').notNull(),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('bids_auction_amount_unique').on(t.auctionId, t.amount),
    index('bids_auction_version_idx').on(t.auctionId, t.version),
  ],
);

/**
 * The result of a listing sold through the platform (docs/bidding.md "The result"): written once,
 * when an auction ends with a bid or when an agreement transfer is decided at the window close. It
 * freezes the facts the 成交确认书 prints, so the PDF and the public verification page read the same
 * thing forever. `method` 1 online auction, 2 agreement transfer; prices in 万元.
 */
export const dealConfirmations = pgTable(
  'deal_confirmations',
  {
    id: serialId(),
    /** What a public page verifies: JHY + China date + 8 random characters. */
    verificationNo: varchar('verification_no', { length: 24 }).notNull(),
    listingId: listingIdColumn(),
    dealId: integer('deal_id').notNull(),
    /** The draft deal announcement; public once an editor publishes it. */
    newsId: integer('news_id').notNull(),
    method: smallint('method').notNull(),
    auctionId: integer('auction_id'),
    registrationId: registrationIdColumn(),
    buyerUserId: integer('buyer_user_id').notNull(),
    buyerName: varchar('buyer_name', { length: 100 }).notNull(),
    bidderCode: varchar('bidder_code', { length: 8 }).notNull().default(''),
    sellerUserId: integer('seller_user_id').notNull(),
    sellerName: varchar('seller_name', { length: 100 }).notNull(),
    productId: varchar('product_id', { length: 60 }).notNull(),
    productName: varchar('product_name', { length: 100 }).notNull(),
    quantity: varchar('quantity', { length: 60 }).notNull().default(''),
    price: numeric('price', { precision: 14, scale: 4 }).notNull(),
    dealtAt: timestamp('dealt_at', { withTimezone: true }).notNull(),
    /**
     * The PDF, rendered once and kept as a private file (docs/bidding.md "The result"): its stored
     * name, and its SHA-256 in hex that the public verification page shows. Both empty until the
     * document is stored; set once, by a guarded update, and never changed.
     */
    documentName: varchar('document_name', { length: 120 }).notNull().default(''),
    documentSha256: varchar('document_sha256', { length: 64 }).notNull().default(''),
  },
  (t) => [
    uniqueIndex('deal_confirmations_no_unique').on(t.verificationNo),
    uniqueIndex('deal_confirmations_listing_unique').on(t.listingId),
    index('deal_confirmations_buyer_idx').on(t.buyerUserId),
    // 我的成交 reads a user's sales as either side.
    index('deal_confirmations_seller_idx').on(t.sellerUserId),
  ],
);

/**
 * A listing whose window close or settlement failed (docs/lifecycles.md "Jobs"): one row per listing
 * and job, kept while it keeps failing and deleted by its first success. Staff see these in the
 * console as needing attention; the jobs try each again a minute after its last failure, and never
 * let it hold back another listing.
 */
export const transactionJobFailures = pgTable(
  'transaction_job_failures',
  {
    listingId: listingIdColumn(),
    /** 'close' (the window close) or 'settle' (an ended auction's settlement). */
    job: varchar('job', { length: 10 }).notNull(),
    /** What went wrong, in the words the error gave (no values of the request: a job has none). */
    error: text('error').notNull(),
    attempts: integer('attempts').notNull().default(1),
    firstFailedAt: timestamp('first_failed_at', { withTimezone: true }).notNull(),
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('transaction_job_failures_pk').on(t.listingId, t.job)],
);
