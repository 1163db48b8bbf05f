import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction, RouteObject } from 'react-router';
import { isPageHandle, type FirstQuery } from './pageHandle';

/**
 * The routes, where a page declares its first query (PageHandle.firstQuery), with a loader that starts
 * that query. React Router runs a route's loader while its `lazy` module is still downloading, so on a
 * slow network the page's data and its code arrive together instead of one after the other
 * (docs/performance.md "Data with the page's code"). The loader does not wait for the answer: the
 * page shows its own loading state, and the query cache hands it the answer when it comes.
 */
export function withFirstQueries(routes: RouteObject[], queryClient: QueryClient): RouteObject[] {
  return routes.map((route) => {
    const firstQuery = isPageHandle(route.handle) ? route.handle.firstQuery : undefined;
    const page = firstQuery ? { ...route, loader: startingFirstQuery(firstQuery, route.loader, queryClient) } : route;
    if (page.index || !page.children) return page;
    return { ...page, children: withFirstQueries(page.children, queryClient) };
  });
}

function startingFirstQuery(
  firstQuery: FirstQuery,
  ownLoader: RouteObject['loader'],
  queryClient: QueryClient,
): LoaderFunction {
  return async (args) => {
    // The route's own loader first: a login-required page sends a visitor away before anything is asked.
    const own = typeof ownLoader === 'function' ? await ownLoader(args) : null;
    void Promise.resolve(firstQuery(new URL(args.request.url).searchParams)).then(
      (options) => options && queryClient.prefetchQuery(options),
    );
    return own;
  };
}
