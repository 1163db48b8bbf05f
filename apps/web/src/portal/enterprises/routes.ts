import { mainPage } from '../../routing/mainPage';

/**
 * Adding an enterprise is reached from the personal center and returns there; it declares no
 * header tab, so the tab the user came from stays selected. The product (docs/product.md) flags no login guard on it;
 * the page itself asks a visitor to log in before showing the form.
 */
export const enterpriseRoutes = [
  ...mainPage({ path: 'addCompany', title: '添加企业', page: () => import('./AddCompanyPage') }),
];
