import { HEADER_TAB } from '../../routing/headerTab';
import { sectionPages } from '../../routing/mainPage';

/**
 * Publishing (docs/product.md §2): the three-step listing form, reached from the trading center's 'publish
 * demand' and from the personal center, and the class-specific form. The product (docs/product.md) flags only the
 * latter as login-required; the three-step page itself asks a visitor to log in first.
 */
export const publishingRoutes = sectionPages(HEADER_TAB.trading, [
  { path: 'hangingForm', title: '发布挂牌项目', page: () => import('./HangingFormPage') },
  {
    path: 'LaunchTradingGoods',
    title: '发布交易产品',
    requiresLogin: true,
    page: () => import('./LaunchTradingGoodsPage'),
  },
]);
