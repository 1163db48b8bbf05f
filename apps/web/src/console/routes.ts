import type { RouteObject } from 'react-router';

/**
 * The staff console at #/console. One splat route and nothing else here: this file is part of the
 * portal's first load, so every console page, and antd's heavier components with them, arrive
 * only when someone opens the console (ConsoleApp declares its own pages).
 */
export const consoleRoutes: RouteObject[] = [
  {
    path: 'console/*',
    handle: { title: '管理后台' },
    lazy: async () => ({ Component: (await import('./ConsoleApp')).ConsoleApp }),
  },
];
