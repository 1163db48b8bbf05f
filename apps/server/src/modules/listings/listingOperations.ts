import {
  formatAmount,
  listingConsoleMessages,
  listingMessages,
  NEW_TYPE,
  NO_BUYER_EXTEND,
  type ListingDealInput,
  type ListingExtendInput,
} from '@jhy/contract';
import type { Db, Queryable } from '../../db/client.js';
import { chinaDate, formatChinaDateTime, startOfChinaDate } from '../../infra/chinaTime.js';
import { badRequest, conflict, notFound } from '../../infra/errors.js';
import { sanitizeHtml } from '../../infra/sanitizeHtml.js';
import { rowSubject, withAudit, type AuditActor } from '../console/audit/withAudit.js';
import { notifyUser, quoted } from '../messages/notifyUser.js';
import { dealZoneOf } from '../stats/dealZones.js';
import { enrollStatusAt } from '../trading/enrollStatusRepository.js';
import { listingInstant } from './listingContent.js';
import { insertDeal, insertDraftNews } from './listingOperationsRepository.js';
import { lockListing, updateListing } from './listingReviewRepository.js';
import type { ListingRow } from './listingSubmissionRepository.js';

const stateOf = (row: ListingRow, now: Date) => ({
  enroll_status: enrollStatusAt(row, now),
  closed_status: row.closedStatus,
  end_time: formatChinaDateTime(row.endTime),
});

/**
 * What staff do with a public listing (docs/listing-life-cycle.md): record its deal (enroll_status 3,
 * a deal row for the statistics, a draft deal announcement), end it (4), or extend its disclosure
 * when its owner chose to (potential_buyer 6). Each is one transaction with its audit entry.
 */
export class ListingOperations {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async recordDeal(actor: AuditActor, input: ListingDealInput) {
    const now = this.clock();
    const tradeTime = startOfChinaDate(input.deal_date);
    if (Number.isNaN(tradeTime.getTime()) || chinaDate(tradeTime) !== input.deal_date) {
      throw badRequest(listingConsoleMessages.dealDateRequired);
    }
    if (input.deal_date > chinaDate(now)) throw badRequest(listingConsoleMessages.dealDateInFuture);
    const amount = input.deal_amount.toFixed(2);
    return withAudit(this.db, actor, rowSubject('listing.deal', input.id, input.remark), async (tx) => {
      const row = await this.operable(tx, input.id);
      const { dealId, newsId, updated } = await writeDeal(
        tx,
        row,
        { transferee: input.transferee_name, date: input.deal_date, amount, tradeTime },
        { staffId: actor.id, now },
      );
      await notifyUser(tx, row.userId, {
        kind: 'listing.deal',
        record: 'listing',
        recordId: row.id,
        title: `您的挂牌项目${quoted(row.productName)}已成交`,
        body: `成交日期 ${input.deal_date}，成交金额 ${amount} 万元。`,
      });
      return {
        before: stateOf(row, now),
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
      const row = await this.operable(tx, input.id);
      const updated = await updateListing(tx, row.id, { closedStatus: 4, closedAt: now });
      return { before: stateOf(row, now), after: stateOf(updated, now), result: updated };
    });
  }

  /** Moves the end of the listing (and of its disclosure period) later. */
  async extend(actor: AuditActor, input: ListingExtendInput) {
    const now = this.clock();
    const endTime = listingInstant(input.end_time, 'end', listingConsoleMessages.newEndTimeRequired);
    return withAudit(this.db, actor, rowSubject('listing.extend', input.id, input.remark), async (tx) => {
      const row = await this.operable(tx, input.id);
      if (row.potentialBuyer !== NO_BUYER_EXTEND) throw conflict(listingConsoleMessages.extendNotChosen);
      if (endTime <= row.endTime || endTime <= now) throw badRequest(listingConsoleMessages.newEndTimeNotLater);
      const updated = await updateListing(tx, row.id, {
        endTime,
        noticeTime: extendedNotice(row.noticeTime, endTime),
      });
      return { before: stateOf(row, now), after: stateOf(updated, now), result: updated };
    });
  }

  /** Only a public listing that is neither dealt nor ended can be operated on. */
  private async operable(tx: Db, id: number): Promise<ListingRow> {
    const row = await lockListing(tx, id);
    if (!row) throw notFound(listingMessages.notFound);
    if (!row.isPublic || row.closedStatus !== null) throw conflict(listingConsoleMessages.notOperable);
    return row;
  }
}

/**
 * A listing sold (docs/listing-life-cycle.md): the deal row the statistics add up, the draft deal
 * announcement for an editor, and the listing closed as dealt (closed_status 3) — one path whether
 * staff record the deal or the platform's own auction or agreement transfer settles it.
 */
export async function writeDeal(
  tx: Queryable,
  row: ListingRow,
  deal: DealFacts & { tradeTime: Date },
  by: { staffId: number | null; now: Date },
): Promise<{ dealId: number; newsId: number; updated: ListingRow }> {
  const dealId = await insertDeal(tx, {
    listingId: row.id,
    productName: row.productName,
    zoneName: dealZoneOf(row),
    areaCode: row.areaCode,
    productType: row.secondCategory,
    productCategory: row.firstCategory,
    quantity: row.quantity,
    amount: deal.amount,
    transfereeName: deal.transferee,
    tradeTime: deal.tradeTime,
  });
  const newsId = await insertDraftNews(tx, dealAnnouncement(row, deal, by.staffId));
  const updated = await updateListing(tx, row.id, { closedStatus: 3, closedAt: by.now });
  return { dealId, newsId, updated };
}

/** 'start 至 end' (docs/product.md §9) with its end moved; any other text is left as the owner wrote it. */
export function extendedNotice(noticeTime: string, endTime: Date): string {
  const [start, end] = noticeTime.split(' 至 ');
  if (start === undefined || end === undefined) return noticeTime;
  return `${start} 至 ${chinaDate(endTime)}`;
}

/** What a deal announcement states besides the listing: the buyer, the China date and the price in 万元. */
export interface DealFacts {
  transferee: string;
  date: string;
  amount: string;
}

/** The draft announcement: the facts of the deal, for an editor to word and publish. */
export function dealAnnouncement(row: ListingRow, deal: DealFacts, staffId: number | null) {
  const { transferee, date, amount } = deal;
  const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  const lines = [
    ['项目编号', row.productId],
    ['项目名称', row.productName],
    ['转让方', row.companyName || row.transferName],
    ['受让方', transferee],
    ['成交数量', formatAmount(row.quantity)],
    ['成交金额', `${amount} 万元`],
    ['成交日期', date],
  ];
  return {
    newType: NEW_TYPE.dealAnnouncement,
    title: `${row.productName}成交公告`.slice(0, 200),
    intro: `${row.productName}于 ${date} 成交，成交金额 ${amount} 万元。`.slice(0, 500),
    source: '江河源生态产品交易平台',
    content: sanitizeHtml(
      `<p>经公开挂牌，以下项目已成交，特此公告。</p><table><tbody>${lines
        .map(([k, v]) => `<tr><th>${k}</th><td>${escape(v ?? '')}</td></tr>`)
        .join('')}</tbody></table>`,
    ),
    createdBy: staffId,
  };
}
