import { lazy } from 'react';
import { AuditOutlined } from '@ant-design/icons';
import type { ConsolePage } from '../consolePages';

/** The console's pages of the audit log (consolePages.tsx gathers every feature's). */
export const auditPages: ConsolePage[] = [
  {
    path: 'audit',
    title: '审计日志',
    permission: 'audit.view',
    menu: { group: 'system', icon: <AuditOutlined /> },
    Page: lazy(() => import('./AuditLogPage')),
  },
];
