import { lazy, Suspense } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { ConsoleLoginPage } from './auth/ConsoleLoginPage';
import './console.css';

const ConsoleWorkspace = lazy(() => import('./ConsoleWorkspace'));

/**
 * The staff console: its login, plain markup, and everything else (ConsoleWorkspace: antd's theme,
 * the session gate, the layout and every page) loaded once the address is not the login
 * (docs/performance.md "The console's first load").
 * Route objects with `useRoutes`, not `<Routes>` JSX: the JSX form would add react-router code to
 * the shared vendor chunk that the portal's home page loads.
 */
const consoleRouteTree: RouteObject[] = [
  { path: 'login', element: <ConsoleLoginPage /> },
  {
    path: '*',
    element: (
      <Suspense fallback={<div className="jhy-console-loading" role="progressbar" aria-label="加载中" />}>
        <ConsoleWorkspace />
      </Suspense>
    ),
  },
];

export function ConsoleApp() {
  return useRoutes(consoleRouteTree);
}
