import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { ENROLL_FILTER_OPTIONS } from '@jhy/contract';
import type { ListingQuery } from '../api/tradingQueries';

const STATUSES: readonly string[] = ENROLL_FILTER_OPTIONS.map((option) => option.value);

/** The list's filters and page in the address: `?type=126&status=1&name=碳汇&page=2`. */
export function useListingQuery() {
  const [params, setParams] = useSearchParams();
  const query: ListingQuery = useMemo(() => {
    const type = Number(params.get('type'));
    const page = Number(params.get('page'));
    const status = params.get('status') ?? '';
    return {
      projectType: Number.isInteger(type) && type > 0 ? type : 0,
      enrollStatus: STATUSES.includes(status) ? status : '',
      name: (params.get('name') ?? '').trim(),
      page: Number.isInteger(page) && page > 0 ? page : 1,
    };
  }, [params]);

  const update = useCallback(
    /** `keepScroll`: the caller places the page itself (paging scrolls to the list, not the top). */
    (change: Partial<ListingQuery>, options: { keepScroll?: boolean } = {}) => {
      const next = { ...query, ...change };
      const search: Record<string, string> = {};
      if (next.projectType) search.type = String(next.projectType);
      if (next.enrollStatus) search.status = next.enrollStatus;
      if (next.name) search.name = next.name;
      if (next.page > 1) search.page = String(next.page);
      setParams(search, { preventScrollReset: options.keepScroll ?? false });
    },
    [query, setParams],
  );

  return { query, update };
}
