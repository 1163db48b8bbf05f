import { keepPreviousData, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { PAGE_SIZE, type ApiInput, type ApiPath } from '@jhy/contract';
import { useApiMutation, type ApiMutationOptions } from '../../api/mutation';
import { postQuery } from '../../api/routeQueries';

/**
 * How old an answer may be and still be what a page shows as it appears: the page's first query
 * (routing/firstQueries.ts), asked while the page's code loaded, answers it; it is not asked again
 * the moment the page mounts (the room, 我的报名与竞价 and the message center each asked twice).
 */
export const JUST_READ_MS = 2_000;

/**
 * Data someone else changes elsewhere (a reviewer decides, staff record a deposit, a message
 * arrives): read again each time a page shows it and when the window comes back, unless it was read
 * JUST_READ_MS ago, instead of the app's one minute of freshness (app/queryClient.ts), so a user
 * coming back sees the result.
 */
export const REREAD_ON_RETURN = { staleTime: JUST_READ_MS, refetchOnWindowFocus: true } as const;

/**
 * One page of the user's own list in the personal center: read again as above, and the page on
 * screen kept while the next one loads, so the pager does not jump.
 */
export const OWN_LIST_PAGE = { ...REREAD_ON_RETURN, placeholderData: keepPreviousData } as const;

/**
 * One page (4 a page, docs/product.md §9) of the user's own list at `path`, searched by `filters`
 * (a name, or none), under `key` and kept as OWN_LIST_PAGE says.
 */
export function useOwnListPage<P extends ApiPath>(
  key: QueryKey,
  path: P,
  page: number,
  filters: Omit<ApiInput<P>, 'page' | 'limit'>,
) {
  return useQuery({ ...ownListPageQuery(key, path, page, filters), ...OWN_LIST_PAGE });
}

/** useOwnListPage's query, for a tab's first query (routing/firstQueries.ts) to ask the same. */
export function ownListPageQuery<P extends ApiPath>(
  key: QueryKey,
  path: P,
  page: number,
  filters: Omit<ApiInput<P>, 'page' | 'limit'>,
) {
  // Every such route takes the page, the personal center's page size and its own filters.
  const body = { page, limit: PAGE_SIZE.personalCenter, ...filters } as ApiInput<P>;
  return postQuery([...key, page, filters], path, body);
}

/**
 * A change sent through the portal's one error path (api/mutation.ts) that, once the server
 * accepts it, marks every query under `key` stale: the lists showing the changed rows read again.
 */
export function useRefreshingMutation<TData, TVariables>(
  key: QueryKey,
  options: Omit<ApiMutationOptions<TData, TVariables>, 'onSuccess'>,
) {
  const queryClient = useQueryClient();
  return useApiMutation({ ...options, onSuccess: () => queryClient.invalidateQueries({ queryKey: key }) });
}
