import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import {
  AccountBookOutlined,
  ApartmentOutlined,
  AuditOutlined,
  BankOutlined,
  BookOutlined,
  DashboardOutlined,
  EnvironmentOutlined,
  FileDoneOutlined,
  FileTextOutlined,
  MessageOutlined,
  NotificationOutlined,
  PictureOutlined,
  ProfileOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  ShopOutlined,
  TeamOutlined,
  TransactionOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { staffCan, type ConsolePermission, type StaffRole } from '@jhy/contract';

export type ConsoleMenuGroup = 'work' | 'review' | 'trading' | 'content' | 'system';

export const CONSOLE_MENU_GROUPS: Record<ConsoleMenuGroup, string> = {
  work: '概览',
  review: '审核',
  trading: '交易运营',
  content: '内容管理',
  system: '系统管理',
};

/**
 * Every console page, in menu order: its path under #/console, the permission it needs (from the
 * contract's table, which the server's guard reads too) and where the menu lists it. A feature
 * adds its pages here — e.g. `{ path: 'review/enterprises', title: '企业认证', permission:
 * 'review.decide', menu: { group: 'review', icon: … }, Page: lazy(() => import('…')) }` — and the
 * route, the menu entry and the permission check follow.
 */
export interface ConsolePage {
  path: string;
  title: string;
  permission: ConsolePermission;
  /** Absent for pages reached from another page, not from the menu. */
  menu?: { group: ConsoleMenuGroup; icon: ReactNode };
  Page: LazyExoticComponent<ComponentType>;
}

const page = (loader: () => Promise<{ default: ComponentType }>) => lazy(loader);

export const consolePages: ConsolePage[] = [
  {
    path: 'dashboard',
    title: '工作台',
    permission: 'dashboard.view',
    menu: { group: 'work', icon: <DashboardOutlined /> },
    Page: page(() => import('./dashboard/DashboardPage')),
  },
  {
    path: 'review/enterprises',
    title: '企业认证',
    permission: 'review.decide',
    menu: { group: 'review', icon: <SafetyCertificateOutlined /> },
    Page: page(() => import('./enterprises/EnterpriseQueuePage')),
  },
  {
    path: 'review/listings',
    title: '挂牌项目审核',
    permission: 'review.decide',
    menu: { group: 'review', icon: <ProfileOutlined /> },
    Page: page(() => import('./listings/ListingQueuePage')),
  },
  {
    path: 'listings/operations',
    title: '挂牌项目运营',
    permission: 'listings.operate',
    menu: { group: 'trading', icon: <TransactionOutlined /> },
    Page: page(() => import('./listings/ListingOperationsPage')),
  },
  {
    path: 'review/certification',
    title: '产品认证受理',
    permission: 'review.decide',
    menu: { group: 'review', icon: <FileDoneOutlined /> },
    Page: page(() => import('./certification/CertificationQueuePage')),
  },
  {
    path: 'review/registrations',
    title: '意向受让资格确认',
    permission: 'review.decide',
    menu: { group: 'review', icon: <FileDoneOutlined /> },
    Page: page(() => import('./bidding/RegistrationQueuePage')),
  },
  {
    path: 'trading/auctions',
    title: '网络竞价',
    permission: 'review.decide',
    menu: { group: 'trading', icon: <TransactionOutlined /> },
    Page: page(() => import('./bidding/AuctionsPage')),
  },
  {
    path: 'trading/deposits',
    title: '保证金台账',
    permission: 'review.decide',
    menu: { group: 'trading', icon: <AccountBookOutlined /> },
    Page: page(() => import('./bidding/DepositLedgerPage')),
  },
  {
    path: 'review/displayProducts',
    title: '展示产品审核',
    permission: 'review.decide',
    menu: { group: 'review', icon: <ShopOutlined /> },
    Page: page(() => import('./pilot/DisplayProductQueuePage')),
  },
  {
    path: 'content/news',
    title: '资讯管理',
    permission: 'content.edit',
    menu: { group: 'content', icon: <FileTextOutlined /> },
    Page: page(() => import('./content/NewsEditorPage')),
  },
  {
    path: 'content/notices',
    title: '通知公告',
    permission: 'content.edit',
    menu: { group: 'content', icon: <NotificationOutlined /> },
    Page: page(() => import('./content/NoticesEditorPage')),
  },
  {
    path: 'content/policies',
    title: '政策法规',
    permission: 'content.edit',
    menu: { group: 'content', icon: <BookOutlined /> },
    Page: page(() => import('./content/PoliciesEditorPage')),
  },
  {
    path: 'content/banners',
    title: '首页轮播',
    permission: 'content.edit',
    menu: { group: 'content', icon: <PictureOutlined /> },
    Page: page(() => import('./content/BannersEditorPage')),
  },
  {
    path: 'content/organisations',
    title: '认证机构',
    permission: 'content.edit',
    menu: { group: 'content', icon: <BankOutlined /> },
    Page: page(() => import('./certification/OrganisationsPage')),
  },
  {
    path: 'content/zones',
    title: '专区管理',
    permission: 'content.edit',
    menu: { group: 'content', icon: <EnvironmentOutlined /> },
    Page: page(() => import('./pilot/ZonesPage')),
  },
  {
    path: 'staff',
    title: '员工管理',
    permission: 'staff.manage',
    menu: { group: 'system', icon: <TeamOutlined /> },
    Page: page(() => import('./staff/StaffPage')),
  },
  {
    path: 'users',
    title: '门户用户',
    permission: 'users.view',
    menu: { group: 'system', icon: <UserOutlined /> },
    Page: page(() => import('./users/UsersPage')),
  },
  {
    path: 'sysconfig',
    title: '系统配置',
    permission: 'sysConfig.edit',
    menu: { group: 'system', icon: <SettingOutlined /> },
    Page: page(() => import('./sysconfig/SysConfigPage')),
  },
  {
    path: 'categories',
    title: '分类管理',
    permission: 'categories.edit',
    menu: { group: 'system', icon: <ApartmentOutlined /> },
    Page: page(() => import('./categories/CategoriesPage')),
  },
  {
    path: 'sms',
    title: '短信发件箱',
    permission: 'sms.view',
    menu: { group: 'system', icon: <MessageOutlined /> },
    Page: page(() => import('./sms/SmsOutboxPage')),
  },
  {
    path: 'audit',
    title: '审计日志',
    permission: 'audit.view',
    menu: { group: 'system', icon: <AuditOutlined /> },
    Page: page(() => import('./audit/AuditLogPage')),
  },
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
