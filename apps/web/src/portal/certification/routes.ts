import { HEADER_TAB } from '../../routing/headerTab';
import { mainPage } from '../../routing/mainPage';

const tab = HEADER_TAB.certification;

export const certificationRoutes = [
  ...mainPage({ path: 'ProductCertification', title: '产品认证', tab }),
  ...mainPage({ path: 'ProductCertificationDetail', title: '产品认证详情', tab }),
  ...mainPage({ path: 'CertificationForm', title: '认证申请', tab }),
  ...mainPage({ path: 'comOrganDetail', title: '认证机构详情', tab }),
];
