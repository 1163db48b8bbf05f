import { HEADER_TAB } from '../../routing/headerTab';
import { mainPage } from '../../routing/mainPage';

const tab = HEADER_TAB.trading;

export const tradingRoutes = [
  ...mainPage({ path: 'TradingCenter', title: '交易中心', tab, page: () => import('./center/TradingCenterPage') }),
  ...mainPage({ path: 'TradingDetail', title: '项目详情', tab, page: () => import('./detail/TradingDetailPage') }),
  ...mainPage({
    path: 'TradingDetailTwo',
    title: '挂牌项目详情',
    tab,
    page: () => import('./detail/TradingDetailTwoPage'),
  }),
  // Ours: the deal statistics of docs/product.md §7 Dealtrends, reached from the trading center.
  ...mainPage({ path: 'TradingData', title: '交易数据', tab, page: () => import('./statistics/TradingDataPage') }),
];
