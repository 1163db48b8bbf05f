import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '../app/AppProviders';
import { appRoutes } from '../app/router';

/** Renders the real route tree at `path`, inside the same providers as the app. */
export function renderRoute(path: string) {
  return renderRoutes(appRoutes, path);
}

/** Renders `routes` in a memory router that starts at `path`, inside the same providers as the app. */
export function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, ...view };
}

/** Answers every fetch with this system configuration, as `/index/Common/sysConfig` would. */
export function stubSysConfig(entries: Record<string, string> = {}) {
  const data = Object.entries(entries).map(([name, content], index) => ({ id: index + 1, name, title: name, content }));
  const fetchStub = vi.fn(async () => new Response(JSON.stringify({ code: 200, msg: 'ok', data }), { status: 200 }));
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}
