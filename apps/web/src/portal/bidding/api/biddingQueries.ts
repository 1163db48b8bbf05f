import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import { API, type ApiInput } from '@jhy/contract';
import { request } from '../../../api/client';
import { postQuery } from '../../../api/routeQueries';
import { useApiMutation } from '../../../api/mutation';
import { OWN_LIST_PAGE, REREAD_ON_RETURN, useRefreshingMutation } from '../../shared/queryPolicies';

import { auctionStateQuery, biddingKey, myRegistrationsQuery } from './biddingFirstQueries';

/** Where the logged-in user stands on one listing (docs/bidding.md). */
export function useListingStanding(listingId: number, enabled: boolean) {
  return useQuery({
    ...postQuery([...biddingKey, 'standing', listingId], API.biddingStanding, { listing_id: listingId }),
    enabled,
    // Staff record deposits and qualify elsewhere: coming back to the page shows it.
    ...REREAD_ON_RETURN,
  });
}

/** One page of the user's registrations, newest first. */
export function useMyRegistrations(page: number) {
  return useQuery({ ...myRegistrationsQuery(page), ...OWN_LIST_PAGE });
}

export function useRegister(form: FormInstance) {
  return useRefreshingMutation(biddingKey, {
    form,
    mutationFn: async (payload: ApiInput<typeof API.biddingRegister>) =>
      (await request(API.biddingRegister, { body: payload })).msg,
  });
}

export function useWithdraw() {
  return useRefreshingMutation(biddingKey, {
    mutationFn: async (id: number) => (await request(API.biddingWithdraw, { body: { id } })).msg,
  });
}

/** The auction room's state of a listing (docs/bidding.md "Bidding"); 404 while there is no auction. */
export function useAuctionState(listingId: number, enabled = true) {
  return useQuery({
    ...auctionStateQuery(listingId),
    enabled,
    retry: false,
    ...REREAD_ON_RETURN,
  });
}

export function usePlaceBid() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: async (payload: ApiInput<typeof API.auctionBid>) => {
      const answer = await request(API.auctionBid, { body: payload });
      return { msg: answer.msg, view: answer.data };
    },
    onSuccess: ({ view }) => queryClient.setQueryData([...biddingKey, 'auction', view.listing_id], view),
  });
}
