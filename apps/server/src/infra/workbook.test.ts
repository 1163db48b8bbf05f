import { describe, expect, it } from 'vitest';
import { readWorkbook } from '../test/workbooks.js';
import { AMOUNT_FORMAT, amountCell, chinaTextCell, instantCell, sheetOf, workbookOf } from './workbook.js';

describe('export cells', () => {
  it('writes an amount as the number its decimal names, whenever a double reads back as that decimal', () => {
    expect(amountCell('10.0000')).toBe(10);
    expect(amountCell('0.0001')).toBe(0.0001);
    // The largest amount of the transaction: ten digits before the point, four after (14 significant).
    expect(amountCell('9999999999.9999')).toBe(9999999999.9999);
    expect(amountCell('1234567890.1234')).toBe(1234567890.1234);
    // A historical deal of 16 significant digits may have no double that reads back as it: it stays
    // text, never a number that is not its value; one that has is a number.
    expect(amountCell('577456465955.3111')).toBe('577456465955.3111');
    expect(amountCell('161835207618.4900')).toBe(161835207618.49);
    expect(amountCell('')).toBeNull();
  });

  it('writes instants and China-time texts as the Beijing wall-clock time a cell shows', () => {
    // 16:36:05 UTC is 00:36:05 the next day in Beijing.
    expect((instantCell('2026-11-23T16:36:05.000Z') as Date).toISOString()).toBe('2026-11-24T00:36:05.000Z');
    expect((chinaTextCell('2026-11-24 00:36:05') as Date).toISOString()).toBe('2026-11-24T00:36:05.000Z');
    expect((chinaTextCell('2026-11-24') as Date).toISOString()).toBe('2026-11-24T00:00:00.000Z');
    expect(instantCell('')).toBeNull();
    expect(chinaTextCell('')).toBeNull();
  });

  it('writes sheets that read back with the same library: headers, numbers, dates', async () => {
    const rows = [{ name: '甲', amount: '12.5000', at: '2026-11-23T16:36:05.000Z' }];
    const bytes = await workbookOf([
      sheetOf({
        name: '样例',
        rows,
        columns: [
          { header: '名称', width: 10, cell: (r) => r.name },
          { header: '金额（万元）', width: 10, cell: (r) => amountCell(r.amount), numFmt: AMOUNT_FORMAT },
          { header: '时间', width: 20, cell: (r) => instantCell(r.at) },
        ],
      }),
    ]);
    const [row] = (await readWorkbook(bytes)).get('样例')!;
    expect(row).toEqual({ 名称: '甲', '金额（万元）': 12.5, 时间: new Date('2026-11-24T00:36:05.000Z') });
  });
});
