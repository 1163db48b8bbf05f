import { randomInt } from 'node:crypto';
import {
  biddingMessages,
  DEPOSIT,
  moneyUnits,
  QUALIFICATION_REVIEW,
  REGISTRATION,
  wanUnitsOf,
  type DepositConfirmInput,
  type DepositCorrectInput,
  type DepositRecordInput,
  type DepositRefundInput,
  type RefundCorrectInput,
  type RegistrationQueueRow,
  type Page,
} from '@jhy/contract';
import { chinaDate } from '../../infra/chinaTime.js';
import type { Db, Queryable } from '../../db/client.js';
import { badRequest, conflict, forbidden, notFound } from '../../infra/errors.js';
import { rowSubject, withAudit, type AuditActor } from '../audit/withAudit.js';
import { editVersion, type ReviewFlow } from '../review/reviewDecision.js';
import { notifyUser, quoted } from '../messages/notifyUser.js';
import { depositPayments } from './depositPayments.js';
import { lockListingFor } from './listingTransaction.js';
import type { PageRequest } from '../../db/paging.js';
import type { FileUrl } from '../enterprises/enterpriseView.js';
import {
  bidderCodesOn,
  countRegistrationsAwaitingQualification,
  findRegistrationRecord,
  lockRegistration,
  pageRegistrationQueue,
  type DepositRow,
  type RegistrationRecord,
} from './registrationRepository.js';
import { toQueueRow } from './registrationView.js';
import {
  insertDepositEntry,
  moveDeposit,
  moveRegistration,
  recordDepositRow,
  type DepositEntryKind,
} from './transactionRepository.js';

/** A fresh 竞价号 of six digits, unique on the listing. */
function newBidderCode(taken: string[]): string {
  for (;;) {
    const code = String(randomInt(100_000, 1_000_000));
    if (!taken.includes(code)) return code;
  }
}

const standing = (record: RegistrationRecord) => ({
  status: record.registration.status,
  remark: record.registration.remark,
  bidderCode: record.registration.bidderCode,
  depositStatus: record.deposit?.status ?? DEPOSIT.codes.toPay,
});

/** The registration's deposit state by name (toPay when none arrived). */
const depositState = (record: RegistrationRecord) => record.deposit?.status ?? DEPOSIT.codes.toPay;

/**
 * 资格确认 (docs/bidding.md): staff confirm a pending registration (→ qualified, with a bidder code)
 * or refuse it (→ refused, with the reason the buyer reads; a received deposit is then to be
 * refunded at once), while the listing enrols (LISTING_TRANSACTION's decideQualification).
 * Confirming needs the deposit received. The listing is locked, so two confirmations never draw
 * the same code.
 */
export function qualificationFlow(clock: () => Date): ReviewFlow<RegistrationRecord> {
  return {
    targetType: 'registration',
    loadForDecision: lockRegistration,
    versionOf: (record) => editVersion(record.registration),
    allows: (record, decision) => QUALIFICATION_REVIEW.allows(record.registration.status, decision),
    async apply(tx, record, decision, { remark, actor }) {
      const now = clock();
      await lockListingFor(tx, record.listing.id, 'decideQualification', now);
      const reviewed = { reviewedBy: actor.id, reviewedAt: now };
      if (decision === 'reject') {
        const row = await moveRegistration(tx, record.registration.id, 'refuse', { ...reviewed, remark });
        if (DEPOSIT.startsFrom('release', depositState(record))) {
          await moveDeposit(tx, record.registration.id, 'release', { settledAt: now });
        }
        await notifyBuyer(tx, record, 'reject', remark);
        return { ...record, registration: row };
      }
      if (depositState(record) !== DEPOSIT.codes.received) throw conflict(biddingMessages.depositMissing);
      const bidderCode = newBidderCode(await bidderCodesOn(tx, record.listing.id));
      const row = await moveRegistration(tx, record.registration.id, 'qualify', { ...reviewed, remark, bidderCode });
      await notifyBuyer(tx, record, 'pass', `竞价号：${bidderCode}`);
      return { ...record, registration: row };
    },
    snapshot: standing,
  };
}

