import type { PersonalCenterTab } from '../accounts';
import { PRODUCT_FORM_COME_FROM } from './publishingPaths';

/** The personal center's tab (gathered by app/personalCenterTabs.ts): its own chunk, loaded when first opened. */
export const publishingPersonalCenterTabs: PersonalCenterTab[] = [
  {
    key: 'listings',
    label: '产品挂牌信息',
    order: 30,
    comeFrom: PRODUCT_FORM_COME_FROM,
    load: () => import('./myListings/MyListingsTab').then((module) => module.MyListingsTab),
  },
];
