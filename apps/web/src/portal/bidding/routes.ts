import { HEADER_TAB } from '../../routing/headerTab';
import { sectionPages } from '../../routing/mainPage';

export const biddingRoutes = sectionPages(HEADER_TAB.trading, [
  // The auction room (docs/bidding.md "Bidding"): `#/main/BiddingRoom?listing_id=`.
  { path: 'BiddingRoom', title: '竞价室', requiresLogin: true, page: () => import('./BiddingRoomPage') },
  // The public page of a sale (docs/bidding.md "The result"): `#/main/DealVerify?no=`.
  { path: 'DealVerify', title: '成交验证', page: () => import('./DealVerifyPage') },
]);
