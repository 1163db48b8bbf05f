/** The publishing pages (docs/product.md §2) and where they return to (also MY_ACCOUNT_PATH, accounts/accountPaths.ts). */
export const TRADING_CENTER_PATH = '/main/TradingCenter';
export const HANGING_FORM_PATH = '/main/hangingForm';
export const LAUNCH_TRADING_GOODS_PATH = '/main/LaunchTradingGoods';
