// No zod here: the personal center's table and the console's list pages import these types and
// labels without the schema library. The form rules are in listingRules.ts, request schemas of the
// console in listingConsole.ts.
import type { ServedFileEntry } from './files.js';
import {
  AUDIT_STATUS,
  AUDIT_TYPE,
  type ClassFormFields,
  type EnrollStatus,
  type ListingForm,
  type PaymentTermsFields,
} from './trading.js';

/**
 * A listing as its owner and its reviewers see it: every field of the form it came from, with the
 * product's wire names, so that the edit dialog can be filled from it (docs/product.md §3 "List rows add
 * product_id, audit_status, audit_type, second_category_name"). price, quantity and margin_money are
 * 'number/unit' as stored (split them with `splitAmount`). Enrolment, disclosure and class files are
 * private: each carries `url`, a signed link that opens it for a while.
 *
 * When a public listing has been edited and its change waits for review, these are the values
 * submitted for review; the public pages keep showing the reviewed ones until both reviews pass.
 */
export interface ListingSubmissionView extends ClassFormFields, PaymentTermsFields {
  id: number;
  product_id: string;
  form_type: ListingForm;
  company_id: number;
  /** The enterprise's name: as reviewed once public, the enterprise's current name before that. */
  company_name: string;
  product_name: string;
  first_category: number;
  second_category: number;
  second_category_name: string;
  area_name: string;
  area_code: string;
  address: string;
  price: string;
  quantity: string;
  margin_level: string | null;
  margin_money: string;
  start_time: string;
  end_time: string;
  contacts_name: string;
  contacts_phone: string;
  /** Comma-joined image paths. */
  product_img: string;
  // three-step form
  transfer_name: string;
  show_transfer_name: number;
  transfer_type: number | null;
  transfer_idcard: string;
  transfer_code: string;
  show_transfer_code: number;
  internal_decision_type: number | null;
  pay_type: string;
  other_condition: string;
  enroll_file: ServedFileEntry[];
  disclosure_file: ServedFileEntry[];
  notice_time: string;
  potential_buyer: number | null;
  nopotential_buyer: string;
  margin_money_method: string;
  // class-specific form (product_classify = second_category, contant_* = contacts_*)
  product_classify: number;
  contant_name: string;
  contant_mobile: string;
  pin: string;
  free: string;
  product_desc: string;
  file: ServedFileEntry[];
  // review and publication
  audit_status: 0 | 1 | 2;
  audit_type: 1 | 2;
  /** The reviewer's remark on a rejection (shown on a rejected row). */
  remark: string;
  /** A reviewed version is public (it may differ from these values while a change waits for review). */
  is_public: boolean;
  /** The public enrolment status; null while never published. */
  enroll_status: EnrollStatus | null;
  create_time: string;
  update_time: string;
}

/** A row of myAccount tab 3 (`/index/User/product`). */
export type MyListingRow = ListingSubmissionView;

/** `/index/User/product`: `data.total`, `data.data`. */
export interface MyListingsPage {
  total: number;
  data: MyListingRow[];
}

/** 'status-type' as the owner's table shows it (docs/product.md §2, §4): 待审核-初审, 审核通过-复审, 审核未通过-初审. */
export function auditStatusLabel(row: { audit_status: number; audit_type: number }): string {
  const status = AUDIT_STATUS[row.audit_status as keyof typeof AUDIT_STATUS] ?? '未知';
  const type = AUDIT_TYPE[row.audit_type as keyof typeof AUDIT_TYPE] ?? '';
  return type ? `${status}-${type}` : status;
}

/** The console's listing review queue and operations (reviewers decide; admins operate). */
export const LISTING_CONSOLE_API = {
  /** Review queue: paged, by audit status / step / name. */
  list: '/console/api/listings/list',
  /** One listing as the reviewer sees it: every field and attachment. */
  detail: '/console/api/listings/detail',
  /** `{ id, decision: 'pass' | 'reject', remark, version }` (shared review decision shape). */
  decide: '/console/api/listings/decide',
  /** Public listings for the operations page (record deal, end, extend). */
  operations: '/console/api/listings/operations',
  recordDeal: '/console/api/listings/recordDeal',
  end: '/console/api/listings/end',
  extend: '/console/api/listings/extend',
} as const;

/** Messages of the console's listing review and operations. */
export const listingConsoleMessages = {
  sameReviewer: '复审须由初审以外的审核员进行',
  notOperable: '只能对已公开且未成交、未结束的项目操作',
  dealAmountRequired: '请输入成交金额（万元）',
  transfereeNameRequired: '请输入受让方名称',
  dealDateRequired: '请选择成交日期',
  dealDateInFuture: '成交日期不能晚于今天',
  extendNotChosen: '该项目未选择延长信息披露，不能延期',
  newEndTimeRequired: '请选择延长后的截止时间',
  newEndTimeNotLater: '延长后的截止时间应晚于原截止时间',
  dealRecorded: '已记录成交，成交公告草稿已生成，请编辑发布',
  ended: '项目已结束',
  extended: '已延长信息披露期',
} as const;

/** A row of the console's listing queue or operations page. */
export interface ListingQueueRow extends ListingSubmissionView {
  user_mobile: string;
  /** The version the reviewer read; send it back with a decision. */
  version: string;
  /** Who passed the first review (the re-review must be someone else); null before that. */
  first_reviewer_id: number | null;
  first_reviewer_name: string;
}

/** `recordDeal` answers the listing as it now stands, the deal row and the draft announcement. */
export interface ListingDealResult {
  listing: ListingQueueRow;
  deal_id: number;
  /** The draft deal announcement (news type 22) for an editor to publish. */
  news_id: number;
}
