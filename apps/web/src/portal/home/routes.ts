import { HEADER_TAB } from '../../routing/headerTab';
import { sectionPages } from '../../routing/mainPage';

const homePage = () => import('./HomePage');

// The home page draws no antd component of its own (docs/performance.md).
export const homeRoutes = sectionPages(HEADER_TAB.home, [
  { path: 'indexHome', title: '首页', page: homePage, drawsAntd: false },
  // The product (docs/product.md) lists `Index` beside `indexHome`; both show the home page.
  { path: 'Index', title: '首页', page: homePage, drawsAntd: false },
]);
