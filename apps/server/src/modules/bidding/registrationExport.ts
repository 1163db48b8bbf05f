import { depositStatusView, registrationStatusView, type RegistrationQueueRow } from '@jhy/contract';
import type { Queryable } from '../../db/client.js';
import {
  AMOUNT_FORMAT,
  amountCell,
  chinaTextCell,
  DAY_FORMAT,
  EXPORT_LIMIT,
  sheetOf,
  TIME_FORMAT,
  workbookOf,
  type SheetColumn,
} from '../../infra/workbook.js';
import { pageRegistrationQueue } from './registrationRepository.js';
import { toQueueRow } from './registrationView.js';

/** 意向受让登记 as .xlsx (docs/lifecycles.md "Exports"): the queue's filtered rows, in its order. */
/** The queue's row, with the deposit's amount as stored: the view's `deposit_amount` is text for people. */
type ExportRow = RegistrationQueueRow & { deposit_decimal: string };

const COLUMNS: Array<SheetColumn<ExportRow>> = [
  { header: '报名编号', width: 10, cell: (r) => r.id },
  { header: '挂牌项目', width: 30, cell: (r) => r.product_name },
  { header: '项目编号', width: 22, cell: (r) => r.product_id },
  { header: '报名企业', width: 28, cell: (r) => r.company_name },
  { header: '联系人', width: 10, cell: (r) => r.contact_name },
  { header: '联系电话', width: 14, cell: (r) => r.contact_phone },
  { header: '报名状态', width: 12, cell: (r) => registrationStatusView(r.status).label },
  { header: '竞价号', width: 10, cell: (r) => r.bidder_code },
  { header: '保证金状态', width: 12, cell: (r) => depositStatusView(r.deposit_status).label },
  { header: '保证金金额（万元）', width: 16, cell: (r) => amountCell(r.deposit_decimal), numFmt: AMOUNT_FORMAT },
  { header: '到账日期', width: 12, cell: (r) => chinaTextCell(r.deposit_paid_on), numFmt: DAY_FORMAT },
  { header: '银行流水号', width: 22, cell: (r) => r.deposit_reference },
  { header: '报名时间', width: 20, cell: (r) => chinaTextCell(r.create_time), numFmt: TIME_FORMAT },
  { header: '报名截止', width: 20, cell: (r) => chinaTextCell(r.end_time), numFmt: TIME_FORMAT },
];

export async function registrationWorkbook(
  db: Queryable,
  query: { status: number | ''; keyword: string },
  now: Date,
): Promise<Buffer> {
  const { rows } = await pageRegistrationQueue(db, { ...query, page: 1, limit: EXPORT_LIMIT });
  // No files in a spreadsheet: the attachments' links are not needed.
  const data = rows.map((row) => ({ deposit_decimal: row.deposit?.amount ?? '', ...toQueueRow(row, () => '', now) }));
  return workbookOf([sheetOf({ name: '意向受让登记', columns: COLUMNS, rows: data })]);
}
