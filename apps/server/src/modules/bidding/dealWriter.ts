import { formatAmount, formatWan, NEW_TYPE } from '@jhy/contract';
import type { Queryable } from '../../db/client.js';
import { sanitizeHtml } from '../../infra/sanitizeHtml.js';
import { insertDeal, insertDraftNews } from './dealRepository.js';
import { dealZoneOf } from '../stats/dealZones.js';
import { closeListingAs, type ListingRow } from './transactionRepository.js';

/** What a deal announcement states besides the listing: the buyer, the China date and the price (万元, stored text). */
export interface DealFacts {
  transferee: string;
  date: string;
  /** 万元 with four decimals, as the deal row stores it: the sale price exactly. */
  amount: string;
}

/**
 * A listing sold (docs/lifecycles.md "Listing"): the deal row the statistics read, the draft deal
 * announcement for an editor, and the listing closed as dealt — one path whether staff record the
 * deal or the platform's auction or agreement transfer settles it. The caller has locked the
 * listing and checked the transition (`lockListingFor`).
 */
export async function writeDeal(
  tx: Queryable,
  row: ListingRow,
  deal: DealFacts & { tradeTime: Date },
  by: { staffId: number | null; now: Date },
  op: 'recordDeal' | 'settle' | 'closeWindow' = 'recordDeal',
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
  const updated = await closeListingAs(tx, row.id, op, 'dealt', by.now);
  return { dealId, newsId, updated };
}

/** The draft announcement: the facts of the deal, for an editor to word and publish. */
export function dealAnnouncement(row: ListingRow, deal: DealFacts, staffId: number | null) {
  const { transferee, date } = deal;
  const amount = formatWan(deal.amount);
  const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  const lines = [
    ['项目编号', row.productId],
    ['项目名称', row.productName],
    ['转让方', row.companyName || row.transferName],
    ['受让方', transferee],
    ['成交数量', formatAmount(row.quantity)],
    ['成交金额', amount],
    ['成交日期', date],
  ];
  return {
    newType: NEW_TYPE.dealAnnouncement,
    title: `${row.productName}成交公告`.slice(0, 200),
    intro: `${row.productName}于 ${date} 成交，成交金额 ${amount}。`.slice(0, 500),
    source: '江河源生态产品交易平台',
    content: sanitizeHtml(
      `<p>经公开挂牌，以下项目已成交，特此公告。</p><table><tbody>${lines
        .map(([k, v]) => `<tr><th>${k}</th><td>${escape(v ?? '')}</td></tr>`)
        .join('')}</tbody></table>`,
    ),
    createdBy: staffId,
  };
}
