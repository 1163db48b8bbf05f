import type { DealOverview } from '@jhy/contract';
import { groupedNumber } from '../../../components/groupedNumber';

export interface DealFigure {
  key: keyof DealOverview;
  label: string;
  value: string;
  unit: string;
}

const money = (value: number) => groupedNumber(value, { maximumFractionDigits: 2 });

/**
 * The site's deal figures, worded and rounded once: the home page's summary and the 交易数据 page
 * both show these, from the one overview the server computes over the recorded deals, so the two
 * can never disagree.
 */
export function dealFigures(overview: DealOverview): DealFigure[] {
  return [
    { key: 'total_amount', label: '累计成交金额', value: money(overview.total_amount), unit: '万元' },
    { key: 'total_count', label: '累计成交笔数', value: String(overview.total_count), unit: '笔' },
    { key: 'year_amount', label: '本年成交金额', value: money(overview.year_amount), unit: '万元' },
    { key: 'year_count', label: '本年成交笔数', value: String(overview.year_count), unit: '笔' },
    { key: 'listing_count', label: '挂牌项目', value: String(overview.listing_count), unit: '个' },
    { key: 'enrolling_count', label: '正在报名', value: String(overview.enrolling_count), unit: '个' },
  ];
}
