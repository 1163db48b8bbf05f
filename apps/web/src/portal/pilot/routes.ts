import { HEADER_TAB } from '../../routing/headerTab';
import { mainPage } from '../../routing/mainPage';

const tab = HEADER_TAB.pilot;

export const pilotRoutes = [
  ...mainPage({ path: 'PilotDemonstration', title: '试点示范', tab }),
  ...mainPage({ path: 'ZoneIntroduction', title: '专区介绍', tab }),
  ...mainPage({ path: 'ZoneProductDetails', title: '专区产品', tab }),
  ...mainPage({ path: 'SpecialGoodsDetail', title: '特色产品详情', tab }),
  ...mainPage({ path: 'releaseDisplayGoods', title: '发布展示产品', tab, requiresLogin: true }),
];
