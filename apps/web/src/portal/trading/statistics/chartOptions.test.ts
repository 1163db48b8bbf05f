import { describe, expect, it } from 'vitest';
import {
  productTypeOption,
  quarterAmountOption,
  quarterAxisLabel,
  zoneAmountOption,
  zoneTrendsOption,
} from './chartOptions';

type Series = { type: string; data: unknown[] };
const seriesOf = (option: Record<string, unknown>) => option.series as Series[];

describe('deal trend charts', () => {
  it('draws the amount of each quarter, labelled by year and quarter', () => {
    const option = quarterAmountOption([
      { trade_time: '2025-4', transaction_amount: 120.5 },
      { trade_time: '2026-1', transaction_amount: 80 },
    ]) as Record<string, unknown>;
    expect((option.xAxis as { data: string[] }).data).toEqual(['2025年Q4', '2026年Q1']);
    expect(seriesOf(option)[0]).toMatchObject({ type: 'bar', data: [120.5, 80] });
    expect(quarterAxisLabel('2026-3')).toBe('2026年Q3');
  });

  it('shares by product type, ranks zones and draws one line a zone', () => {
    const pie = productTypeOption([{ product_type: 100, typeName: '碳排放权', transaction_amount: 300, count: 2 }]);
    expect(seriesOf(pie as Record<string, unknown>)[0]!.data).toEqual([{ name: '碳排放权', value: 300 }]);
    const zones = zoneAmountOption([
      { zone_name: '阿坝', transaction_amount: 900, count: 3 },
      { zone_name: '那曲', transaction_amount: 100, count: 1 },
    ]) as Record<string, unknown>;
    // Largest on top: a category axis draws its first entry at the bottom.
    expect((zones.yAxis as { data: string[] }).data).toEqual(['那曲', '阿坝']);
    const trends = zoneTrendsOption({
      periods: ['2026-1', '2026-2'],
      series: [
        { zone_name: '阿坝', data: [1, 2] },
        { zone_name: '甘孜', data: [3, 4] },
      ],
    });
    expect(seriesOf(trends as Record<string, unknown>).map((s) => s.data)).toEqual([
      [1, 2],
      [3, 4],
    ]);
  });
});

describe('deal trend charts on a phone', () => {
  const shares = [{ product_type: 100, typeName: '碳排放权', transaction_amount: 300, count: 2 }];
  type PieSeries = { label: { show: boolean }; labelLine: { show: boolean } };

  it('label the slices beside the ring on a wide card only: on a phone the legend names them', () => {
    const [wideSeries] = (productTypeOption(shares) as { series: PieSeries[] }).series;
    const [phoneSeries] = (productTypeOption(shares, { wide: false }) as { series: PieSeries[] }).series;
    expect([wideSeries!.label.show, wideSeries!.labelLine.show]).toEqual([true, true]);
    expect([phoneSeries!.label.show, phoneSeries!.labelLine.show]).toEqual([false, false]);
  });

  it('leave room for the largest figure and the unit of the zones’ bars', () => {
    const option = zoneAmountOption([{ zone_name: '阿坝', transaction_amount: 10268.76, count: 3 }]) as {
      grid: { right: number };
      xAxis: { nameLocation: string };
    };
    expect(option.grid.right).toBeGreaterThanOrEqual(72);
    expect(option.xAxis.nameLocation).toBe('middle');
  });
});
