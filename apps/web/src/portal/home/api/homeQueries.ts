import { useQuery } from '@tanstack/react-query';
import { API, HOME } from '@jhy/contract';
import { getQuery } from '../../../api/routeQueries';

/** The home carousel's items (docs/product.md §7 homePage: data.data; up to 5). */
export function useHomeBanners() {
  return useQuery({
    ...getQuery(['home', 'banners'], API.homePage),
    select: (answer) => answer.data,
  });
}

/** The notice / policy-news tab list (6 each) and the top news item (docs/product.md §7 homeNotice). */
export function useHomeNotices() {
  return useQuery({
    ...getQuery(['home', 'notices'], API.homeNotice, { page: 1 }),
  });
}

/** The newest listed projects, up to 10 (docs/product.md §1, §9), from the trading center's list call. */
export function useHomeListings() {
  return useQuery({
    ...getQuery(['home', 'listings'], API.listingList, { page: 1, limit: HOME.projects }),
    select: (answer) => (Array.isArray(answer?.data) ? answer.data.slice(0, HOME.projects) : []),
  });
}
