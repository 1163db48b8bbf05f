import { useQuery } from '@tanstack/react-query';
import { API } from '@jhy/contract';
import { get } from '../../../api/client';
import { useOwnListPage } from '../../shared/queryPolicies';
import { useApiMutation } from '../../../api/mutation';
import { getQuery } from '../../../api/routeQueries';

const dealKey = ['deal'] as const;

/** One page of the caller's sales, as seller or buyer, newest first (我的成交). */
export function useMyDeals(page: number) {
  return useOwnListPage([...dealKey, 'mine'], API.dealMine, page, {});
}

/** A 成交确认书 verified by its number (the public verification page). */
export function useDealVerification(no: string) {
  return useQuery({
    ...getQuery([...dealKey, 'verify', no], API.dealVerify, { no }),
    enabled: no !== '',
    retry: false,
  });
}

/** A listing's sale on the platform; 404 when it was not sold here. */
export function useDealOfListing(listingId: number, enabled: boolean) {
  return useQuery({
    ...getQuery([...dealKey, 'listing', listingId], API.dealOfListing, { listing_id: listingId }),
    enabled,
    retry: false,
  });
}

/** A closed auction's bid record; 404 without an auction, 409 before it closed. */
export function useBiddingHistory(listingId: number, enabled: boolean) {
  return useQuery({
    ...getQuery([...dealKey, 'history', listingId], API.biddingHistory, { listing_id: listingId }),
    enabled,
    retry: false,
  });
}

/**
 * Downloads the caller's 成交确认书: asks for a short-lived signed link, then lets the browser open
 * it (a plain download, no token), as every private file is served (docs/bidding.md "The result").
 */
export function useConfirmationDownload() {
  return useApiMutation({
    mutationFn: async (listingId: number) => {
      const link = await get(API.dealConfirmationLink, { listing_id: listingId });
      const anchor = document.createElement('a');
      anchor.href = link.url;
      anchor.download = `成交确认书-${link.no}.pdf`;
      document.body.append(anchor);
      anchor.click();
      anchor.remove();
      return link;
    },
  });
}
