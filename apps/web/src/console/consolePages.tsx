import type { ComponentType, LazyExoticComponent, ReactNode } from 'react';
import { staffCan, type ConsolePermission, type StaffRole } from '@jhy/contract';
import { auditPages } from './audit/pages';
import { biddingPages } from './bidding/pages';
import { categoriesPages } from './categories/pages';
import { certificationPages } from './certification/pages';
import { contentPages } from './content/pages';
import { dashboardPages } from './dashboard/pages';
import { enterprisePages } from './enterprises/pages';
import { listingPages } from './listings/pages';
import { pilotPages } from './pilot/pages';
import { smsPages } from './sms/pages';
import { staffPages } from './staff/pages';
import { sysconfigPages } from './sysconfig/pages';
import { usersPages } from './users/pages';

export type ConsoleMenuGroup = 'work' | 'review' | 'trading' | 'content' | 'system';

export const CONSOLE_MENU_GROUPS: Record<ConsoleMenuGroup, string> = {
  work: '概览',
  review: '审核',
  trading: '交易运营',
  content: '内容管理',
  system: '系统管理',
};

/**
 * A console page: its path under #/console, the permission it needs (from the contract's table, which
 * the server's guard reads too) and where the menu lists it. A feature lists its pages in its own
 * `<feature>/pages.tsx` — e.g. `{ path: 'review/enterprises', title: '企业认证', permission:
 * 'review.decide', menu: { group: 'review', icon: … }, Page: lazy(() => import('./EnterpriseQueuePage')) }`
 * — and the route, the menu entry and the permission check follow.
 */
export interface ConsolePage {
  path: string;
  title: string;
  permission: ConsolePermission;
  /** Absent for pages reached from another page, not from the menu. */
  menu?: { group: ConsoleMenuGroup; icon: ReactNode };
  Page: LazyExoticComponent<ComponentType>;
}

/**
 * Every console page: the features' lists, in the order the menu shows each group's pages (a feature's
 * pages may sit in several groups, e.g. certification's queue under 审核 and its bodies under 内容管理).
 */
export const consolePages: ConsolePage[] = [
  ...dashboardPages,
  ...enterprisePages,
  ...listingPages,
  ...contentPages,
  ...certificationPages,
  ...biddingPages,
  ...pilotPages,
  ...staffPages,
  ...usersPages,
  ...sysconfigPages,
  ...categoriesPages,
  ...smsPages,
  ...auditPages,
];

export interface ConsoleMenuSection {
  group: ConsoleMenuGroup;
  label: string;
  pages: ConsolePage[];
}

/** The side menu of a role: only the pages it may open, grouped, empty groups left out. */
export function consoleMenuFor(role: StaffRole, pages: ConsolePage[] = consolePages): ConsoleMenuSection[] {
  const visible = pages.filter((p) => p.menu && staffCan(role, p.permission));
  return (Object.keys(CONSOLE_MENU_GROUPS) as ConsoleMenuGroup[])
    .map((group) => ({
      group,
      label: CONSOLE_MENU_GROUPS[group],
      pages: visible.filter((p) => p.menu!.group === group),
    }))
    .filter((section) => section.pages.length > 0);
}
