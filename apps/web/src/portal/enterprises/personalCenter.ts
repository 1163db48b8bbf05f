import type { PersonalCenterTab } from '../accounts';
import { ADD_COMPANY_COME_FROM } from './enterprisePaths';

/**
 * The personal center's tab (gathered by app/personalCenterTabs.ts): its own chunk, loaded when first
 * opened. The pilot's display products are a section under it (pilot/personalCenter.ts).
 */
export const enterprisesPersonalCenterTabs: PersonalCenterTab[] = [
  {
    key: 'enterprises',
    label: '我的企业',
    order: 20,
    comeFrom: ADD_COMPANY_COME_FROM,
    load: () => import('./MyEnterprisesTab').then((module) => module.MyEnterprisesTab),
  },
];
