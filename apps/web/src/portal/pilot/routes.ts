import { HEADER_TAB } from '../../routing/headerTab';
import { sectionPages } from '../../routing/mainPage';
import { zoneIndexQuery } from './api/pilotFirstQueries';

export const pilotRoutes = sectionPages(HEADER_TAB.pilot, [
  {
    path: 'PilotDemonstration',
    title: '试点示范',
    page: () => import('./PilotDemonstrationPage'),
    firstQuery: zoneIndexQuery,
    // The map and its pins are plain markup; antd's Menu loads inside the theme where it is shown.
    drawsAntd: false,
  },
  { path: 'ZoneIntroduction', title: '专区介绍', page: () => import('./ZoneIntroductionPage') },
  { path: 'ZoneProductDetails', title: '专区产品', page: () => import('./ZoneProductDetailsPage') },
  { path: 'SpecialGoodsDetail', title: '特色产品详情', page: () => import('./SpecialGoodsDetailPage') },
  {
    path: 'releaseDisplayGoods',
    title: '发布展示产品',
    requiresLogin: true,
    page: () => import('./ReleaseDisplayGoodsPage'),
  },
]);
