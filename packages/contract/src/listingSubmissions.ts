// No zod at run time here: the personal center's table and the console's list pages import these
// types and labels without the schema library (the records' types come from the route table's
// schemas, type-only). The form rules are in listingRules.ts, request schemas of the
// console in listingConsole.ts.
import { AUDIT_TYPE, auditStatusView } from './trading.js';
import type { z } from 'zod';
import type { listingDealResultSchema, operationsRowSchema, queueRowSchema, submissionSchema } from './api/listings.js';

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
export type ListingSubmissionView = z.output<typeof submissionSchema>;

/** A row of myAccount tab 3 (`/index/User/product`). */
export type MyListingRow = ListingSubmissionView;

/** `/index/User/product`: `data.total`, `data.data`. */
export interface MyListingsPage {
  total: number;
  data: MyListingRow[];
}

/** 'status-type' as the owner's table shows it (docs/product.md §2, §4): 待审核-初审, 审核通过-复审, 审核未通过-初审. */
export function auditStatusLabel(row: { audit_status: number; audit_type: number }): string {
  const status = auditStatusView(row.audit_status).label;
  const type = AUDIT_TYPE[row.audit_type as keyof typeof AUDIT_TYPE] ?? '';
  return type ? `${status}-${type}` : status;
}

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
export type ListingQueueRow = z.output<typeof queueRowSchema>;
/** A listing of the operations page, with its transaction state (docs/lifecycles.md). */
export type ListingOperationsRow = z.output<typeof operationsRowSchema>;

/** `recordDeal` answers the listing as it now stands, the deal row and the draft announcement. */
export type ListingDealResult = z.output<typeof listingDealResultSchema>;
