import { Suspense } from 'react';
import { ConfigProvider, Spin } from 'antd';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { AntdScope } from '../app/AntdScope';
import { consoleTheme } from './consoleTheme';
import { consolePages } from './consolePages';
import { ConsoleLayout } from './layout/ConsoleLayout';
import { ConsoleNotFound, PermissionGate } from './layout/PermissionGate';
import { StaffSessionGate } from './layout/StaffSessionGate';

/**
 * Every page of `consolePages` inside antd's theme (the console's over the portal's: every console
 * page draws antd), the session gate and the layout (its menu, its icons, every feature's page
 * list): a chunk of its own, so that the console's login, where a working day starts, loads none
 * of it (docs/performance.md "The console's first load").
 */
const workspaceRoutes: RouteObject[] = [
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

export default function ConsoleWorkspace() {
  const page = useRoutes(workspaceRoutes);
  return (
    <AntdScope>
      <ConfigProvider theme={consoleTheme}>{page}</ConfigProvider>
    </AntdScope>
  );
}
