import { BarChartOutlined, PlusOutlined } from '@ant-design/icons';
import { useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ENROLL_FILTER_OPTIONS, PAGE_SIZE, PUBLIC_LIST_ROW_LIMIT } from '@jhy/contract';
import { useCategoryGroup } from '../../../api/categories';
import { rememberRedirectPath } from '../../../api/session';
import { EmptyState } from '../../../components/EmptyState';
import { ListFailure } from '../../../components/ListFailure';
import { ListingCard } from '../../../components/ListingCard';
import { LoadingShapes } from '../../../components/LoadingShapes';
import { PortalPager } from '../../../components/PortalPager';
import { PortalSearch } from '../../../components/PortalSearch';
import { useListingPage } from '../api/tradingQueries';
import { PortalBreadcrumb } from '../../../components/PortalBreadcrumb';
import { TRADING_DATA_PATH } from '../tradingPaths';
import { FilterChips } from './FilterChips';
import { ListingBannerCarousel } from './ListingBannerCarousel';
import { useListingQuery } from './useListingQuery';
import '../../../components/portalPage.css';
import '../trading.css';

/** The server counts matches up to its row limit; a total above it means "more than" (contract). */
const listingTotalText = (total: number) =>
  total > PUBLIC_LIST_ROW_LIMIT ? `共 ${PUBLIC_LIST_ROW_LIMIT} 余个项目` : `共 ${total} 个项目`;

/**
 * /main/TradingCenter (docs/product.md §2): carousel, 'publish demand', filters by project type and enroll
 * status, name search, the cards, 10 a page. The filters live in the address, so the back button
 * from a detail page returns to the same list.
 */
export default function TradingCenterPage() {
  const { query, update } = useListingQuery();
  const list = useListingPage(query);
  const projectTypes = useCategoryGroup('project_type');
  const navigate = useNavigate();
  const location = useLocation();
  const panelRef = useRef<HTMLElement>(null);

  const classes = (projectTypes.data ?? []).flatMap((group) => group.sonCate ?? []);
  const publishDemand = () => {
    // Spec §2: come back here after the form (and after a login on the way).
    rememberRedirectPath(location.pathname + location.search);
    navigate('/main/hangingForm?routerOrigin=1');
  };

  return (
    <div className="trading-page">
      <ListingBannerCarousel />
      <div className="jhy-container">
        <PortalBreadcrumb className="trading-breadcrumb" steps={[{ label: '交易中心' }]} />
        <section className="trading-panel" aria-labelledby="trading-list-title" ref={panelRef}>
          <header className="jhy-page__bar">
            <h1 id="trading-list-title" className="trading-panel__title">
              挂牌项目
            </h1>
            <div className="trading-panel__actions">
              <a className="portal-button" href={`#${TRADING_DATA_PATH}`}>
                <BarChartOutlined aria-hidden /> 交易数据
              </a>
              <button type="button" className="portal-button portal-button--primary" onClick={publishDemand}>
                <PlusOutlined aria-hidden /> 发布需求
              </button>
            </div>
          </header>

          <div className="trading-filters">
            <FilterChips
              label="项目类型"
              value={String(query.projectType || '')}
              options={[
                { value: '', label: '全部' },
                ...classes.map((node) => ({ value: String(node.id), label: node.name })),
              ]}
              onChange={(value) => update({ projectType: Number(value) || 0, page: 1 })}
            />
            <FilterChips
              label="报名状态"
              value={query.enrollStatus}
              options={ENROLL_FILTER_OPTIONS}
              onChange={(value) => update({ enrollStatus: value, page: 1 })}
            />
            <PortalSearch
              className="trading-filters__search"
              placeholder="请输入项目名称"
              keyword={query.name}
              onSearch={(name) => update({ name, page: 1 })}
            />
          </div>

          {list.isPending && !list.isError ? (
            <LoadingShapes kind="cards" count={PAGE_SIZE.trading} className="trading-grid" />
          ) : list.isError ? (
            <ListFailure onRetry={list.refetch} retrying={list.isFetching} />
          ) : !list.data || list.data.data.length === 0 ? (
            <EmptyState />
          ) : (
            <>
              <ul className="trading-grid" aria-busy={list.isFetching} aria-label="挂牌项目列表">
                {list.data.data.map((listing) => (
                  <li key={listing.id}>
                    <ListingCard listing={listing} />
                  </li>
                ))}
              </ul>
              <PortalPager
                className="trading-pager"
                current={query.page}
                pageSize={PAGE_SIZE.trading}
                // The pages reach as far as the server reads; the total may say "more than".
                total={Math.min(list.data.total, PUBLIC_LIST_ROW_LIMIT)}
                totalText={listingTotalText(list.data.total)}
                onChange={(page) => {
                  update({ page }, { keepScroll: true });
                  // The new page starts at the list's top, not at the banner above it.
                  panelRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
                }}
              />
            </>
          )}
        </section>
      </div>
    </div>
  );
}
