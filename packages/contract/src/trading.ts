// No zod at run time here: the listing card (home page) imports from this file, and the home
// route's first load must not carry the schema library. Request schemas live in tradingQueries.ts;
// the records the API answers are typed beside their output schemas, in api/trading.ts.

import { statusViewOf, type StatusBadges } from './statusBadges.js';

/**
 * The trading center (docs/product.md §2 Trading center, TradingDetail, TradingDetailTwo; §3 Listing detail,
 * Listed project card; §4 enroll_status; §7 listing calls). The publish rules of §5 are in
 * listingRules.ts, the deal statistics in dealTrends.ts.
 */

export const tradingMessages = {
  listingNotFound: '挂牌项目不存在或已下架',
  attachmentNotFound: '附件不存在',
  attachmentLinkExpired: '附件链接已失效，请返回项目页面重新打开',
} as const;

/** Enrolment status of a public listing and its badge (docs/product.md §4). */
export const ENROLL_STATUS = {
  0: { label: '报名未开始', color: 'orange' },
  1: { label: '正在报名中', color: 'green' },
  2: { label: '报名已结束', color: 'grey' },
  3: { label: '已成交', color: 'red' },
  4: { label: '已结束', color: 'grey' },
} as const satisfies StatusBadges;
export type EnrollStatus = keyof typeof ENROLL_STATUS;
/**
 * The enrol statuses by name: what the listing's transaction states (LISTING_TRANSACTION,
 * listingTransaction.ts) read as on the wire. Here, without the life cycles, for the first screens.
 */
export const ENROLL_CODE = { upcoming: 0, enrolling: 1, closed: 2, dealt: 3, ended: 4 } as const satisfies Record<
  string,
  EnrollStatus
>;
export const enrollStatusView = statusViewOf(ENROLL_STATUS);

/** The trading center's status filter offers these (docs/product.md §4); '' is 全部. */
export const ENROLL_FILTER_OPTIONS = [
  { value: '', label: '全部' },
  { value: '1', label: ENROLL_STATUS[1].label },
  { value: '3', label: ENROLL_STATUS[3].label },
  { value: '4', label: ENROLL_STATUS[4].label },
] as const;

/**
 * Which form a listing came from, and so which detail page shows it: the three-step disclosure
 * form (TradingDetailTwo) or the class-specific form (TradingDetail).
 */
export const LISTING_FORM = { project: 1, product: 2 } as const;
export type ListingForm = (typeof LISTING_FORM)[keyof typeof LISTING_FORM];

/**
 * A review status, a listing's and a display product's alike (docs/product.md §4, docs/lifecycles.md).
 * A listing's owner reads the label as 'status-type' (`auditStatusLabel`); the colours are the
 * display products' badges (pilot.ts).
 */
export const AUDIT_STATUS = {
  0: { label: '待审核', color: 'orange' },
  1: { label: '审核通过', color: 'green' },
  2: { label: '审核未通过', color: 'red' },
} as const satisfies StatusBadges;
export const auditStatusView = statusViewOf(AUDIT_STATUS);
export const AUDIT_TYPE = { 1: '初审', 2: '复审' } as const;

/** How long a signed attachment link opens its file. */
export const ATTACHMENT_LINK_LIFETIME_SECONDS = 300;

/** 'number/unit' as stored (docs/product.md §3) → its value and unit; a value without unit keeps unit ''. */
export function splitAmount(stored: string | null | undefined): { value: string; unit: string } {
  if (!stored) return { value: '', unit: '' };
  const at = stored.indexOf('/');
  if (at < 0) return { value: stored, unit: '' };
  return { value: stored.slice(0, at), unit: stored.slice(at + 1) };
}

/** 'number/unit' for display: '12.5 万元'; an empty or zero amount shows '--' where asked. */
export function formatAmount(stored: string | null | undefined, options: { zeroAsDash?: boolean } = {}): string {
  const { value, unit } = splitAmount(stored);
  if (value === '') return '--';
  if (options.zeroAsDash && Number(value) === 0) return '--';
  return unit ? `${value} ${unit}` : value;
}

/** Spec §2: the trading detail's deadline is the first 11 characters of the end time. */
export const deadlineOf = (endTime: string) => endTime.slice(0, 11);

/** The detail page a listing opens in (docs/product.md §2), by the form it came from. */
export const listingDetailPath = (listing: { id: number; form_type: number }) =>
  listing.form_type === LISTING_FORM.product
    ? `/main/TradingDetail?id=${listing.id}`
    : `/main/TradingDetailTwo?id=${listing.id}`;
