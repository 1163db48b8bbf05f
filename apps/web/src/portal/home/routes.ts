import { HEADER_TAB } from '../../routing/headerTab';
import { mainPage } from '../../routing/mainPage';

const homePage = () => import('./HomePage');

export const homeRoutes = [
  ...mainPage({ path: 'indexHome', title: '首页', tab: HEADER_TAB.home, page: homePage }),
  // The product (docs/product.md) lists `Index` beside `indexHome`; both show the home page.
  ...mainPage({ path: 'Index', title: '首页', tab: HEADER_TAB.home, page: homePage }),
];
