import { lazy, Suspense } from 'react';
import { ConfigProvider, Spin } from 'antd';
import { useRoutes, type RouteObject } from 'react-router';
import { AntdScope } from '../app/AntdScope';
import { ConsoleLoginPage } from './auth/ConsoleLoginPage';
import { consoleTheme } from './consoleTheme';
import './console.css';

const ConsoleWorkspace = lazy(() => import('./ConsoleWorkspace'));

/**
 * The staff console: its login, and everything else (ConsoleWorkspace: the session gate, the
 * layout and every page) loaded once the address is not the login.
 * Route objects with `useRoutes`, not `<Routes>` JSX: the JSX form would add react-router code to
 * the shared vendor chunk that the portal's home page loads.
 */
const consoleRouteTree: RouteObject[] = [
  { path: 'login', element: <ConsoleLoginPage /> },
  {
    path: '*',
    element: (
      <Suspense fallback={<Spin className="jhy-console-loading" />}>
        <ConsoleWorkspace />
      </Suspense>
    ),
  },
];

/** The console's theme over the portal's (app/AntdScope.tsx), as every console page draws antd. */
export function ConsoleApp() {
  return (
    <AntdScope>
      <ConfigProvider theme={consoleTheme}>{useRoutes(consoleRouteTree)}</ConfigProvider>
    </AntdScope>
  );
}
