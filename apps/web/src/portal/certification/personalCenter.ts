import type { PersonalCenterTab } from '../accounts';
import { APPLY_FORM_COME_FROM } from './certificationPaths';

/** The personal center's tab (gathered by app/personalCenterTabs.ts): its own chunk, loaded when first opened. */
export const certificationPersonalCenterTabs: PersonalCenterTab[] = [
  {
    key: 'certification',
    label: '产品认证申请',
    order: 40,
    comeFrom: APPLY_FORM_COME_FROM,
    load: () => import('./MyCertificationsTab').then((module) => module.MyCertificationsTab),
  },
];
