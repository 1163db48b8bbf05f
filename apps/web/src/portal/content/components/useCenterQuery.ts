import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { CenterQuery } from '../api/contentQueries';

/**
 * A center's tab, keyword and page live in the address (`?type=20&keyword=碳汇&page=2`), so that
 * the back button from a detail page, a reload or a shared link shows the same list.
 */
export function useCenterQuery(allowedTypes: readonly number[], defaultType: number) {
  const [params, setParams] = useSearchParams();
  const query: CenterQuery = useMemo(() => {
    const type = Number(params.get('type'));
    const page = Number(params.get('page'));
    return {
      type: params.get('type') !== null && allowedTypes.includes(type) ? type : defaultType,
      keyword: (params.get('keyword') ?? '').trim(),
      page: Number.isInteger(page) && page > 0 ? page : 1,
    };
  }, [params, allowedTypes, defaultType]);

  const update = useCallback(
    (change: Partial<CenterQuery>) => {
      const next = { ...query, ...change };
      const search: Record<string, string> = { type: String(next.type) };
      if (next.keyword) search.keyword = next.keyword;
      if (next.page > 1) search.page = String(next.page);
      setParams(search);
    },
    [query, setParams],
  );

  return { query, update };
}
