import {
  DEFAULT_QUARTER_SPAN,
  parseQuarter,
  quarterIndex,
  quarterLabel,
  type DealOverview,
  type DealRow,
  type Page,
  type ProductTypeShare,
  type QuarterAmount,
  type ZoneAmount,
  type ZoneTrends,
} from '@jhy/contract';
import type { Db } from '../../db/client.js';
import { formatChinaDateTime, parseChinaDateTime } from '../../infra/chinaTime.js';
import {
  amountByProductType,
  amountByQuarter,
  amountByZone,
  amountByZoneAndQuarter,
  dealOverview,
  listDeals,
  toAmount,
} from './dealTrendsRepository.js';

const labelOf = (n: number) => quarterLabel({ year: Math.floor(n / 4), quarter: (n % 4) + 1 });

/** Deal trends (docs/product.md §7 Dealtrends): the statistics pages chart, from recorded deals. */
export class DealTrends {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async overview(): Promise<DealOverview> {
    const now = this.clock();
    const yearStart = parseChinaDateTime(`${formatChinaDateTime(now).slice(0, 4)}-01-01`)!;
    const row = await dealOverview(this.db, yearStart, now);
    return {
      total_amount: toAmount(row.total_amount),
      total_count: Number(row.total_count),
      year_amount: toAmount(row.year_amount),
      year_count: Number(row.year_count),
      listing_count: Number(row.listing_count),
      enrolling_count: Number(row.enrolling_count),
    };
  }

  /** Amount by quarter over the picked range, or the last eight quarters up to the current one. */
  async amountData(range: { startTime?: string; endTime?: string }): Promise<{ amount_list: QuarterAmount[] }> {
    const [first, last] = this.quarterRange(range);
    const rows = await amountByQuarter(this.db, first, last);
    return {
      amount_list: rows.map((row) => ({
        trade_time: labelOf(Number(row.n)),
        transaction_amount: toAmount(row.amount),
      })),
    };
  }

  async productType(): Promise<ProductTypeShare[]> {
    return (await amountByProductType(this.db)).map((row) => ({
      product_type: row.productType,
      typeName: row.typeName,
      transaction_amount: toAmount(row.amount),
      count: row.count,
    }));
  }

  async typeList(query: {
    page: number;
    limit: number;
    product_type?: number;
    product_category?: number;
  }): Promise<Page<DealRow>> {
    const { rows, total } = await listDeals(this.db, {
      page: query.page,
      limit: query.limit,
      productType: query.product_type,
      productCategory: query.product_category,
    });
    const data: DealRow[] = rows.map((row) => ({
      id: row.id,
      product_name: row.productName,
      zone_name: row.zoneName,
      product_type: row.productType,
      typeName: row.typeName,
      product_category: row.productCategory,
      categoryName: row.categoryName,
      quantity: row.quantity,
      transaction_amount: toAmount(row.amount),
      trade_time: formatChinaDateTime(row.tradeTime).slice(0, 10),
    }));
    return { total, data };
  }

  async zoneData(): Promise<ZoneAmount[]> {
    return (await amountByZone(this.db)).map((row) => ({
      zone_name: row.zoneName,
      transaction_amount: toAmount(row.amount),
      count: row.count,
    }));
  }

  /** Each zone's amount in each of the last eight quarters (0 where it had no deal). */
  async zoneTrends(): Promise<ZoneTrends> {
    const [first, last] = this.quarterRange({});
    const rows = await amountByZoneAndQuarter(this.db, first, last);
    const periods = Array.from({ length: last - first + 1 }, (_, i) => labelOf(first + i));
    const byZone = new Map<string, number[]>();
    for (const row of rows) {
      const series = byZone.get(row.zone_name) ?? Array<number>(periods.length).fill(0);
      series[Number(row.n) - first] = toAmount(row.amount);
      byZone.set(row.zone_name, series);
    }
    const series = [...byZone.entries()]
      .map(([zone_name, data]) => ({ zone_name, data }))
      .sort((a, b) => sum(b.data) - sum(a.data));
    return { periods, series };
  }

  private quarterRange(range: { startTime?: string; endTime?: string }): [number, number] {
    const start = range.startTime ? parseQuarter(range.startTime) : undefined;
    const end = range.endTime ? parseQuarter(range.endTime) : undefined;
    // The schema has already refused one-sided, reversed and over-long ranges.
    if (start && end) return [quarterIndex(start), quarterIndex(end)];
    const today = formatChinaDateTime(this.clock());
    const current = Number(today.slice(0, 4)) * 4 + Math.floor((Number(today.slice(5, 7)) - 1) / 3);
    return [current - DEFAULT_QUARTER_SPAN + 1, current];
  }
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
