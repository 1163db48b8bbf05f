import { HEADER_TAB } from '../../routing/headerTab';
import { sectionPages } from '../../routing/mainPage';
import type { FirstQuery } from '../../routing/pageHandle';

// Its own small module, loaded beside the room's code: the route table is on everyone's first load.
const biddingRoomFirstQuery: FirstQuery = async (search) =>
  (await import('./api/biddingFirstQueries')).biddingRoomFirstQuery(search);

export const biddingRoutes = sectionPages(HEADER_TAB.trading, [
  // The auction room (docs/bidding.md "Bidding"): `#/main/BiddingRoom?listing_id=`. Plain markup, outside
  // antd's theme (docs/performance.md "The pages a bidder opens").
  {
    path: 'BiddingRoom',
    title: '竞价室',
    requiresLogin: true,
    page: () => import('./BiddingRoomPage'),
    firstQuery: biddingRoomFirstQuery,
    drawsAntd: false,
  },
  // The public page of a sale (docs/bidding.md "The result"): `#/main/DealVerify?no=`.
  { path: 'DealVerify', title: '成交验证', page: () => import('./DealVerifyPage') },
]);
