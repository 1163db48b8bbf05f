import { lazy } from 'react';
import { UserOutlined } from '@ant-design/icons';
import type { ConsolePage } from '../consolePages';

/** The console's pages of the portal users (consolePages.tsx gathers every feature's). */
export const usersPages: ConsolePage[] = [
  {
    path: 'users',
    title: '门户用户',
    permission: 'users.view',
    menu: { group: 'system', icon: <UserOutlined /> },
    Page: lazy(() => import('./UsersPage')),
  },
];
