import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, redirect, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { appRoutes } from '../app/router';
import { withFirstQueries } from './firstQueries';
import { isPageHandle, type PageHandle } from './pageHandle';

/** A page whose module arrives only when the test says so, and whose first query is a spy. */
function slowPage(handle: Partial<PageHandle> = {}, loader?: RouteObject['loader']) {
  let arrive: () => void = () => {};
  const moduleArrived = new Promise<void>((resolve) => (arrive = resolve));
  const readListing = vi.fn(async () => ({ name: '玉树牦牛绒' }));
  const route: RouteObject = {
    path: '/detail',
    handle: {
      title: '详情',
      firstQuery: (search: URLSearchParams) => ({ queryKey: ['listing', search.get('id')], queryFn: readListing }),
      ...handle,
    },
    ...(loader ? { loader } : {}),
    lazy: async () => {
      await moduleArrived;
      return { Component: () => null };
    },
  };
  return { route, readListing, arrive };
}

describe('withFirstQueries', () => {
  it("starts a page's first query while the page's module is still loading", async () => {
    const queryClient = new QueryClient();
    const page = slowPage();
    const router = createMemoryRouter(withFirstQueries([{ path: '/', children: [page.route] }], queryClient), {
      initialEntries: ['/'],
    });

    void router.navigate('/detail?id=7');
    await vi.waitFor(() => expect(page.readListing).toHaveBeenCalledTimes(1));
    expect(router.state.navigation.state).toBe('loading');
    await vi.waitFor(() => expect(queryClient.getQueryData(['listing', '7'])).toEqual({ name: '玉树牦牛绒' }));

    page.arrive();
    await vi.waitFor(() => expect(router.state.location.search).toBe('?id=7'));
    expect(page.readListing).toHaveBeenCalledTimes(1);
  });

  it('starts a first query whose definition comes as a promise', async () => {
    const queryClient = new QueryClient();
    const readListing = vi.fn(async () => ({ name: '玉树牦牛绒' }));
    const page = slowPage({
      firstQuery: async (search) => ({ queryKey: ['listing', search.get('id')], queryFn: readListing }),
    });
    const router = createMemoryRouter(
      withFirstQueries([page.route, { path: '/', Component: () => null }], queryClient),
      {
        initialEntries: ['/'],
      },
    );

    void router.navigate('/detail?id=8');
    await vi.waitFor(() => expect(queryClient.getQueryData(['listing', '8'])).toEqual({ name: '玉树牦牛绒' }));
    expect(router.state.navigation.state).toBe('loading');
    page.arrive();
  });

  it("renders the page once its first code has arrived, without waiting for its first query's answer", async () => {
    const queryClient = new QueryClient();
    let codeArrives: () => void = () => {};
    const code = new Promise<void>((resolve) => (codeArrives = resolve));
    const readListing = vi.fn(() => new Promise<never>(() => {}));
    const page = slowPage({
      firstQuery: () => ({ queryKey: ['listing'], queryFn: readListing }),
      firstCode: () => code,
    });
    const router = createMemoryRouter(
      withFirstQueries([page.route, { path: '/', Component: () => null }], queryClient),
      { initialEntries: ['/'] },
    );

    void router.navigate('/detail?id=9');
    page.arrive();
    await vi.waitFor(() => expect(readListing).toHaveBeenCalledTimes(1));
    // The module is there, the code it draws first is not: the page waits.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(router.state.navigation.state).toBe('loading');
    codeArrives();
    // The answer never comes, and the page is drawn all the same.
    await vi.waitFor(() => expect(router.state.location.search).toBe('?id=9'));
    expect(router.state.navigation.state).toBe('idle');
  });

  it("asks nothing when the route's own loader sends the visitor away", async () => {
    const queryClient = new QueryClient();
    const page = slowPage({}, () => {
      throw redirect('/login');
    });
    const router = createMemoryRouter(
      withFirstQueries([page.route, { path: '/login', Component: () => null }], queryClient),
      { initialEntries: ['/login'] },
    );

    page.arrive();
    await router.navigate('/detail?id=7');
    expect(router.state.location.pathname).toBe('/login');
    expect(page.readListing).not.toHaveBeenCalled();
  });

  it('asks nothing for an address the page has no first query for', async () => {
    const queryClient = new QueryClient();
    const page = slowPage({ firstQuery: () => undefined });
    const router = createMemoryRouter(
      withFirstQueries([page.route, { path: '/', Component: () => null }], queryClient),
      {
        initialEntries: ['/'],
      },
    );

    page.arrive();
    await router.navigate('/detail');
    expect(router.state.location.pathname).toBe('/detail');
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});

describe('the pages that declare a first query', () => {
  const handleOf = (path: string, routes: RouteObject[] = appRoutes): PageHandle | undefined => {
    for (const route of routes) {
      if (route.path === path && isPageHandle(route.handle)) return route.handle;
      const found = route.children && handleOf(path, route.children);
      if (found) return found;
    }
    return undefined;
  };

  const firstQueryOf = async (path: string, search: string) =>
    await handleOf(path)?.firstQuery?.(new URLSearchParams(search));

  it('the pilot map page asks for the zone index, the keys its page reads', async () => {
    expect((await firstQueryOf('PilotDemonstration', ''))?.queryKey).toEqual(['pilot', 'index']);
  });

  it.each(['TradingDetail', 'TradingDetailTwo'])(
    '%s asks for the listing of its id, and nothing without one',
    async (path) => {
      expect((await firstQueryOf(path, 'id=12'))?.queryKey).toEqual(['trading', 'detail', 12]);
      expect(await firstQueryOf(path, 'id=abc')).toBeUndefined();
    },
  );
});
