import { STORAGE_KEYS } from '@jhy/contract';
import type { ComeFrom } from '../accounts';

/** The enterprise form's page; the enterprises themselves are managed in the personal center (MY_ACCOUNT_PATH). */
export const ADD_COMPANY_PATH = '/main/addCompany';

/**
 * The add-enterprise form ends in the personal center's 我的企业 tab:
 * the tab's comeFrom pair (personalCenter.ts), which useOpenTabAfterSubmit sets on submit.
 */
export const ADD_COMPANY_COME_FROM: ComeFrom = { name: 'addCompany', flag: STORAGE_KEYS.flagAddCompany };
