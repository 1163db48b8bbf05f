import { lazy } from 'react';
import { SettingOutlined } from '@ant-design/icons';
import type { ConsolePage } from '../consolePages';

/** The console's pages of the system configuration (consolePages.tsx gathers every feature's). */
export const sysconfigPages: ConsolePage[] = [
  {
    path: 'sysconfig',
    title: '系统配置',
    permission: 'sysConfig.edit',
    menu: { group: 'system', icon: <SettingOutlined /> },
    Page: lazy(() => import('./SysConfigPage')),
  },
];
