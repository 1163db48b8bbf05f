import { lazy } from 'react';
import { EnvironmentOutlined, ShopOutlined } from '@ant-design/icons';
import type { ConsolePage } from '../consolePages';

/**
 * The console's pages of the display-product queue and the pilot zones (consolePages.tsx gathers every
 * feature's).
 */
export const pilotPages: ConsolePage[] = [
  {
    path: 'review/displayProducts',
    title: '展示产品审核',
    permission: 'review.decide',
    menu: { group: 'review', icon: <ShopOutlined /> },
    Page: lazy(() => import('./DisplayProductQueuePage')),
  },
  {
    path: 'content/zones',
    title: '专区管理',
    permission: 'content.edit',
    menu: { group: 'content', icon: <EnvironmentOutlined /> },
    Page: lazy(() => import('./ZonesPage')),
  },
];
