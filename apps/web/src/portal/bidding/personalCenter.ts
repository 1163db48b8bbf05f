import type { PersonalCenterTab } from '../accounts';
import { myRegistrationsFirstQuery } from './api/biddingFirstQueries';

/** The personal center's tabs (gathered by app/personalCenterTabs.ts): each its own chunk, loaded when first opened. */
export const biddingPersonalCenterTabs: PersonalCenterTab[] = [
  {
    key: 'bidding',
    label: '我的报名与竞价',
    order: 60,
    load: () => import('./MyRegistrationsTab').then((module) => module.MyRegistrationsTab),
    firstQuery: myRegistrationsFirstQuery,
    drawsAntd: false,
  },
  {
    key: 'deals',
    label: '我的成交',
    order: 70,
    load: () => import('./MyDealsTab').then((module) => module.MyDealsTab),
  },
];
