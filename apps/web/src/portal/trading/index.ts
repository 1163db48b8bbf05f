/** What other features use of the trading feature (docs/architecture.md "Features"). */
export { TRADING_CENTER_PATH, TRADING_DATA_PATH } from './tradingPaths';
export { InfoTable } from './detail/InfoTable';
export { DisclosureFiles } from './detail/DisclosureFiles';
export { useDealOverview } from './api/dealTrendQueries';
export { DealFigureList } from './statistics/DealFigureList';
export { dealFigures } from './statistics/dealFigures';
