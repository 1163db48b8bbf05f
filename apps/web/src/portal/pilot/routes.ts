import { HEADER_TAB } from '../../routing/headerTab';
import { mainPage } from '../../routing/mainPage';

const tab = HEADER_TAB.pilot;

export const pilotRoutes = [
  ...mainPage({ path: 'PilotDemonstration', title: '试点示范', tab, page: () => import('./PilotDemonstrationPage') }),
  ...mainPage({ path: 'ZoneIntroduction', title: '专区介绍', tab, page: () => import('./ZoneIntroductionPage') }),
  ...mainPage({ path: 'ZoneProductDetails', title: '专区产品', tab, page: () => import('./ZoneProductDetailsPage') }),
  ...mainPage({
    path: 'SpecialGoodsDetail',
    title: '特色产品详情',
    tab,
    page: () => import('./SpecialGoodsDetailPage'),
  }),
  ...mainPage({
    path: 'releaseDisplayGoods',
    title: '发布展示产品',
    tab,
    requiresLogin: true,
    page: () => import('./ReleaseDisplayGoodsPage'),
  }),
];
