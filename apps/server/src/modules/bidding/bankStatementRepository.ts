import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  DEPOSIT,
  REGISTRATION,
  type StatementLine,
  type StatementLinesQuery,
  type StatementOutcome,
} from '@jhy/contract';
import type { Queryable } from '../../db/client.js';
import { readPage } from '../../db/paging.js';
import {
  bankStatementLines,
  bankStatements,
  listingRegistrations,
  listings,
  registrationDeposits,
} from '../../db/schema.js';

/** The SQL of imported bank statements (bankStatements.ts; docs/bidding.md "Bank statements"). */

export async function insertStatement(tx: Queryable, values: typeof bankStatements.$inferInsert) {
  const [row] = await tx.insert(bankStatements).values(values).returning();
  return row!;
}

export async function findStatement(db: Queryable, id: number) {
  const [row] = await db.select().from(bankStatements).where(eq(bankStatements.id, id));
  return row;
}

export async function setStatementNewLines(tx: Queryable, id: number, newLines: number) {
  await tx.update(bankStatements).set({ newLines }).where(eq(bankStatements.id, id));
}

/** Keeps a line unless one with its hash is kept already (then undefined: nothing is recorded twice). */
export async function keepStatementLine(tx: Queryable, values: typeof bankStatementLines.$inferInsert) {
  const [kept] = await tx
    .insert(bankStatementLines)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: bankStatementLines.id });
  return kept;
}

export async function setLineMatch(
  tx: Queryable,
  id: number,
  values: Pick<typeof bankStatementLines.$inferInsert, 'registrationId' | 'matchedBy' | 'outcome' | 'note'>,
) {
  await tx.update(bankStatementLines).set(values).where(eq(bankStatementLines.id, id));
}

/** The lines of a statement whose recorded deposit still awaits confirmation, in line order. */
export function linesAwaitingConfirmation(db: Queryable, statementId: number) {
  return db
    .select({ registrationId: bankStatementLines.registrationId, lineNo: bankStatementLines.lineNo })
    .from(bankStatementLines)
    .innerJoin(registrationDeposits, eq(registrationDeposits.registrationId, bankStatementLines.registrationId))
    .where(
      and(
        eq(bankStatementLines.statementId, statementId),
        eq(bankStatementLines.outcome, 'recorded'),
        inArray(registrationDeposits.status, DEPOSIT.fromCodes('confirm')),
      ),
    )
    .orderBy(asc(bankStatementLines.lineNo));
}

export type Candidate = {
  id: number;
  status: number;
  listingId: number;
  marginMoney: string;
  hasDeposit: boolean;
};

export async function candidateById(tx: Queryable, id: number): Promise<Candidate | undefined> {
  const [row] = await tx
    .select({
      id: listingRegistrations.id,
      status: listingRegistrations.status,
      listingId: listingRegistrations.listingId,
      marginMoney: listings.marginMoney,
      depositId: registrationDeposits.id,
    })
    .from(listingRegistrations)
    .innerJoin(listings, eq(listings.id, listingRegistrations.listingId))
    .leftJoin(registrationDeposits, eq(registrationDeposits.registrationId, listingRegistrations.id))
    .where(eq(listingRegistrations.id, id));
  return row && { ...row, hasDeposit: row.depositId !== null };
}

/** Registrations awaiting qualification without a deposit whose company is the payer, in id order. */
export async function candidatesByName(tx: Queryable, payerName: string): Promise<Candidate[]> {
  if (payerName === '') return [];
  const rows = await tx
    .select({
      id: listingRegistrations.id,
      status: listingRegistrations.status,
      listingId: listingRegistrations.listingId,
      marginMoney: listings.marginMoney,
    })
    .from(listingRegistrations)
    .innerJoin(listings, eq(listings.id, listingRegistrations.listingId))
    .leftJoin(registrationDeposits, eq(registrationDeposits.registrationId, listingRegistrations.id))
    .where(
      and(
        eq(listingRegistrations.companyName, payerName),
        eq(listingRegistrations.status, REGISTRATION.codes.pending),
        isNull(registrationDeposits.id),
      ),
    )
    .orderBy(asc(listingRegistrations.id));
  return rows.map((row) => ({ ...row, hasDeposit: false }));
}

/** A statement's lines (or every statement's, newest first), by outcome; with the registration they name. */
export async function pageStatementLines(db: Queryable, query: StatementLinesQuery) {
  const where = and(
    query.statement_id ? eq(bankStatementLines.statementId, query.statement_id) : undefined,
    query.outcome ? eq(bankStatementLines.outcome, query.outcome) : undefined,
  );
  const select = db
    .select({
      line: bankStatementLines,
      companyName: listingRegistrations.companyName,
      productName: listings.productName,
      depositStatus: registrationDeposits.status,
    })
    .from(bankStatementLines)
    .leftJoin(listingRegistrations, eq(listingRegistrations.id, bankStatementLines.registrationId))
    .leftJoin(listings, eq(listings.id, listingRegistrations.listingId))
    .leftJoin(registrationDeposits, eq(registrationDeposits.registrationId, bankStatementLines.registrationId))
    .where(where)
    .orderBy(desc(bankStatementLines.statementId), asc(bankStatementLines.lineNo), asc(bankStatementLines.id));
  const total = db
    .select({ n: sql<number>`count(*)::int` })
    .from(bankStatementLines)
    .where(where)
    .then((rows) => Number(rows[0]?.n ?? 0));
  const { rows, total: n } = await readPage(select, total, query);
  return {
    total: n,
    data: rows.map(({ line, companyName, productName, depositStatus }): StatementLine => ({
      id: line.id,
      statement_id: line.statementId,
      line_no: line.lineNo,
      paid_on: line.paidOn,
      payer_name: line.payerName,
      payer_account: line.payerAccount,
      amount_yuan: line.amountYuan,
      reference: line.reference,
      registration_id: line.registrationId ?? 0,
      company_name: companyName ?? '',
      product_name: productName ?? '',
      matched_by: line.matchedBy as StatementLine['matched_by'],
      outcome: line.outcome as StatementOutcome,
      note: line.note,
      deposit_status: depositStatus ?? DEPOSIT.codes.toPay,
    })),
  };
}
