import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API, PAGE_SIZE, type ApiPath } from '@jhy/contract';
import { getQuery } from '../../../api/routeQueries';

/** Deal statistics change when staff record a deal: a few minutes old is fine for charts. */
const staleTime = 5 * 60_000;

/** One chart's figures, which take no input: read from `path`, kept under 'dealTrends' for a few minutes. */
function useChartFigures<P extends ApiPath>(name: string, path: P) {
  return useQuery({ ...getQuery(['dealTrends', name], path), staleTime });
}

export const useDealOverview = () => useChartFigures('overview', API.dealTrends);
export const useProductTypeShares = () => useChartFigures('productType', API.dealProductType);
export const useZoneAmounts = () => useChartFigures('zones', API.dealZoneData);
export const useZoneTrends = () => useChartFigures('zoneTrends', API.dealZoneTrends);

/** Amount by quarter over `range` ('yyyy-q' each), or the server's last eight quarters. */
export function useQuarterAmounts(range: { startTime: string; endTime: string } | undefined) {
  return useQuery({
    ...getQuery(['dealTrends', 'amount', range?.startTime, range?.endTime], API.dealAmountData, range),
    select: (answer) => answer.amount_list,
    placeholderData: keepPreviousData,
    staleTime,
  });
}

/** The paged deal list (docs/product.md §7 typeList: page, limit 10, product_type, product_category). */
export function useDealPage(query: { page: number; productType?: number; productCategory?: number }) {
  const { page, productType, productCategory } = query;
  return useQuery({
    ...getQuery(['dealTrends', 'deals', page, productType, productCategory], API.dealTypeList, {
      page,
      limit: PAGE_SIZE.trading,
      product_type: productType,
      product_category: productCategory,
    }),
    placeholderData: keepPreviousData,
    staleTime,
  });
}
