import type { Queryable } from '../../db/client.js';
import {
  AMOUNT_FORMAT,
  amountCell,
  EXPORT_LIMIT,
  instantCell,
  sheetOf,
  TIME_FORMAT,
  workbookOf,
  type SheetColumn,
} from '../../infra/workbook.js';
import { listPlatformDeals, type DealRow } from './platformDealRepository.js';

/**
 * 成交 as .xlsx (docs/lifecycles.md "Exports"): the deals of the platform's listings whose name holds
 * the 挂牌项目运营 page's search, newest trade first (ties by id).
 */
const COLUMNS: Array<SheetColumn<DealRow>> = [
  { header: '成交编号', width: 10, cell: (d) => d.id },
  { header: '挂牌项目', width: 30, cell: (d) => d.productName },
  { header: '项目编号', width: 22, cell: (d) => d.productId ?? '' },
  { header: '地区', width: 10, cell: (d) => d.zoneName },
  { header: '数量/面积', width: 14, cell: (d) => d.quantity },
  { header: '受让方', width: 28, cell: (d) => d.transfereeName },
  { header: '成交金额（万元）', width: 18, cell: (d) => amountCell(d.amount), numFmt: AMOUNT_FORMAT },
  { header: '成交时间', width: 20, cell: (d) => instantCell(d.tradeTime), numFmt: TIME_FORMAT },
];

export async function dealWorkbook(db: Queryable, query: { product_name?: string }): Promise<Buffer> {
  const rows = await listPlatformDeals(db, query.product_name, EXPORT_LIMIT);
  return workbookOf([sheetOf({ name: '成交', columns: COLUMNS, rows })]);
}
