import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { API } from '@jhy/contract';
import { AppProviders } from '../app/AppProviders';
import { appRoutes } from '../app/router';
import { stubApi } from './stubApi';

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
  return { router, queryClient, ...view };
}

/**
 * Answers `/index/Common/sysConfig` with this system configuration, and every other path 404 (a
 * page whose data is not stubbed shows its failure, never a body of another shape).
 */
export function stubSysConfig(entries: Record<string, string> = {}) {
  const data = Object.entries(entries).map(([name, content], index) => ({ id: index + 1, name, title: name, content }));
  return stubApi({ [API.sysConfig]: data }).fetchStub;
}
