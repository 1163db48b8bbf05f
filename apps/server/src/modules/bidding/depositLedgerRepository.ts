import { and, count, desc, eq, gte, ilike, inArray, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  DEPOSIT,
  REGISTRATION,
  type DepositLedger,
  type DepositLedgerQuery,
  type DepositLedgerRow,
  type DepositQueue,
} from '@jhy/contract';
import type { Queryable } from '../../db/client.js';
import { readPage } from '../../db/paging.js';
import { listingRegistrations, listings, registrationDeposits } from '../../db/schema.js';
import { likeContains } from '../../infra/likePattern.js';

/**
 * 保证金台账 (docs/bidding.md "Money desk"): every registration's deposit, read only (the bidding
 * module writes them: transactionRepository.ts). A row is a registration with a deposit, or one
 * awaiting qualification without one (未到账, 0). Newest registration first (its id: the primary
 * key's index, a deterministic order); totals per state summed by the database as decimal text.
 */

/** The deposit's state; 0 (toPay) for a registration without a deposit row. */
// The constant is written into the text (not a parameter), so that GROUP BY and SELECT name one expression.
const depositState = sql<number>`coalesce(${registrationDeposits.status}, ${sql.raw(String(DEPOSIT.codes.toPay))})`;

const QUEUE_STATES: Record<DepositQueue, number[]> = {
  toReceive: [DEPOSIT.codes.toPay, DEPOSIT.codes.recorded],
  toRefund: [DEPOSIT.codes.toRefund, DEPOSIT.codes.refundRecorded],
};

/** What the ledger lists under every filter but the state: the totals' conditions too. */
function ledgerScope(query: DepositLedgerQuery): SQL | undefined {
  return and(
    // A registration without a deposit is on the ledger only while it awaits one (qualification pending).
    or(isNotNull(registrationDeposits.id), eq(listingRegistrations.status, REGISTRATION.codes.pending)),
    query.listing_id ? eq(listingRegistrations.listingId, query.listing_id) : undefined,
    query.keyword
      ? or(
          ilike(listingRegistrations.companyName, likeContains(query.keyword)),
          ilike(listings.productName, likeContains(query.keyword)),
        )
      : undefined,
    query.from ? gte(registrationDeposits.paidOn, query.from) : undefined,
    query.to ? lte(registrationDeposits.paidOn, query.to) : undefined,
  );
}

function stateFilter(query: DepositLedgerQuery): SQL | undefined {
  return and(
    query.status === '' ? undefined : sql`${depositState} = ${query.status}`,
    query.queue === '' ? undefined : inArray(depositState, QUEUE_STATES[query.queue]),
  );
}

const ledgerColumns = {
  registration: {
    id: listingRegistrations.id,
    listingId: listingRegistrations.listingId,
    companyName: listingRegistrations.companyName,
    bidderCode: listingRegistrations.bidderCode,
    status: listingRegistrations.status,
    createdAt: listingRegistrations.createdAt,
  },
  productName: listings.productName,
  deposit: registrationDeposits,
};

function ledgerFrom(db: Queryable) {
  return db
    .select(ledgerColumns)
    .from(listingRegistrations)
    .innerJoin(listings, eq(listings.id, listingRegistrations.listingId))
    .leftJoin(registrationDeposits, eq(registrationDeposits.registrationId, listingRegistrations.id));
}

type LedgerRecord = Awaited<ReturnType<ReturnType<typeof ledgerFrom>['execute']>>[number];

const iso = (at: Date | null | undefined) => at?.toISOString() ?? '';

function toLedgerRow({ registration, productName, deposit }: LedgerRecord): DepositLedgerRow {
  return {
    registration_id: registration.id,
    listing_id: registration.listingId,
    product_name: productName,
    company_name: registration.companyName,
    bidder_code: registration.bidderCode,
    registration_status: registration.status,
    status: deposit?.status ?? DEPOSIT.codes.toPay,
    amount: deposit?.amount ?? '',
    paid_on: deposit?.paidOn ?? '',
    reference: deposit?.reference ?? '',
    recorded_at: iso(deposit?.recordedAt),
    confirmed_at: iso(deposit?.confirmedAt),
    refunded_on: deposit?.refundedOn ?? '',
    refund_reference: deposit?.refundReference ?? '',
    refund_confirmed_at: iso(deposit?.refundConfirmedAt),
    recorded_by: deposit?.recordedBy ?? 0,
    refund_recorded_by: deposit?.refundedBy ?? 0,
    registered_at: iso(registration.createdAt),
  };
}

/** The ledger's rows of one page (or, with `limit` large, every row an export takes), in the ledger's order. */
export async function pageDepositLedger(db: Queryable, query: DepositLedgerQuery): Promise<DepositLedger> {
  const where = and(ledgerScope(query), stateFilter(query));
  const select = ledgerFrom(db).where(where).orderBy(desc(listingRegistrations.id));
  const total = db
    .select({ n: count() })
    .from(listingRegistrations)
    .innerJoin(listings, eq(listings.id, listingRegistrations.listingId))
    .leftJoin(registrationDeposits, eq(registrationDeposits.registrationId, listingRegistrations.id))
    .where(where)
    .then((rows) => rows[0]?.n ?? 0);
  const [{ rows, total: n }, totals] = await Promise.all([readPage(select, total, query), depositTotals(db, query)]);
  return { total: n, data: rows.map(toLedgerRow), totals };
}

/**
 * Count and sum (万元, numeric summed in SQL, answered as its text) of each state under the ledger's
 * filters but the state and queue, so that the totals always show every state's share; in state order.
 */
export async function depositTotals(db: Queryable, query: DepositLedgerQuery) {
  const rows = await db
    .select({
      status: depositState,
      count: count(),
      amount: sql<string>`coalesce(sum(${registrationDeposits.amount}), 0)::numeric(16, 4)::text`,
    })
    .from(listingRegistrations)
    .innerJoin(listings, eq(listings.id, listingRegistrations.listingId))
    .leftJoin(registrationDeposits, eq(registrationDeposits.registrationId, listingRegistrations.id))
    .where(ledgerScope(query))
    .groupBy(depositState)
    .orderBy(depositState);
  return rows.map((row) => ({ status: Number(row.status), count: Number(row.count), amount: row.amount }));
}
