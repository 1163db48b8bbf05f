import { lazy } from 'react';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import type { ConsolePage } from '../consolePages';

/** The console's pages of the enterprise review queue (consolePages.tsx gathers every feature's). */
export const enterprisePages: ConsolePage[] = [
  {
    path: 'review/enterprises',
    title: '企业认证',
    permission: 'review.decide',
    menu: { group: 'review', icon: <SafetyCertificateOutlined /> },
    Page: lazy(() => import('./EnterpriseQueuePage')),
  },
];
