import { STORAGE_KEYS } from '@jhy/contract';
import type { ComeFrom } from '../accounts';

/** The certification pages (docs/product.md §2 "Certification"). */
export const CERTIFICATION_PATH = '/main/ProductCertification';
export const CERTIFICATION_DETAIL_PATH = '/main/ProductCertificationDetail';
export const organisationPath = (id: number) => `/main/comOrganDetail?id=${id}`;

/**
 * The application form. `routerOrigin` says where the user came from, and so where its breadcrumb
 * leads back: 1 the trading center, 2 the certification pages, none the personal center.
 */
export const certificationFormPath = (routerOrigin?: 1 | 2) =>
  routerOrigin ? `/main/CertificationForm?routerOrigin=${routerOrigin}` : '/main/CertificationForm';

/**
 * The certification form ends in the personal center's 产品认证申请 tab:
 * the tab's comeFrom pair (personalCenter.ts), which useOpenTabAfterSubmit sets on submit.
 */
export const APPLY_FORM_COME_FROM: ComeFrom = { name: 'applyForm', flag: STORAGE_KEYS.flagApplyForm };
