/** The trading center (docs/product.md §2) and the deal statistics page reached from it (ours: /main/TradingData). */
export const TRADING_CENTER_PATH = '/main/TradingCenter';
export const TRADING_DATA_PATH = '/main/TradingData';
