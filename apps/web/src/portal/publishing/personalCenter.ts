import { STORAGE_KEYS } from '@jhy/contract';
import type { ComeFrom, PersonalCenterTab } from '../accounts';

/** The listing forms end in this tab (the comeFrom rule, useOpenTabAfterSubmit). */
export const PRODUCT_FORM_COME_FROM: ComeFrom = { name: 'productForm', flag: STORAGE_KEYS.flagProductForm };

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
