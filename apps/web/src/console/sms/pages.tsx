import { lazy } from 'react';
import { MessageOutlined } from '@ant-design/icons';
import type { ConsolePage } from '../consolePages';

/** The console's pages of the SMS outbox (consolePages.tsx gathers every feature's). */
export const smsPages: ConsolePage[] = [
  {
    path: 'sms',
    title: '短信发件箱',
    permission: 'sms.view',
    menu: { group: 'system', icon: <MessageOutlined /> },
    Page: lazy(() => import('./SmsOutboxPage')),
  },
];
