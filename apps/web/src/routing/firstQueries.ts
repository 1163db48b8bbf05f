import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction, RouteObject } from 'react-router';
import { isPageHandle, type FirstCode, type FirstQuery } from './pageHandle';

/**
 * The routes, where a page declares its first query (PageHandle.firstQuery) or first code
 * (PageHandle.firstCode), with a loader that starts them. React Router runs a route's loader while its
 * `lazy` module is still downloading, so on a slow network the page's data and its code arrive
 * together instead of one after the other (docs/performance.md "Data with the page's code"). The
 * loader does not wait for the query's answer: the page shows its own loading state, and the query
 * cache hands it the answer when it comes. It waits for the first code, so that the page's first
 * render has it.
 */
export function withFirstQueries(routes: RouteObject[], queryClient: QueryClient): RouteObject[] {
  return routes.map((route) => {
    const handle = isPageHandle(route.handle) ? route.handle : undefined;
    const page =
      handle?.firstQuery || handle?.firstCode
        ? { ...route, loader: startingFirstQuery(handle.firstQuery, handle.firstCode, route.loader, queryClient) }
        : route;
    if (page.index || !page.children) return page;
    return { ...page, children: withFirstQueries(page.children, queryClient) };
  });
}

function startingFirstQuery(
  firstQuery: FirstQuery | undefined,
  firstCode: FirstCode | undefined,
  ownLoader: RouteObject['loader'],
  queryClient: QueryClient,
): LoaderFunction {
  return async (args) => {
    // The route's own loader first: a login-required page sends a visitor away before anything is asked.
    const own = typeof ownLoader === 'function' ? await ownLoader(args) : null;
    const search = new URL(args.request.url).searchParams;
    if (firstQuery) {
      void Promise.resolve(firstQuery(search)).then((options) => options && queryClient.prefetchQuery(options));
    }
    // Code that fails to arrive is the page's to report, when it asks for it itself.
    await firstCode?.(search)?.catch(() => undefined);
    return own;
  };
}
