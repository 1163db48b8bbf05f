import { lazy } from 'react';
import { TeamOutlined } from '@ant-design/icons';
import type { ConsolePage } from '../consolePages';

/** The console's pages of the staff (consolePages.tsx gathers every feature's). */
export const staffPages: ConsolePage[] = [
  {
    path: 'staff',
    title: '员工管理',
    permission: 'staff.manage',
    menu: { group: 'system', icon: <TeamOutlined /> },
    Page: lazy(() => import('./StaffPage')),
  },
];
