import { Skeleton } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { EChart } from '../../../components/EChart';
import { EmptyState } from '../../../components/EmptyState';
import { PortalBreadcrumb } from '../../../components/PortalBreadcrumb';
import { useMediaQuery, WIDE_SCREEN } from '../../../components/useMediaQuery';
import { useDealOverview, useProductTypeShares, useZoneAmounts, useZoneTrends } from '../api/dealTrendQueries';
import { TRADING_CENTER_PATH } from '../tradingPaths';
import { productTypeOption, zoneAmountOption, zoneTrendsOption } from './chartOptions';
import { DealTable } from './DealTable';
import { DealFigureList } from './DealFigureList';
import { dealFigures } from './dealFigures';
import { QuarterAmountPanel } from './QuarterAmountPanel';
import '../trading.css';

function Overview() {
  const overview = useDealOverview();
  if (overview.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (!overview.data) return null;
  return (
    <DealFigureList
      figures={dealFigures(overview.data)}
      className="data-overview"
      itemClassName="data-overview__item"
      label="成交概况"
    />
  );
}

/** A chart card that shows the loading skeleton, or '暂无数据...' when there is nothing to draw. */
function ChartCard({
  id,
  title,
  pending,
  empty,
  children,
}: {
  id: string;
  title: string;
  pending: boolean;
  empty: boolean;
  children: ReactNode;
}) {
  return (
    <section className="data-card" aria-labelledby={id}>
      <header className="data-card__header">
        <h2 id={id}>{title}</h2>
      </header>
      {pending ? <Skeleton active paragraph={{ rows: 6 }} /> : empty ? <EmptyState /> : children}
    </section>
  );
}

/** /main/TradingData: deal statistics of the exchange (docs/product.md §7 Dealtrends), reached from the trading center. */
export default function TradingDataPage() {
  const types = useProductTypeShares();
  const zones = useZoneAmounts();
  const trends = useZoneTrends();
  const wide = useMediaQuery(WIDE_SCREEN);
  const typeOption = useMemo(() => productTypeOption(types.data ?? [], { wide }), [types.data, wide]);
  const zoneOption = useMemo(() => zoneAmountOption(zones.data ?? []), [zones.data]);
  const trendOption = useMemo(() => zoneTrendsOption(trends.data ?? { periods: [], series: [] }), [trends.data]);

  return (
    <div className="jhy-container trading-data">
      <PortalBreadcrumb
        className="trading-breadcrumb"
        steps={[{ label: '交易中心', to: TRADING_CENTER_PATH }, { label: '交易数据' }]}
      />
      <h1 className="trading-data__title">交易数据</h1>
      <Overview />
      <QuarterAmountPanel />
      <div className="data-grid">
        <ChartCard id="type-share-title" title="产品类型成交占比" pending={types.isPending} empty={!types.data?.length}>
          <EChart option={typeOption} label="产品类型成交占比饼图" />
        </ChartCard>
        <ChartCard id="zone-amount-title" title="各专区成交金额" pending={zones.isPending} empty={!zones.data?.length}>
          <EChart option={zoneOption} label="各专区成交金额条形图" />
        </ChartCard>
      </div>
      <ChartCard
        id="zone-trends-title"
        title="各专区成交趋势（近 8 个季度）"
        pending={trends.isPending}
        empty={!trends.data?.series.length}
      >
        <EChart option={trendOption} label="各专区成交趋势折线图" height={360} />
      </ChartCard>
      <DealTable />
    </div>
  );
}
