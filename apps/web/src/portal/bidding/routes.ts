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
];
