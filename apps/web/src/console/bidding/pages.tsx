import { lazy } from 'react';
import { AccountBookOutlined, FileDoneOutlined, TransactionOutlined } from '@ant-design/icons';
import type { ConsolePage } from '../consolePages';

/**
 * The console's pages of the registration queue, the auctions and the deposit ledger (consolePages.tsx
 * gathers every feature's).
 */
export const biddingPages: ConsolePage[] = [
  {
    path: 'review/registrations',
    title: '意向受让资格确认',
    permission: 'review.decide',
    menu: { group: 'review', icon: <FileDoneOutlined /> },
    Page: lazy(() => import('./RegistrationQueuePage')),
  },
  {
    path: 'trading/auctions',
    title: '网络竞价',
    permission: 'review.decide',
    menu: { group: 'trading', icon: <TransactionOutlined /> },
    Page: lazy(() => import('./AuctionsPage')),
  },
  {
    path: 'trading/deposits',
    title: '保证金台账',
    permission: 'review.decide',
    menu: { group: 'trading', icon: <AccountBookOutlined /> },
    Page: lazy(() => import('./DepositLedgerPage')),
  },
];
