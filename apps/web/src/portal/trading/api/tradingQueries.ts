import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API, CAROUSEL, PAGE_SIZE } from '@jhy/contract';
import { get } from '../../../api/client';
import { getQuery } from '../../../api/routeQueries';
import { listingDetailQuery } from './tradingFirstQueries';

/** What the trading center's list asks for (docs/product.md §7 listing call); '' / 0 mean "all". */
export interface ListingQuery {
  projectType: number;
  enrollStatus: string;
  name: string;
  page: number;
}

export function useListingPage({ projectType, enrollStatus, name, page }: ListingQuery) {
  return useQuery({
    ...getQuery(['trading', 'listings', projectType, enrollStatus, name, page], API.listingList, {
      limit: PAGE_SIZE.trading,
      page,
      project_type: projectType || undefined,
      enroll_status: enrollStatus || undefined,
      project_name: name || undefined,
    }),
    // Keep the previous page on screen while the next one loads, so the pager does not jump.
    placeholderData: keepPreviousData,
  });
}

/** The trading center's carousel (docs/product.md §2: up to 5). */
export function useListingBanners() {
  return useQuery({
    ...getQuery(['trading', 'banners'], API.listingBanner),
    select: (banners) => banners.slice(0, CAROUSEL.bannerMax),
  });
}

export function useListingDetail(id: number | undefined) {
  return useQuery({
    ...listingDetailQuery(id),
    enabled: id !== undefined,
    retry: false,
  });
}

/**
 * A short-lived signed link to one disclosure attachment, or (kind 'enroll') one of the materials
 * the registration asks for; the server refuses it without a login.
 */
export function requestAttachmentLink(listingId: number, index: number, kind: 'disclosure' | 'enroll' = 'disclosure') {
  return get(API.listingAttachmentLink, { id: listingId, index, kind });
}
