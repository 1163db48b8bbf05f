import { randomInt } from 'node:crypto';
import {
  biddingMessages,
  DEPOSIT,
  moneyUnits,
  QUALIFICATION_REVIEW,
  REGISTRATION,
  wanUnitsOf,
  type DepositRecordInput,
  type DepositRefundInput,
} from '@jhy/contract';
import { chinaDate } from '../../infra/chinaTime.js';
import type { Db, Queryable } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../infra/errors.js';
import { rowSubject, withAudit, type AuditActor } from '../console/audit/withAudit.js';
import { editVersion, type ReviewFlow } from '../console/review/reviewDecision.js';
import { notifyUser, quoted } from '../messages/notifyUser.js';
import { depositPayments } from './depositPayments.js';
import { lockListingFor } from './listingTransaction.js';
import { bidderCodesOn, lockRegistration, type RegistrationRecord } from './registrationRepository.js';
import { moveDeposit, moveRegistration, recordDepositRow } from './transactionRepository.js';

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
        if (depositState(record) === DEPOSIT.codes.received) {
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
    decision === 'reject' && depositState(record) === DEPOSIT.codes.received ? '保证金将按规定退还。' : '';
  return notifyUser(tx, record.registration.userId, {
    kind: `registration.${decision}`,
    record: 'registration',
    recordId: record.registration.id,
    title: `您对${quoted(record.listing.productName)}的意向受让登记${outcome}`,
    body: `${body}${body && deposit ? ' ' : ''}${deposit}`,
  });
}

/**
 * Staff record a deposit that arrived (docs/bidding.md "Payments"): through the provider's
 * `confirm`, on a registration still awaiting qualification while the listing enrols, at least the
 * amount due (compared in units, never as floats). Audited.
 */
export class DepositDesk {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
  ) {}

  record(actor: AuditActor, input: DepositRecordInput) {
    const now = this.clock();
    const confirmed = depositPayments[input.provider].confirm(input, now);
    return withAudit(this.db, actor, rowSubject('registration.deposit', input.id, input.remark), async (tx) => {
      const record = await lockRegistration(tx, input.id);
      if (!record) throw notFound(biddingMessages.registrationNotFound);
      await lockListingFor(tx, record.listing.id, 'recordDeposit', now);
      if (record.registration.status !== REGISTRATION.codes.pending || record.deposit) {
        throw conflict(biddingMessages.depositNotRecordable);
      }
      const due = wanUnitsOf(record.listing.marginMoney);
      if (due !== undefined && moneyUnits(confirmed.amount) < due)
        throw badRequest(biddingMessages.depositAmountTooLow);
      const deposit = await recordDepositRow(tx, {
        registrationId: input.id,
        provider: input.provider,
        amount: confirmed.amount,
        paidOn: confirmed.paidOn,
        reference: confirmed.reference,
        recordedBy: actor.id,
        recordedAt: now,
      });
      const after = { ...record, deposit };
      return {
        before: standing(record),
        after: { ...standing(after), amount: deposit.amount, paidOn: deposit.paidOn, reference: deposit.reference },
        result: after,
      };
    });
  }

  /**
   * A deposit to be refunded (another buyer bought, the listing ended, the buyer withdrew or was
   * refused) that the exchange has paid back: refunded, with the bank's date and reference. Audited.
   */
  refund(actor: AuditActor, input: DepositRefundInput) {
    const now = this.clock();
    return withAudit(this.db, actor, rowSubject('registration.refund', input.id, input.remark), async (tx) => {
      const record = await lockRegistration(tx, input.id);
      if (!record) throw notFound(biddingMessages.registrationNotFound);
      if (!record.deposit || !DEPOSIT.startsFrom('refund', record.deposit.status)) {
        throw conflict(DEPOSIT.refusals.refund);
      }
      if (input.refunded_on < record.deposit.paidOn || input.refunded_on > chinaDate(now)) {
        throw badRequest(biddingMessages.refundDateTooEarly);
      }
      const deposit = await moveDeposit(tx, input.id, 'refund', {
        refundedOn: input.refunded_on,
        refundReference: input.reference,
        refundedBy: actor.id,
        refundedAt: now,
      });
      const after = { ...record, deposit };
      return {
        before: standing(record),
        after: { ...standing(after), refundedOn: input.refunded_on, refundReference: input.reference },
        result: after,
      };
    });
  }
}
