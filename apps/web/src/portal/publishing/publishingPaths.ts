/** The publishing pages (docs/product.md §2) and where they return to. */
export const MY_ACCOUNT_PATH = '/main/myAccount';
export const TRADING_CENTER_PATH = '/main/TradingCenter';
export const HANGING_FORM_PATH = '/main/hangingForm';
export const LAUNCH_TRADING_GOODS_PATH = '/main/LaunchTradingGoods';
