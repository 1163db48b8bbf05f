import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import {
  CHINA_OFFSET_MS,
  depositStatusView,
  registrationStatusView,
  type DepositLedgerQuery,
  type DepositLedgerRow,
} from '@jhy/contract';
import type { Queryable } from '../../db/client.js';
import { pageDepositLedger } from './depositLedgerRepository.js';

/**
 * 保证金台账 as .xlsx (docs/bidding.md "Money desk"): the ledger's filtered rows (up to
 * EXPORT_LIMIT), in its order, with Chinese headers; amounts are numeric cells (万元, four
 * decimals shown), days and times date cells holding Beijing wall-clock time; a second sheet holds
 * the totals per state. Written with exceljs, which the statement import reads with.
 */
export const EXPORT_LIMIT = 10_000;

/** An instant as the date cell Excel shows in Beijing time (cells carry no time zone). */
const beijing = (iso: string) => (iso ? new Date(new Date(iso).getTime() + CHINA_OFFSET_MS) : null);
const day = (text: string) => (text ? new Date(`${text}T00:00:00Z`) : null);
const amount = (text: string) => (text ? Number(text) : null);

const COLUMNS: Array<{ header: string; width: number; value: (row: DepositLedgerRow) => unknown; numFmt?: string }> = [
  { header: '挂牌项目', width: 30, value: (r) => r.product_name },
  { header: '项目编号', width: 10, value: (r) => r.listing_id },
  { header: '受让方', width: 28, value: (r) => r.company_name },
  { header: '报名编号', width: 10, value: (r) => r.registration_id },
  { header: '竞价号', width: 10, value: (r) => r.bidder_code },
  { header: '报名状态', width: 12, value: (r) => registrationStatusView(r.registration_status).label },
  { header: '保证金状态', width: 12, value: (r) => depositStatusView(r.status).label },
  { header: '金额（万元）', width: 14, value: (r) => amount(r.amount), numFmt: '#,##0.0000' },
  { header: '到账日期', width: 12, value: (r) => day(r.paid_on), numFmt: 'yyyy-mm-dd' },
  { header: '银行流水号', width: 24, value: (r) => r.reference },
  { header: '登记时间', width: 20, value: (r) => beijing(r.recorded_at), numFmt: 'yyyy-mm-dd hh:mm:ss' },
  { header: '确认时间', width: 20, value: (r) => beijing(r.confirmed_at), numFmt: 'yyyy-mm-dd hh:mm:ss' },
  { header: '退还日期', width: 12, value: (r) => day(r.refunded_on), numFmt: 'yyyy-mm-dd' },
  { header: '退款流水号', width: 24, value: (r) => r.refund_reference },
  { header: '退还确认时间', width: 20, value: (r) => beijing(r.refund_confirmed_at), numFmt: 'yyyy-mm-dd hh:mm:ss' },
];

export async function depositLedgerWorkbook(db: Queryable, query: DepositLedgerQuery): Promise<Buffer> {
  const ledger = await pageDepositLedger(db, { ...query, page: 1, limit: EXPORT_LIMIT });
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('保证金台账');
  sheet.columns = COLUMNS.map(({ header, width, numFmt }) => ({ header, width, style: numFmt ? { numFmt } : {} }));
  sheet.getRow(1).font = { bold: true };
  for (const row of ledger.data) sheet.addRow(COLUMNS.map((column) => column.value(row)));
  const totals = workbook.addWorksheet('合计');
  totals.columns = [
    { header: '保证金状态', width: 14 },
    { header: '笔数', width: 8 },
    { header: '金额（万元）', width: 16, style: { numFmt: '#,##0.0000' } },
  ];
  totals.getRow(1).font = { bold: true };
  for (const total of ledger.totals) {
    totals.addRow([depositStatusView(total.status).label, total.count, Number(total.amount)]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export function sendWorkbook(reply: FastifyReply, bytes: Buffer, name: string): FastifyReply {
  return reply
    .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('Content-Length', bytes.length)
    .header('Content-Disposition', `attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store')
    .send(bytes);
}
