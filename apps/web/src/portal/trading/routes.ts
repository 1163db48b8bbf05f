import { HEADER_TAB } from '../../routing/headerTab';
import { sectionPages } from '../../routing/mainPage';
import type { FirstQuery } from '../../routing/pageHandle';

// Its own module: reading the id takes the contract's zod schema, which the first load leaves out.
const listingDetailFirstQuery: FirstQuery = async (search) =>
  (await import('./api/tradingFirstQueries')).listingDetailFirstQuery(search);

export const tradingRoutes = sectionPages(HEADER_TAB.trading, [
  // The trading center and the listing detail draw no antd on their first screens (docs/performance.md).
  { path: 'TradingCenter', title: '交易中心', page: () => import('./center/TradingCenterPage'), drawsAntd: false },
  {
    path: 'TradingDetail',
    title: '项目详情',
    page: () => import('./detail/TradingDetailPage'),
    firstQuery: listingDetailFirstQuery,
  },
  {
    path: 'TradingDetailTwo',
    title: '挂牌项目详情',
    page: () => import('./detail/TradingDetailTwoPage'),
    firstQuery: listingDetailFirstQuery,
    drawsAntd: false,
  },
  // Ours: the deal statistics of docs/product.md §7 Dealtrends, reached from the trading center.
  { path: 'TradingData', title: '交易数据', page: () => import('./statistics/TradingDataPage') },
]);
