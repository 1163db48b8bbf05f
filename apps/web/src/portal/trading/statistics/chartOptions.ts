import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import type { EChartsCoreOption } from 'echarts/core';
import type { ProductTypeShare, QuarterAmount, ZoneAmount, ZoneTrends } from '@jhy/contract';
import { groupedNumber } from '../../../components/groupedNumber';

echarts.use([BarChart, LineChart, PieChart, GridComponent, LegendComponent, TooltipComponent]);

/** The portal's green and deep blue first, then colours that stay apart from each other. */
const COLORS = ['#1e8a5a', '#0d3b66', '#f08c00', '#3b82c4', '#8fbf4d', '#c2410c', '#6d5bd0', '#0f9fa8'];
const yuan = (value: number) => `${groupedNumber(value)} 万元`;
/** '2025-3' → '2025年Q3': the axis reads better than the wire format. */
export const quarterAxisLabel = (quarter: string) => quarter.replace(/^(\d{4})-(\d)$/, '$1年Q$2');

const baseGrid = { left: 16, right: 24, top: 40, bottom: 16, containLabel: true };

export function quarterAmountOption(rows: QuarterAmount[]): EChartsCoreOption {
  return {
    color: COLORS,
    tooltip: { trigger: 'axis', valueFormatter: (v: number) => yuan(v) },
    grid: baseGrid,
    xAxis: { type: 'category', data: rows.map((row) => quarterAxisLabel(row.trade_time)) },
    yAxis: { type: 'value', name: '万元' },
    series: [
      {
        name: '成交金额',
        type: 'bar',
        barMaxWidth: 36,
        itemStyle: { borderRadius: [4, 4, 0, 0] },
        data: rows.map((row) => row.transaction_amount),
      },
      {
        name: '趋势',
        type: 'line',
        smooth: true,
        smoothMonotone: 'x',
        symbolSize: 6,
        lineStyle: { color: '#0d3b66' },
        itemStyle: { color: '#0d3b66' },
        data: rows.map((row) => row.transaction_amount),
      },
    ],
  };
}

/**
 * The share of each product type. On a wide card each slice is labelled beside the ring; a phone's
 * card has no room for labels either side (they were cut at the edges), so there the legend names
 * the slices and a touch shows the figures.
 */
export function productTypeOption(
  rows: ProductTypeShare[],
  { wide = true }: { wide?: boolean } = {},
): EChartsCoreOption {
  return {
    color: COLORS,
    tooltip: { trigger: 'item', formatter: '{b}<br/>{c} 万元（{d}%）' },
    legend: { type: 'scroll', bottom: 0 },
    series: [
      {
        name: '产品类型',
        type: 'pie',
        radius: wide ? ['38%', '66%'] : ['42%', '74%'],
        center: ['50%', '44%'],
        itemStyle: { borderColor: '#fff', borderWidth: 2 },
        label: { show: wide, formatter: '{b}\n{d}%' },
        labelLine: { show: wide },
        data: rows.map((row) => ({ name: row.typeName || String(row.product_type), value: row.transaction_amount })),
      },
    ],
  };
}

export function zoneAmountOption(rows: ZoneAmount[]): EChartsCoreOption {
  const ordered = [...rows].reverse();
  return {
    color: COLORS,
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, valueFormatter: (v: number) => yuan(v) },
    // Room on the right for the largest bar's figure, below for the axis's unit: both were cut on a phone.
    grid: { ...baseGrid, top: 16, right: 72, bottom: 32 },
    xAxis: { type: 'value', name: '万元', nameLocation: 'middle', nameGap: 28, axisLabel: { hideOverlap: true } },
    yAxis: { type: 'category', data: ordered.map((row) => row.zone_name) },
    series: [
      {
        name: '成交金额',
        type: 'bar',
        barMaxWidth: 22,
        itemStyle: { borderRadius: [0, 4, 4, 0] },
        label: {
          show: true,
          position: 'right',
          formatter: ({ value }: { value: number }) => groupedNumber(value),
        },
        data: ordered.map((row) => row.transaction_amount),
      },
    ],
  };
}

export function zoneTrendsOption(trends: ZoneTrends): EChartsCoreOption {
  return {
    color: COLORS,
    tooltip: { trigger: 'axis', valueFormatter: (v: number) => yuan(v) },
    legend: { type: 'scroll', top: 0 },
    grid: { ...baseGrid, top: 48 },
    xAxis: { type: 'category', boundaryGap: false, data: trends.periods.map(quarterAxisLabel) },
    yAxis: { type: 'value', name: '万元' },
    // Monotone smoothing: a curve never dips below 0 or above a peak the data does not have.
    series: trends.series.map((line) => ({
      name: line.zone_name,
      type: 'line',
      smooth: true,
      smoothMonotone: 'x',
      data: line.data,
    })),
  };
}
