import { lazy } from 'react';
import { BankOutlined, FileDoneOutlined } from '@ant-design/icons';
import type { ConsolePage } from '../consolePages';

/**
 * The console's pages of the certification queue and the certification bodies (consolePages.tsx gathers
 * every feature's).
 */
export const certificationPages: ConsolePage[] = [
  {
    path: 'review/certification',
    title: '产品认证受理',
    permission: 'review.decide',
    menu: { group: 'review', icon: <FileDoneOutlined /> },
    Page: lazy(() => import('./CertificationQueuePage')),
  },
  {
    path: 'content/organisations',
    title: '认证机构',
    permission: 'content.edit',
    menu: { group: 'content', icon: <BankOutlined /> },
    Page: lazy(() => import('./OrganisationsPage')),
  },
];