/** The buyer hears of the decision in the message center (and by SMS), in the decision's transaction. */
function notifyBuyer(tx: Queryable, record: RegistrationRecord, decision: 'pass' | 'reject', body: string) {
  const outcome = decision === 'pass' ? '资格已确认' : '资格未通过';
  const deposit =
    decision === 'reject' && DEPOSIT.startsFrom('release', depositState(record)) ? '保证金将按规定退还。' : '';
  return notifyUser(tx, record.registration.userId, {
    kind: `registration.${decision}`,
    record: 'registration',
    recordId: record.registration.id,
    title: `您对${quoted(record.listing.productName)}的意向受让登记${outcome}`,
    body: `${body}${body && deposit ? ' ' : ''}${deposit}`,
  });
}

/**
 * The money desk's steps on a deposit (docs/bidding.md "Money desk"), each audited and each a new
 * row of the ledger (`deposit_entries`): an arrival is recorded (or corrected) by one staff member
 * and confirmed by another; a refund likewise. Only a confirmed arrival (received) counts for
 * qualification. Four eyes: the confirmation of a step refuses (403) the staff member who recorded
 * it, as a listing's re-review refuses its first reviewer.
 */
export class DepositDesk {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
  ) {}

  /**
   * An arrival (through the provider's `confirm`) on a registration still awaiting qualification
   * while the listing enrols, at least the amount due (compared in units, never as floats).
   */
  record(actor: AuditActor, input: DepositRecordInput) {
    const now = this.clock();
    const confirmed = depositPayments[input.provider].confirm(input, now);
    return withAudit(this.db, actor, rowSubject('registration.deposit', input.id, input.remark), async (tx) => {
      const record = await this.lockPending(tx, input.id, now);
      if (record.deposit) throw conflict(biddingMessages.depositNotRecordable);
      requireDue(record, confirmed.amount);
      const deposit = await recordDepositRow(tx, {
        registrationId: input.id,
        provider: input.provider,
        amount: confirmed.amount,
        paidOn: confirmed.paidOn,
        reference: confirmed.reference,
        recordedBy: actor.id,
        recordedAt: now,
      });
      await entry(tx, 'record', actor, now, input.id, { ...confirmed, remark: input.remark });
      return changed(record, deposit, { amount: deposit.amount, paidOn: deposit.paidOn, reference: deposit.reference });
    });
  }

  /**
   * A correction of an arrival recorded, or confirmed but not yet used (the registration still
   * awaits qualification): the deposit takes the corrected facts and awaits a new confirmation; the
   * first entry stays in the ledger beside this one.
   */
  correct(actor: AuditActor, input: DepositCorrectInput) {
    const now = this.clock();
    const confirmed = depositPayments[input.provider].confirm(input, now);
    return withAudit(this.db, actor, rowSubject('registration.depositCorrect', input.id, input.remark), async (tx) => {
      const record = await this.lockPending(tx, input.id, now, DEPOSIT.refusals.correct);
      if (!record.deposit || !DEPOSIT.startsFrom('correct', record.deposit.status)) {
        throw conflict(DEPOSIT.refusals.correct);
      }
      requireDue(record, confirmed.amount);
      const deposit = await moveDeposit(tx, input.id, 'correct', {
        amount: confirmed.amount,
        paidOn: confirmed.paidOn,
        reference: confirmed.reference,
        recordedBy: actor.id,
        recordedAt: now,
        confirmedBy: null,
        confirmedAt: null,
      });
      await entry(tx, 'correct', actor, now, input.id, { ...confirmed, remark: input.remark });
      const facts = (d: { amount: string; paidOn: string; reference: string }) => ({
        amount: d.amount,
        paidOn: d.paidOn,
        reference: d.reference,
      });
      return {
        before: { ...standing(record), ...facts(record.deposit) },
        after: { ...standing({ ...record, deposit }), ...facts(deposit) },
        result: { ...record, deposit },
      };
    });
  }

  /** A second staff member confirms a recorded arrival: from now on it counts for qualification. */
  confirm(actor: AuditActor, input: DepositConfirmInput) {
    const now = this.clock();
    return withAudit(this.db, actor, rowSubject('registration.depositConfirm', input.id, input.remark), async (tx) => {
      const record = await lockRegistration(tx, input.id);
      if (!record) throw notFound(biddingMessages.registrationNotFound);
      await lockListingFor(tx, record.listing.id, 'recordDeposit', now);
      if (!record.deposit || !DEPOSIT.startsFrom('confirm', record.deposit.status)) {
        throw conflict(DEPOSIT.refusals.confirm);
      }
      if (record.deposit.recordedBy === actor.id) throw forbidden(biddingMessages.sameStaff);
      const deposit = await moveDeposit(tx, input.id, 'confirm', { confirmedBy: actor.id, confirmedAt: now });
      await entry(tx, 'confirm', actor, now, input.id, {
        amount: deposit.amount,
        paidOn: deposit.paidOn,
        reference: deposit.reference,
        remark: input.remark,
      });
      return changed(record, deposit, {});
    });
  }

  /**
   * A deposit to be refunded (another buyer bought, the listing ended, the buyer withdrew or was
   * refused) that the exchange has paid back: recorded with the bank's date and reference, to be
   * confirmed by another staff member.
   */
  refund(actor: AuditActor, input: DepositRefundInput) {
    const now = this.clock();
    return withAudit(this.db, actor, rowSubject('registration.refund', input.id, input.remark), async (tx) => {
      const record = await lockRegistration(tx, input.id);
      if (!record) throw notFound(biddingMessages.registrationNotFound);
      if (!record.deposit || !DEPOSIT.startsFrom('refund', record.deposit.status)) {
        throw conflict(DEPOSIT.refusals.refund);
      }
      requireRefundDate(record.deposit, input.refunded_on, now);
      const deposit = await moveDeposit(tx, input.id, 'refund', {
        refundedOn: input.refunded_on,
        refundReference: input.reference,
        refundedBy: actor.id,
        refundedAt: now,
      });
      await entry(tx, 'refund', actor, now, input.id, {
        amount: deposit.amount,
        paidOn: input.refunded_on,
        reference: input.reference,
        remark: input.remark,
      });
      return changed(record, deposit, { refundedOn: input.refunded_on, refundReference: input.reference });
    });
  }

  /**
   * A correction of a recorded or confirmed refund (its date or the bank's reference): the deposit
   * takes the corrected facts and awaits a new confirmation by someone other than the corrector; the
   * first refund entry stays in the ledger beside this one (docs/lifecycles.md "Deposit").
   */
  correctRefund(actor: AuditActor, input: RefundCorrectInput) {
    const now = this.clock();
    return withAudit(this.db, actor, rowSubject('registration.refundCorrect', input.id, input.remark), async (tx) => {
      const record = await lockRegistration(tx, input.id);
      if (!record) throw notFound(biddingMessages.registrationNotFound);
      if (!record.deposit || !DEPOSIT.startsFrom('correctRefund', record.deposit.status)) {
        throw conflict(DEPOSIT.refusals.correctRefund);
      }
      requireRefundDate(record.deposit, input.refunded_on, now);
      const deposit = await moveDeposit(tx, input.id, 'correctRefund', {
        refundedOn: input.refunded_on,
        refundReference: input.reference,
        refundedBy: actor.id,
        refundedAt: now,
        refundConfirmedBy: null,
        refundConfirmedAt: null,
      });
      await entry(tx, 'refund_correct', actor, now, input.id, {
        amount: deposit.amount,
        paidOn: input.refunded_on,
        reference: input.reference,
        remark: input.remark,
      });
      const facts = (d: DepositRow) => ({ refundedOn: d.refundedOn, refundReference: d.refundReference });
      return {
        before: { ...standing(record), ...facts(record.deposit) },
        after: { ...standing({ ...record, deposit }), ...facts(deposit) },
        result: { ...record, deposit },
      };
    });
  }

  /** A second staff member confirms a recorded refund: the deposit is refunded. */
  confirmRefund(actor: AuditActor, input: DepositConfirmInput) {
    const now = this.clock();
    return withAudit(this.db, actor, rowSubject('registration.refundConfirm', input.id, input.remark), async (tx) => {
      const record = await lockRegistration(tx, input.id);
      if (!record) throw notFound(biddingMessages.registrationNotFound);
      if (!record.deposit || !DEPOSIT.startsFrom('confirmRefund', record.deposit.status)) {
        throw conflict(DEPOSIT.refusals.confirmRefund);
      }
      if (record.deposit.refundedBy === actor.id) throw forbidden(biddingMessages.sameStaff);
      const deposit = await moveDeposit(tx, input.id, 'confirmRefund', {
        refundConfirmedBy: actor.id,
        refundConfirmedAt: now,
      });
      await entry(tx, 'refund_confirm', actor, now, input.id, {
        amount: deposit.amount,
        paidOn: deposit.refundedOn ?? chinaDate(now),
        reference: deposit.refundReference,
        remark: input.remark,
      });
      return changed(record, deposit, {});
    });
  }

  /** The registration locked, awaiting qualification, its listing enrolling (recordDeposit). */
  private async lockPending(
    tx: Queryable,
    id: number,
    now: Date,
    refusal: string = biddingMessages.depositNotRecordable,
  ) {
    const record = await lockRegistration(tx, id);
    if (!record) throw notFound(biddingMessages.registrationNotFound);
    await lockListingFor(tx, record.listing.id, 'recordDeposit', now);
    if (record.registration.status !== REGISTRATION.codes.pending) throw conflict(refusal);
    return record;
  }
}

