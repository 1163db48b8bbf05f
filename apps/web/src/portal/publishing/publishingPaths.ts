/** The publishing pages (docs/product.md §2) and where they return to. */
export const MY_ACCOUNT_PATH = '/main/myAccount';
/** A successful publish opens the personal center's listing tab (the productForm flag, docs/product.md §4). */
export const MY_LISTINGS_AFTER_PUBLISH_PATH = `${MY_ACCOUNT_PATH}?comeFrom=productForm`;
export const TRADING_CENTER_PATH = '/main/TradingCenter';
export const HANGING_FORM_PATH = '/main/hangingForm';
export const LAUNCH_TRADING_GOODS_PATH = '/main/LaunchTradingGoods';
