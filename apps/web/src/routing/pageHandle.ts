import type { FetchQueryOptions } from '@tanstack/react-query';
import { useMatches } from 'react-router';

/**
 * The query a page reads before it can show its main content, from the address's query string
 * (undefined: none for this address). The router starts it while the page's code loads
 * (routing/firstQueries.ts), so the two downloads overlap instead of following each other. A
 * definition that needs more code than the first load has (zod, to read an id) comes as a promise,
 * from a module of its own.
 */
type FirstQueryOptions = FetchQueryOptions<unknown> | undefined;
export type FirstQuery = (search: URLSearchParams) => FirstQueryOptions | Promise<FirstQueryOptions>;

/**
 * Code a page draws on its first render beyond its own module, named by the address (the personal
 * center's tab): the router loads it beside the page's module and renders the page once it has
 * arrived (routing/firstQueries.ts). Else that part suspends on the first render, and React 19 holds
 * the reveal of a fallback shown then for its 300 ms throttle (docs/performance.md "No fallback for
 * what has arrived").
 */
export type FirstCode = (search: URLSearchParams) => Promise<unknown> | undefined;

/**
 * What a route tells the layout about its page: the Chinese page name (document title, the
 * "being built" placeholder) and the header tab its site section belongs to (docs/product.md §2):
 * 0–6 in header order, -1 for "no tab" (the personal center), absent for pages that keep the
 * tab the user came from.
 */
export interface PageHandle {
  title: string;
  tab?: number;
  firstQuery?: FirstQuery;
  firstCode?: FirstCode;
}

export function isPageHandle(handle: unknown): handle is PageHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as PageHandle).title === 'string';
}

/** The handle of the deepest matched route that has one. */
export function useCurrentPageHandle(): PageHandle | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index--) {
    const handle = matches[index]?.handle;
    if (isPageHandle(handle)) return handle;
  }
  return undefined;
}
