import {
  depositStatusView,
  registrationStatusView,
  type DepositLedgerQuery,
  type DepositLedgerRow,
} from '@jhy/contract';
import type { Queryable } from '../../db/client.js';
import {
  AMOUNT_FORMAT,
  amountCell,
  chinaTextCell,
  DAY_FORMAT,
  EXPORT_LIMIT,
  instantCell,
  sheetOf,
  TIME_FORMAT,
  workbookOf,
  type SheetColumn,
} from '../../infra/workbook.js';
import { pageDepositLedger } from './depositLedgerRepository.js';

/**
 * 保证金台账 as .xlsx (docs/lifecycles.md "Exports"): the ledger's filtered rows (up to EXPORT_LIMIT),
 * in its order; a second sheet holds the totals per state. Cells as infra/workbook.ts writes them.
 */
const COLUMNS: Array<SheetColumn<DepositLedgerRow>> = [
  { header: '挂牌项目', width: 30, cell: (r) => r.product_name },
  { header: '项目编号', width: 10, cell: (r) => r.listing_id },
  { header: '受让方', width: 28, cell: (r) => r.company_name },
  { header: '报名编号', width: 10, cell: (r) => r.registration_id },
  { header: '竞价号', width: 10, cell: (r) => r.bidder_code },
  { header: '报名状态', width: 12, cell: (r) => registrationStatusView(r.registration_status).label },
  { header: '保证金状态', width: 12, cell: (r) => depositStatusView(r.status).label },
  { header: '金额（万元）', width: 14, cell: (r) => amountCell(r.amount), numFmt: AMOUNT_FORMAT },
  { header: '到账日期', width: 12, cell: (r) => chinaTextCell(r.paid_on), numFmt: DAY_FORMAT },
  { header: '银行流水号', width: 24, cell: (r) => r.reference },
  { header: '登记时间', width: 20, cell: (r) => instantCell(r.recorded_at), numFmt: TIME_FORMAT },
  { header: '确认时间', width: 20, cell: (r) => instantCell(r.confirmed_at), numFmt: TIME_FORMAT },
  { header: '退还日期', width: 12, cell: (r) => chinaTextCell(r.refunded_on), numFmt: DAY_FORMAT },
  { header: '退款流水号', width: 24, cell: (r) => r.refund_reference },
  { header: '退还确认时间', width: 20, cell: (r) => instantCell(r.refund_confirmed_at), numFmt: TIME_FORMAT },
];

type Total = { status: number; count: number; amount: string };
const TOTAL_COLUMNS: Array<SheetColumn<Total>> = [
  { header: '保证金状态', width: 14, cell: (t) => depositStatusView(t.status).label },
  { header: '笔数', width: 8, cell: (t) => t.count },
  { header: '金额（万元）', width: 16, cell: (t) => amountCell(t.amount), numFmt: AMOUNT_FORMAT },
];

export async function depositLedgerWorkbook(db: Queryable, query: DepositLedgerQuery): Promise<Buffer> {
  const ledger = await pageDepositLedger(db, { ...query, page: 1, limit: EXPORT_LIMIT });
  return workbookOf([
    sheetOf({ name: '保证金台账', columns: COLUMNS, rows: ledger.data }),
    sheetOf({ name: '合计', columns: TOTAL_COLUMNS, rows: ledger.totals }),
  ]);
}
