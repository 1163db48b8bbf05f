import { API } from '@jhy/contract';
import { postQuery } from '../../../api/routeQueries';
import type { FirstQuery } from '../../../routing/pageHandle';
import { ownListPageQuery } from '../../shared/queryPolicies';

/** The bidding feature's queries all start with it: a change of the user's standing reads them again. */
export const biddingKey = ['bidding'] as const;

/** An auction's state as the room reads it (404 before the auction exists). */
export const auctionStateQuery = (listingId: number) =>
  postQuery([...biddingKey, 'auction', listingId], API.auctionState, { listing_id: listingId });

/** One page of the user's registrations, newest first. */
export const myRegistrationsQuery = (page: number) =>
  ownListPageQuery([...biddingKey, 'mine'], API.biddingMine, page, {});

/** 我的报名与竞价's first query: its first page, asked for while the tab's code loads. */
export const myRegistrationsFirstQuery: FirstQuery = () => myRegistrationsQuery(1);

/** The room's first query (routing/firstQueries.ts): its state, asked for while the room's code loads. */
export const biddingRoomFirstQuery: FirstQuery = (search) => {
  const listingId = Number(search.get('listing_id'));
  return Number.isInteger(listingId) && listingId > 0 ? { ...auctionStateQuery(listingId), retry: false } : undefined;
};
