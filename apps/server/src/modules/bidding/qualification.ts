import { randomInt } from 'node:crypto';
import { biddingMessages, QUALIFICATION_REVIEW, type DepositRecordInput, type DepositRefundInput } from '@jhy/contract';
import { chinaDate } from '../../infra/chinaTime.js';
import type { Db } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../infra/errors.js';
import { rowSubject, withAudit, type AuditActor } from '../console/audit/withAudit.js';
import { editVersion, type ReviewFlow } from '../console/review/reviewDecision.js';
import { notifyUser, quoted } from '../messages/notifyUser.js';
import { lockListing } from '../listings/listingReviewRepository.js';
import { enrollStatusAt } from '../trading/enrollStatusRepository.js';
import { depositDueInWan, depositPayments } from './depositPayments.js';
import {
  bidderCodesOn,
  insertDeposit,
  lockRegistration,
  updateDeposit,
  updateRegistration,
  type RegistrationRecord,
} from './registrationRepository.js';

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
  depositStatus: record.deposit?.status ?? 0,
});

/**
 * 资格确认 (docs/bidding.md): staff confirm a pending registration (→ 1, with a bidder code) or refuse
 * it (→ 2, with the reason the buyer reads), until the enrolment window ends. Confirming needs the
 * deposit received. The listing is locked too, so two confirmations never draw the same code.
 */
export function qualificationFlow(clock: () => Date): ReviewFlow<RegistrationRecord> {
  return {
    targetType: 'registration',
    loadForDecision: lockRegistration,
    versionOf: (record) => editVersion(record.registration),
    allows: (record, decision) => QUALIFICATION_REVIEW.allows(record.registration.status, decision),
    async apply(tx, record, decision, { remark, actor }) {
      const now = clock();
      if (enrollStatusAt(record.listing, now) !== 1) throw conflict(biddingMessages.qualificationClosed);
      const reviewed = { reviewedBy: actor.id, reviewedAt: now };
      if (decision === 'reject') {
        const row = await updateRegistration(tx, record.registration.id, { ...reviewed, status: 2, remark });
        await notifyBuyer(tx, record, 'reject', remark);
        return { ...record, registration: row };
      }
      if (record.deposit?.status !== 1) throw conflict(biddingMessages.depositMissing);
      await lockListing(tx, record.listing.id);
      const bidderCode = newBidderCode(await bidderCodesOn(tx, record.listing.id));
      const row = await updateRegistration(tx, record.registration.id, {
        ...reviewed,
        status: QUALIFICATION_REVIEW.target('pass'),
        remark,
        bidderCode,
      });
      await notifyBuyer(tx, record, 'pass', `竞价号：${bidderCode}`);
      return { ...record, registration: row };
    },
    snapshot: standing,
  };
}

/** The buyer hears of the decision in the message center (and by SMS), in the decision's transaction. */
function notifyBuyer(tx: Db, record: RegistrationRecord, decision: 'pass' | 'reject', body: string) {
  const outcome = decision === 'pass' ? '资格已确认' : '资格未通过';
  return notifyUser(tx, record.registration.userId, {
    kind: `registration.${decision}`,
    record: 'registration',
    recordId: record.registration.id,
    title: `您对${quoted(record.listing.productName)}的意向受让登记${outcome}`,
    body,
  });
}

/**
 * Staff record a deposit that arrived (docs/bidding.md "Payments"): through the provider's
 * `confirm`, on a registration still awaiting qualification, at least the amount due. Audited.
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
      if (record.registration.status !== 0 || record.deposit) throw conflict(biddingMessages.depositNotRecordable);
      const due = depositDueInWan(record.listing.marginMoney);
      if (due !== undefined && confirmed.amount + 1e-9 < due) throw badRequest(biddingMessages.depositAmountTooLow);
      const deposit = await insertDeposit(tx, {
        registrationId: input.id,
        provider: input.provider,
        amount: confirmed.amount.toFixed(4),
        paidOn: confirmed.paidOn,
        reference: confirmed.reference,
        status: 1,
        recordedBy: actor.id,
        recordedAt: now,
      });
      if (!deposit) throw conflict(biddingMessages.depositNotRecordable);
      const after = { ...record, deposit };
      return {
        before: standing(record),
        after: { ...standing(after), amount: deposit.amount, paidOn: deposit.paidOn, reference: deposit.reference },
        result: after,
      };
    });
  }

  /**
   * A deposit to be refunded (3: another buyer bought, the listing ended unsold, the buyer withdrew
   * or was refused) that the exchange has paid back: 4 with the bank's date and reference. Audited.
   */
  refund(actor: AuditActor, input: DepositRefundInput) {
    const now = this.clock();
    return withAudit(this.db, actor, rowSubject('registration.refund', input.id, input.remark), async (tx) => {
      const record = await lockRegistration(tx, input.id);
      if (!record) throw notFound(biddingMessages.registrationNotFound);
      if (record.deposit?.status !== 3) throw conflict(biddingMessages.refundNotDue);
      if (input.refunded_on < record.deposit.paidOn || input.refunded_on > chinaDate(now)) {
        throw badRequest(biddingMessages.refundDateTooEarly);
      }
      await updateDeposit(tx, input.id, {
        status: 4,
        refundedOn: input.refunded_on,
        refundReference: input.reference,
        refundedBy: actor.id,
        refundedAt: now,
      });
      const after = { ...record, deposit: { ...record.deposit, status: 4 } };
      return {
        before: standing(record),
        after: { ...standing(after), refundedOn: input.refunded_on, refundReference: input.reference },
        result: after,
      };
    });
  }
}
