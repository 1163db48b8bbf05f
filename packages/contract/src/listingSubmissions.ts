// No zod at run time here: the personal center's table and the console's list pages import these
// labels without the schema library (the records' types sit beside their output schemas in
// api/listings.ts). The form rules are in listingRules.ts, request schemas of the
// console in listingConsole.ts.
import { AUDIT_TYPE, auditStatusView } from './trading.js';

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
