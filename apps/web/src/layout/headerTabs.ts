import { PILOT_MAP_CATEGORY, PILOT_NON_PILOT_CATEGORY, PILOT_PROVINCE_CATEGORY } from '@jhy/contract';
import { HOME_PATH, pilotDemonstrationPath } from '../routing/portalPaths';

export interface HeaderLink {
  label: string;
  to: string;
}

export interface HeaderTabDefinition extends HeaderLink {
  /** Opened on hover (docs/product.md §2: only the pilot tab has one). */
  submenu?: HeaderLink[];
}

/** The seven header tabs in the product's order; the index in this list is the tab index kept on the device. */
export const HEADER_TABS: readonly HeaderTabDefinition[] = [
  { label: '首页', to: HOME_PATH },
  { label: '交易中心', to: '/main/TradingCenter' },
  {
    label: '试点示范',
    to: pilotDemonstrationPath(PILOT_MAP_CATEGORY),
    submenu: [
      { label: '试点区', to: pilotDemonstrationPath(PILOT_MAP_CATEGORY) },
      { label: '非试点区', to: pilotDemonstrationPath(PILOT_PROVINCE_CATEGORY, PILOT_NON_PILOT_CATEGORY) },
    ],
  },
  { label: '产品认证', to: '/main/ProductCertification' },
  { label: '政策法规', to: '/main/PoliciesRegulationsCenter' },
  { label: '信息中心', to: '/main/informationCenter' },
  { label: '关于我们', to: '/main/aboutUs' },
];
