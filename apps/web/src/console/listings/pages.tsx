import { lazy } from 'react';
import { ProfileOutlined, TransactionOutlined } from '@ant-design/icons';
import type { ConsolePage } from '../consolePages';

/**
 * The console's pages of the listing review queue and the listing operations (consolePages.tsx gathers
 * every feature's).
 */
export const listingPages: ConsolePage[] = [
  {
    path: 'review/listings',
    title: '挂牌项目审核',
    permission: 'review.decide',
    menu: { group: 'review', icon: <ProfileOutlined /> },
    Page: lazy(() => import('./ListingQueuePage')),
  },
  {
    path: 'listings/operations',
    title: '挂牌项目运营',
    permission: 'listings.operate',
    menu: { group: 'trading', icon: <TransactionOutlined /> },
    Page: lazy(() => import('./ListingOperationsPage')),
  },
];
