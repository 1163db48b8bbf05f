import { lazy } from 'react';
import { DashboardOutlined } from '@ant-design/icons';
import type { ConsolePage } from '../consolePages';

/** The console's pages of the dashboard (consolePages.tsx gathers every feature's). */
export const dashboardPages: ConsolePage[] = [
  {
    path: 'dashboard',
    title: '工作台',
    permission: 'dashboard.view',
    menu: { group: 'work', icon: <DashboardOutlined /> },
    Page: lazy(() => import('./DashboardPage')),
  },
];
