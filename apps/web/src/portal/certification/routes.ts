import { HEADER_TAB } from '../../routing/headerTab';
import { mainPage } from '../../routing/mainPage';

const tab = HEADER_TAB.certification;

export const certificationRoutes = [
  ...mainPage({
    path: 'ProductCertification',
    title: '产品认证',
    tab,
    page: () => import('./ProductCertificationPage'),
  }),
  ...mainPage({
    path: 'ProductCertificationDetail',
    title: '产品认证详情',
    tab,
    page: () => import('./ProductCertificationDetailPage'),
  }),
  // Applying needs an account: a visitor is sent to log in and brought back to the form.
  ...mainPage({
    path: 'CertificationForm',
    title: '认证申请',
    tab,
    requiresLogin: true,
    page: () => import('./CertificationFormPage'),
  }),
  ...mainPage({ path: 'comOrganDetail', title: '认证机构详情', tab, page: () => import('./ComOrganDetailPage') }),
];