/** A refund goes back on or after the day the deposit arrived, and not after today. */
function requireRefundDate(deposit: DepositRow, refundedOn: string, now: Date) {
  if (refundedOn < deposit.paidOn || refundedOn > chinaDate(now)) throw badRequest(biddingMessages.refundDateTooEarly);
}

/** At least the amount the listing asks (compared in units, never as floats). */
function requireDue(record: RegistrationRecord, amount: string) {
  const due = wanUnitsOf(record.listing.marginMoney);
  if (due !== undefined && moneyUnits(amount) < due) throw badRequest(biddingMessages.depositAmountTooLow);
}

/** One ledger row of a step, at the desk's clock. */
function entry(
  tx: Queryable,
  kind: DepositEntryKind,
  actor: AuditActor,
  now: Date,
  registrationId: number,
  facts: { amount: string; paidOn: string; reference: string; remark: string },
) {
  return insertDepositEntry(tx, {
    registrationId,
    kind,
    staffId: actor.id,
    amount: facts.amount,
    onDate: facts.paidOn,
    reference: facts.reference,
    remark: facts.remark,
    createdAt: now,
  });
}

/** The audited change of a deposit step: the standing before and after, with the facts the step wrote. */
function changed(record: RegistrationRecord, deposit: DepositRow, facts: Record<string, unknown>) {
  const after = { ...record, deposit };
  return { before: standing(record), after: { ...standing(after), ...facts }, result: after };
}

/** The registrations waiting for qualification, for the review queues' counts. */
export function countRegistrationsPending(db: Db): Promise<number> {
  return countRegistrationsAwaitingQualification(db);
}

/** The console's qualification queue: a page of registrations as of `now`. */
export async function registrationQueuePage(
  db: Queryable,
  query: PageRequest & { status: number | ''; keyword: string },
  fileUrl: FileUrl,
  now: Date,
): Promise<Page<RegistrationQueueRow>> {
  const { rows, total } = await pageRegistrationQueue(db, query);
  return { total, data: rows.map((row) => toQueueRow(row, fileUrl, now)) };
}

/** One registration's queue row, as of the clock once it is read: its detail, and what a deposit action answers. */
export async function registrationQueueRow(
  db: Queryable,
  id: number,
  fileUrl: FileUrl,
  clock: () => Date,
): Promise<RegistrationQueueRow> {
  const record = await findRegistrationRecord(db, id);
  if (!record) throw notFound(biddingMessages.registrationNotFound);
  return toQueueRow(record, fileUrl, clock());
}
