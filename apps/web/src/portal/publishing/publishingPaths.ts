import { STORAGE_KEYS } from '@jhy/contract';
import type { ComeFrom } from '../accounts';

/** The publishing pages (docs/product.md §2) and where they return to (also MY_ACCOUNT_PATH, accounts/accountPaths.ts). */
export const TRADING_CENTER_PATH = '/main/TradingCenter';
export const HANGING_FORM_PATH = '/main/hangingForm';
export const LAUNCH_TRADING_GOODS_PATH = '/main/LaunchTradingGoods';

/**
 * The listing forms end in the personal center's 产品挂牌信息 tab:
 * the tab's comeFrom pair (personalCenter.ts), which useOpenTabAfterSubmit sets on submit.
 */
export const PRODUCT_FORM_COME_FROM: ComeFrom = { name: 'productForm', flag: STORAGE_KEYS.flagProductForm };
