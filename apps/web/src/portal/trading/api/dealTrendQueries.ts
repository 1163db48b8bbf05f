import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API, PAGE_SIZE } from '@jhy/contract';
import { get } from '../../../api/client';

/** Deal statistics change when staff record a deal: a few minutes old is fine for charts. */
const staleTime = 5 * 60_000;

export function useDealOverview() {
  return useQuery({
    queryKey: ['dealTrends', 'overview'],
    queryFn: ({ signal }) => get(API.dealTrends, undefined, { signal }),
    staleTime,
  });
}

/** Amount by quarter over `range` ('yyyy-q' each), or the server's last eight quarters. */
export function useQuarterAmounts(range: { startTime: string; endTime: string } | undefined) {
  return useQuery({
    queryKey: ['dealTrends', 'amount', range?.startTime, range?.endTime],
    queryFn: ({ signal }) => get(API.dealAmountData, range, { signal }),
    select: (answer) => answer.amount_list,
    placeholderData: keepPreviousData,
    staleTime,
  });
}

export function useProductTypeShares() {
  return useQuery({
    queryKey: ['dealTrends', 'productType'],
    queryFn: ({ signal }) => get(API.dealProductType, undefined, { signal }),
    staleTime,
  });
}

export function useZoneAmounts() {
  return useQuery({
    queryKey: ['dealTrends', 'zones'],
    queryFn: ({ signal }) => get(API.dealZoneData, undefined, { signal }),
    staleTime,
  });
}

export function useZoneTrends() {
  return useQuery({
    queryKey: ['dealTrends', 'zoneTrends'],
    queryFn: ({ signal }) => get(API.dealZoneTrends, undefined, { signal }),
    staleTime,
  });
}

/** The paged deal list (docs/product.md §7 typeList: page, limit 10, product_type, product_category). */
export function useDealPage(query: { page: number; productType?: number; productCategory?: number }) {
  return useQuery({
    queryKey: ['dealTrends', 'deals', query.page, query.productType, query.productCategory],
    queryFn: ({ signal }) =>
      get(
        API.dealTypeList,
        {
          page: query.page,
          limit: PAGE_SIZE.trading,
          product_type: query.productType,
          product_category: query.productCategory,
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
    staleTime,
  });
}
