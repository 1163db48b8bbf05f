/** What other features use of the bidding feature (docs/architecture.md "Features"). */
export { BuyerPanel } from './BuyerPanel';
export { ListingResult } from './ListingResult';
export { biddingPersonalCenterTabs } from './personalCenter';
