import { biddingMessages, type DepositProvider, type DepositRecordInput } from '@jhy/contract';
import { chinaDate, startOfChinaDate } from '../../infra/chinaTime.js';
import { badRequest } from '../../infra/errors.js';

/** A deposit as a provider confirms it: what is stored, whichever provider it came through. */
export interface ConfirmedDeposit {
  /** 万元 with four decimals (money.ts). */
  amount: string;
  paidOn: string;
  reference: string;
}

/**
 * One way a deposit can be paid (docs/bidding.md "Payments"). Today only a bank transfer that
 * staff see on the exchange's statement and record by hand; an online provider would confirm a
 * payment from its own notification and answer the same `ConfirmedDeposit`.
 */
export interface DepositPayment {
  provider: DepositProvider;
  confirm(input: DepositRecordInput, now: Date): ConfirmedDeposit;
}

export const bankTransfer: DepositPayment = {
  provider: 'bank_transfer',
  confirm(input, now) {
    const day = startOfChinaDate(input.paid_on);
    if (Number.isNaN(day.getTime()) || chinaDate(day) !== input.paid_on) {
      throw badRequest(biddingMessages.depositDateRequired);
    }
    if (input.paid_on > chinaDate(now)) throw badRequest(biddingMessages.depositDateInFuture);
    return { amount: input.amount, paidOn: input.paid_on, reference: input.reference };
  },
};

export const depositPayments: Record<DepositProvider, DepositPayment> = { bank_transfer: bankTransfer };
