import { STORAGE_KEYS } from '@jhy/contract';
import type { ComeFrom, PersonalCenterTab } from '../accounts';

/** The certification form ends in this tab (the comeFrom rule, useOpenTabAfterSubmit). */
export const APPLY_FORM_COME_FROM: ComeFrom = { name: 'applyForm', flag: STORAGE_KEYS.flagApplyForm };

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
