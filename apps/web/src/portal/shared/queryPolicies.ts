import { keepPreviousData, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useApiMutation, type ApiMutationOptions } from '../../api/mutation';

/**
 * Data someone else changes elsewhere (a reviewer decides, staff record a deposit, a message
 * arrives): read again each time a page shows it and when the window comes back, instead of the
 * app's one minute of freshness (app/queryClient.ts), so a user coming back sees the result.
 */
export const REREAD_ON_RETURN = { staleTime: 0, refetchOnWindowFocus: true } as const;

/**
 * One page of the user's own list in the personal center: read again as above, and the page on
 * screen kept while the next one loads, so the pager does not jump.
 */
export const OWN_LIST_PAGE = { ...REREAD_ON_RETURN, placeholderData: keepPreviousData } as const;

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
