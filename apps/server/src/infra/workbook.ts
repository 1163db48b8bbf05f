import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { CHINA_OFFSET_MS } from '@jhy/contract';

/**
 * The console's exports as .xlsx (docs/lifecycles.md "Exports"): the filtered rows of a view, in its
 * order, under Chinese headers, written with exceljs (which the statement import reads with). Every
 * export builds its sheets from `SheetColumn`s and the cell helpers below, so that amounts, days
 * and times are written one way everywhere.
 */

/** At most this many rows per export: a view larger than that is narrowed by its filters first. */
export const EXPORT_LIMIT = 10_000;

export type Cell = string | number | Date | null;

export interface SheetColumn<Row> {
  header: string;
  width: number;
  cell: (row: Row) => Cell;
  /** Excel's number format of the column's cells: `AMOUNT_FORMAT`, `DAY_FORMAT`, `TIME_FORMAT`. */
  numFmt?: string;
}

export interface Sheet<Row> {
  name: string;
  columns: Array<SheetColumn<Row>>;
  rows: readonly Row[];
}

/** 万元 with its four decimals shown, grouped. */
export const AMOUNT_FORMAT = '#,##0.0000';
export const DAY_FORMAT = 'yyyy-mm-dd';
export const TIME_FORMAT = 'yyyy-mm-dd hh:mm:ss';

/**
 * An amount (a decimal string of the API, docs/lifecycles.md "Money") as a number cell, so that a
 * spreadsheet sums it. The rule for exactness: the cell holds the double nearest the decimal, which
 * reads back as the same decimal whenever the decimal has at most 15 significant digits — every
 * amount of the transaction does (ten digits before the point, four after: `moneySchema`). The
 * check below proves it for each cell; a decimal that would not read back the same (a 16-digit
 * historical deal) is written as text rather than as a number that is not its value. '' is empty.
 */
export function amountCell(decimal: string): Cell {
  if (decimal === '') return null;
  const value = Number(decimal);
  return String(value) === canonicalDecimal(decimal) ? value : decimal;
}

/** '0010.5000' → '10.5', '12.0000' → '12': the digits a double's shortest text would show. */
function canonicalDecimal(decimal: string): string {
  const [whole = '0', fraction = ''] = decimal.split('.');
  const digits = whole.replace(/^0+(?=\d)/, '');
  const decimals = fraction.replace(/0+$/, '');
  return decimals ? `${digits}.${decimals}` : digits;
}

/**
 * An instant (ISO text or a Date) as the date cell Excel shows in Beijing time: cells carry no time
 * zone, so the cell holds Beijing's wall-clock time. '' or null is empty.
 */
export function instantCell(instant: string | Date | null): Cell {
  if (instant === null || instant === '') return null;
  return new Date(new Date(instant).getTime() + CHINA_OFFSET_MS);
}

/** A China wall-clock text of the API (`yyyy-MM-dd HH:mm:ss`, or a day `yyyy-MM-dd`) as a date cell. */
export function chinaTextCell(text: string): Cell {
  if (!text) return null;
  const [day, time = '00:00:00'] = text.split(' ');
  return new Date(`${day}T${time}Z`);
}

/** A sheet's headers and its rows as cells, ready to be written. */
export interface WrittenSheet {
  name: string;
  columns: Array<Omit<SheetColumn<never>, 'cell'>>;
  cells: Cell[][];
}

/** The cells of a sheet, row by row, as its columns write them; no text ('') is an empty cell. */
export function sheetOf<Row>({ name, columns, rows }: Sheet<Row>): WrittenSheet {
  const cellOf = (row: Row, column: SheetColumn<Row>) => {
    const cell = column.cell(row);
    return cell === '' ? null : cell;
  };
  return { name, columns, cells: rows.map((row) => columns.map((column) => cellOf(row, column))) };
}

/** The workbook of these sheets, bold headers, as the bytes of an .xlsx file. */
export async function workbookOf(sheets: WrittenSheet[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  for (const { name, columns, cells } of sheets) {
    const sheet = workbook.addWorksheet(name);
    sheet.columns = columns.map(({ header, width, numFmt }) => ({ header, width, style: numFmt ? { numFmt } : {} }));
    sheet.getRow(1).font = { bold: true };
    for (const row of cells) sheet.addRow(row);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Answers the workbook as a download named `name` (UTF-8 in filename*, a plain fallback). */
export function sendWorkbook(reply: FastifyReply, bytes: Buffer, name: string): FastifyReply {
  return reply
    .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('Content-Length', bytes.length)
    .header('Content-Disposition', `attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store')
    .send(bytes);
}
