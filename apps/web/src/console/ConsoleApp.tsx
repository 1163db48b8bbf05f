import { Suspense } from 'react';
import { ConfigProvider, Spin } from 'antd';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { AntdScope } from '../app/AntdScope';
import { ConsoleLoginPage } from './auth/ConsoleLoginPage';
import { consolePages } from './consolePages';
import { consoleTheme } from './consoleTheme';
import { ConsoleLayout } from './layout/ConsoleLayout';
import { ConsoleNotFound, PermissionGate } from './layout/PermissionGate';
import { StaffSessionGate } from './layout/StaffSessionGate';
import './console.css';

/**
 * The staff console: its login, and every page of `consolePages` inside the session gate and layout.
 * Route objects with `useRoutes`, not `<Routes>` JSX: the JSX form would add react-router code to
 * the shared vendor chunk that the portal's home page loads.
 */
const consoleRouteTree: RouteObject[] = [
  { path: 'login', element: <ConsoleLoginPage /> },
  {
    element: (
      <StaffSessionGate>
        <ConsoleLayout />
      </StaffSessionGate>
    ),
    children: [
      { index: true, element: <Navigate to="dashboard" replace /> },
      ...consolePages.map(({ path, title, permission, Page }) => ({
        path,
        element: (
          <PermissionGate title={title} permission={permission}>
            <Suspense fallback={<Spin className="jhy-console-loading" />}>
              <Page />
            </Suspense>
          </PermissionGate>
        ),
      })),
      { path: '*', element: <ConsoleNotFound /> },
    ],
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
