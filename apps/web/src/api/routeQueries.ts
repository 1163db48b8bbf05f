import type { QueryFunctionContext, QueryKey } from '@tanstack/react-query';
import type { ApiInput, ApiPath } from '@jhy/contract';
import { get, post, type QueryParams } from './client';

/**
 * The key and the function of a query that reads one route of the table, for `useQuery({ ...getQuery(…), … })`:
 * the query's own options (select, enabled, freshness) stay beside it, and leaving the page cancels the call.
 */
export function getQuery<P extends ApiPath>(queryKey: QueryKey, path: P, input?: ApiInput<P> & QueryParams) {
  return { queryKey, queryFn: ({ signal }: QueryFunctionContext) => get(path, input, { signal }) };
}

/** The same for a read route that takes its input as a POST body (the personal center's lists). */
export function postQuery<P extends ApiPath>(queryKey: QueryKey, path: P, body?: ApiInput<P>) {
  return { queryKey, queryFn: ({ signal }: QueryFunctionContext) => post(path, body, { signal }) };
}
