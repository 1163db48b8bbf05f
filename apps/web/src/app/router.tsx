import type { QueryClient } from '@tanstack/react-query';
import { createHashRouter, type RouteObject } from 'react-router';
import { consoleRoutes } from '../console/routes';
import { MainLayout } from '../layout/MainLayout';
import { accountRoutes, sessionRoutes } from '../portal/accounts/routes';
import { biddingRoutes } from '../portal/bidding/routes';
import { certificationRoutes } from '../portal/certification/routes';
import { contentRoutes } from '../portal/content/routes';
import { enterpriseRoutes } from '../portal/enterprises/routes';
import { homeRoutes } from '../portal/home/routes';
import { pilotRoutes } from '../portal/pilot/routes';
import { publishingRoutes } from '../portal/publishing/routes';
import { tradingRoutes } from '../portal/trading/routes';
import { withFirstQueries } from '../routing/firstQueries';
import { lazyPage } from '../routing/mainPage';
import { HOME_PATH } from '../routing/portalPaths';
import { RedirectKeepingQuery } from '../routing/RedirectKeepingQuery';
import { RootRoute, RouteErrorPage, RouteLoadingFallback } from './RootRoute';

/**
 * Every screen of docs/product.md §2. Each feature declares its own pages (portal/<feature>/routes.ts), all
 * loaded lazily; only the root and the /main layout are part of the first load. The personal center's
 * page is the app's PersonalCenterPage.tsx, which hands it the tabs the features declare.
 */
export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    Component: RootRoute,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: RouteLoadingFallback,
    children: [
      { path: '/', element: <RedirectKeepingQuery to={HOME_PATH} /> },
      ...sessionRoutes,
      {
        path: 'main',
        Component: MainLayout,
        children: [
          { index: true, element: <RedirectKeepingQuery to={HOME_PATH} /> },
          ...homeRoutes,
          ...tradingRoutes,
          ...biddingRoutes,
          ...publishingRoutes,
          ...pilotRoutes,
          ...certificationRoutes,
          ...contentRoutes,
          ...accountRoutes(
            () => import('./PersonalCenterPage'),
            async (search) => (await import('./personalCenterTabs')).personalCenterFirstQuery(search),
            async (search) => (await import('./personalCenterTabs')).personalCenterFirstCode(search),
          ),
          ...enterpriseRoutes,
        ],
      },
      ...consoleRoutes,
      {
        path: '*',
        handle: { title: '页面不存在' },
        lazy: lazyPage(() => import('./NotFoundPage').then(({ NotFoundPage }) => ({ default: NotFoundPage }))),
      },
    ],
  },
];

/** Hash routes are required (docs/product.md §2): links of the existing client look like `#/main/TradingCenter`. */
export function createAppRouter(queryClient: QueryClient) {
  return createHashRouter(withFirstQueries(appRoutes, queryClient));
}
