import { useQuery } from '@tanstack/react-query';
import { API, HOME } from '@jhy/contract';
import { get } from '../../../api/client';

/** The home carousel's items (docs/product.md §7 homePage: data.data; up to 5). */
export function useHomeBanners() {
  return useQuery({
    queryKey: ['home', 'banners'],
    queryFn: ({ signal }) => get(API.homePage, undefined, { signal }),
    select: (answer) => answer.data,
  });
}

/** The notice / policy-news tab list (6 each) and the top news item (docs/product.md §7 homeNotice). */
export function useHomeNotices() {
  return useQuery({
    queryKey: ['home', 'notices'],
    queryFn: ({ signal }) => get(API.homeNotice, { page: 1 }, { signal }),
  });
}

/** The newest listed projects, up to 10 (docs/product.md §1, §9), from the trading center's list call. */
export function useHomeListings() {
  return useQuery({
    queryKey: ['home', 'listings'],
    queryFn: ({ signal }) => get(API.listingList, { page: 1, limit: HOME.projects }, { signal }),
    select: (answer) => (Array.isArray(answer?.data) ? answer.data.slice(0, HOME.projects) : []),
  });
}
