import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';

/**
 * An exported .xlsx read back with exceljs, the library that wrote it: each sheet's rows as
 * header → cell value, in the sheet's order.
 */
export async function readWorkbook(bytes: Buffer): Promise<Map<string, Array<Record<string, unknown>>>> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.read(Readable.from([bytes]));
  const sheets = new Map<string, Array<Record<string, unknown>>>();
  workbook.eachSheet((sheet) => {
    const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
    const rows: Array<Record<string, unknown>> = [];
    for (let r = 2; r <= sheet.rowCount; r += 1) {
      const row = sheet.getRow(r);
      rows.push(Object.fromEntries(header.map((name, i) => [name, row.getCell(i + 1).value])));
    }
    sheets.set(sheet.name, rows);
  });
  return sheets;
}
