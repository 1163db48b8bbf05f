import { HEADER_TAB } from '../../routing/headerTab';
import { sectionPages } from '../../routing/mainPage';

/** News, policies and the about-us page. */
export const contentRoutes = [
  ...sectionPages(HEADER_TAB.policies, [
    { path: 'PoliciesRegulationsCenter', title: '政策法规', page: () => import('./PoliciesCenterPage') },
    { path: 'PoliciesRegulationsDetail', title: '政策法规详情', page: () => import('./PoliciesDetailPage') },
  ]),
  ...sectionPages(HEADER_TAB.information, [
    { path: 'informationCenter', title: '信息中心', page: () => import('./InformationCenterPage') },
    { path: 'informationDetail', title: '资讯详情', page: () => import('./InformationDetailPage') },
  ]),
  ...sectionPages(HEADER_TAB.aboutUs, [{ path: 'aboutUs', title: '关于我们', page: () => import('./AboutUsPage') }]),
];
