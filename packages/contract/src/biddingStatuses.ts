import { statusViewOf, type StatusBadges } from './statusBadges.js';

/** A registration's status (docs/bidding.md). */
export const REGISTRATION_STATUS = {
  0: { label: '待资格确认', color: 'orange' },
  1: { label: '资格已确认', color: 'green' },
  2: { label: '资格未通过', color: 'red' },
  3: { label: '已撤回', color: 'default' },
} as const satisfies StatusBadges;
export type RegistrationStatus = keyof typeof REGISTRATION_STATUS;
export const registrationStatusView = statusViewOf(REGISTRATION_STATUS);

/** A deposit's status: received, then converted into the price (winner) or refunded (the others). */
export const DEPOSIT_STATUS = {
  0: { label: '未到账', color: 'default' },
  1: { label: '已到账', color: 'blue' },
  2: { label: '已转为价款', color: 'green' },
  3: { label: '待退还', color: 'orange' },
  4: { label: '已退还', color: 'default' },
  5: { label: '待确认到账', color: 'gold' },
  6: { label: '待确认退还', color: 'gold' },
} as const satisfies StatusBadges;
export type DepositStatus = keyof typeof DEPOSIT_STATUS;
export const depositStatusView = statusViewOf(DEPOSIT_STATUS);
