import { HEADER_TAB } from '../../routing/headerTab';
import { sectionPages } from '../../routing/mainPage';

export const certificationRoutes = sectionPages(HEADER_TAB.certification, [
  { path: 'ProductCertification', title: '产品认证', page: () => import('./ProductCertificationPage') },
  { path: 'ProductCertificationDetail', title: '产品认证详情', page: () => import('./ProductCertificationDetailPage') },
  // Applying needs an account: a visitor is sent to log in and brought back to the form.
  { path: 'CertificationForm', title: '认证申请', requiresLogin: true, page: () => import('./CertificationFormPage') },
  { path: 'comOrganDetail', title: '认证机构详情', page: () => import('./ComOrganDetailPage') },
]);
