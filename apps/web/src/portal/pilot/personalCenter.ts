import type { PersonalCenterSection } from '../accounts';

/**
 * The personal center's section under 我的企业 (gathered by app/personalCenterTabs.ts): a display
 * product belongs to one of the user's enterprises. Its own chunk, loaded with that tab.
 */
export const pilotPersonalCenterSections: PersonalCenterSection[] = [
  {
    tab: 'enterprises',
    order: 10,
    load: () => import('./MyDisplayProductsSection').then((module) => module.MyDisplayProductsSection),
  },
];
