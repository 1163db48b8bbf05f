import { formatWan, listingConsoleMessages, type ListingDealInput, type ListingExtendInput } from '@jhy/contract';
import type { Db } from '../../db/client.js';
import { chinaDate, formatChinaDateTime, startOfChinaDate } from '../../infra/chinaTime.js';
import { badRequest } from '../../infra/errors.js';
import { rowSubject, withAudit, type AuditActor } from '../audit/withAudit.js';
import { notifyUser, quoted } from '../messages/notifyUser.js';
import { endListing, extendListing, recordListingDeal } from '../bidding/listingTransaction.js';
import { enrollStatusAt } from '../trading/enrollStatusRepository.js';
import { listingInstant } from './listingContent.js';
import type { ListingRow } from './listingSubmissionRepository.js';

const stateOf = (row: ListingRow, now: Date) => ({
  enroll_status: enrollStatusAt(row, now),
  closed_status: row.closedStatus,
  end_time: formatChinaDateTime(row.endTime),
});

/**
 * What staff do with a public listing (docs/lifecycles.md "Listing"): record its deal, end it, or
 * extend its disclosure when its owner chose to (potential_buyer 6). Each is one transaction with its
 * audit entry; what each may do in which state, and what it does to the listing's registrations,
 * deposits and auction, is the transaction's (modules/bidding/listingTransaction.ts, the contract's
 * LISTING_TRANSACTION table, docs/lifecycles.md).
 */
export class ListingOperations {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
  ) {}

  async recordDeal(actor: AuditActor, input: ListingDealInput) {
    const now = this.clock();
    const tradeTime = startOfChinaDate(input.deal_date);
    if (Number.isNaN(tradeTime.getTime()) || chinaDate(tradeTime) !== input.deal_date) {
      throw badRequest(listingConsoleMessages.dealDateRequired);
    }
    if (input.deal_date > chinaDate(now)) throw badRequest(listingConsoleMessages.dealDateInFuture);
    const amount = input.deal_amount;
    return withAudit(this.db, actor, rowSubject('listing.deal', input.id, input.remark), async (tx) => {
      const { before, dealId, newsId, updated } = await recordListingDeal(
        tx,
        input.id,
        { transferee: input.transferee_name, date: input.deal_date, amount, tradeTime },
        { staffId: actor.id, now },
      );
      await notifyUser(tx, updated.userId, {
        kind: 'listing.deal',
        record: 'listing',
        recordId: updated.id,
        title: `您的挂牌项目${quoted(updated.productName)}已成交`,
        body: `成交日期 ${input.deal_date}，成交金额 ${formatWan(amount)}。`,
      });
      return {
        before: stateOf(before.listing, now),
        after: {
          ...stateOf(updated, now),
          deal_id: dealId,
          news_id: newsId,
          amount,
          transferee: input.transferee_name,
        },
        result: { dealId, newsId },
      };
    });
  }

  async end(actor: AuditActor, input: { id: number; remark: string }) {
    const now = this.clock();
    return withAudit(this.db, actor, rowSubject('listing.end', input.id, input.remark), async (tx) => {
      const { before, listing } = await endListing(tx, input.id, now);
      return { before: stateOf(before.listing, now), after: stateOf(listing, now), result: listing };
    });
  }

  /** Moves the end of the listing (and of its disclosure period) later. */
  async extend(actor: AuditActor, input: ListingExtendInput) {
    const now = this.clock();
    const endTime = listingInstant(input.end_time, 'end', listingConsoleMessages.newEndTimeRequired);
    return withAudit(this.db, actor, rowSubject('listing.extend', input.id, input.remark), async (tx) => {
      const { before, listing } = await extendListing(tx, input.id, endTime, now);
      return { before: stateOf(before.listing, now), after: stateOf(listing, now), result: listing };
    });
  }
}
