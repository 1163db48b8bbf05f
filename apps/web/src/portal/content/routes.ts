import { HEADER_TAB } from '../../routing/headerTab';
import { mainPage } from '../../routing/mainPage';

/** News, policies and the about-us page. */
export const contentRoutes = [
  ...mainPage({
    path: 'PoliciesRegulationsCenter',
    title: '政策法规',
    tab: HEADER_TAB.policies,
    page: () => import('./PoliciesCenterPage'),
  }),
  ...mainPage({
    path: 'PoliciesRegulationsDetail',
    title: '政策法规详情',
    tab: HEADER_TAB.policies,
    page: () => import('./PoliciesDetailPage'),
  }),
  ...mainPage({
    path: 'informationCenter',
    title: '信息中心',
    tab: HEADER_TAB.information,
    page: () => import('./InformationCenterPage'),
  }),
  ...mainPage({
    path: 'informationDetail',
    title: '资讯详情',
    tab: HEADER_TAB.information,
    page: () => import('./InformationDetailPage'),
  }),
  ...mainPage({ path: 'aboutUs', title: '关于我们', tab: HEADER_TAB.aboutUs, page: () => import('./AboutUsPage') }),
];
