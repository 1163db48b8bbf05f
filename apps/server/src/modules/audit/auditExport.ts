import {
  auditActionLabel,
  auditActorText,
  auditChangeText,
  auditTargetText,
  type AuditEntryView,
  type AuditListQuery,
} from '@jhy/contract';
import type { Queryable } from '../../db/client.js';
import { EXPORT_LIMIT, instantCell, sheetOf, TIME_FORMAT, workbookOf, type SheetColumn } from '../../infra/workbook.js';
import { listAuditEntries } from './auditRepository.js';

/**
 * The audit log as .xlsx (docs/lifecycles.md "Exports"): the searched entries, newest first, in the
 * words the console page shows them (the contract's labels: auditLabels.ts).
 */
const COLUMNS: Array<SheetColumn<AuditEntryView>> = [
  { header: '时间', width: 20, cell: (e) => instantCell(e.createdAt), numFmt: TIME_FORMAT },
  { header: '员工', width: 20, cell: (e) => auditActorText(e) },
  { header: '操作', width: 18, cell: (e) => auditActionLabel(e.action) },
  { header: '对象', width: 36, cell: (e) => auditTargetText(e) },
  { header: '变更', width: 60, cell: (e) => auditChangeText(e) },
  { header: '备注', width: 30, cell: (e) => e.remark },
  { header: 'IP', width: 16, cell: (e) => e.ip },
];

export async function auditWorkbook(db: Queryable, query: Omit<AuditListQuery, 'page' | 'limit'>): Promise<Buffer> {
  const { data } = await listAuditEntries(db, { ...query, page: 1, limit: EXPORT_LIMIT });
  return workbookOf([sheetOf({ name: '审计日志', columns: COLUMNS, rows: data })]);
}
