import { HEADER_TAB } from '../../routing/headerTab';
import { mainPage } from '../../routing/mainPage';

/** The auction room (docs/bidding.md "Bidding"): `#/main/BiddingRoom?listing_id=`. */
export const biddingRoutes = [
  ...mainPage({
    path: 'BiddingRoom',
    title: '竞价室',
    tab: HEADER_TAB.trading,
    requiresLogin: true,
    page: () => import('./BiddingRoomPage'),
  }),
  // The public page of a sale (docs/bidding.md "The result"): `#/main/DealVerify?no=`.
  ...mainPage({
    path: 'DealVerify',
    title: '成交验证',
    tab: HEADER_TAB.trading,
    page: () => import('./DealVerifyPage'),
  }),
];
