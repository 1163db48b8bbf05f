import { lazy } from 'react';
import { BookOutlined, FileTextOutlined, NotificationOutlined, PictureOutlined } from '@ant-design/icons';
import type { ConsolePage } from '../consolePages';

/**
 * The console's pages of the editors of news, notices, policies and the home carousel (consolePages.tsx
 * gathers every feature's).
 */
export const contentPages: ConsolePage[] = [
  {
    path: 'content/news',
    title: '资讯管理',
    permission: 'content.edit',
    menu: { group: 'content', icon: <FileTextOutlined /> },
    Page: lazy(() => import('./NewsEditorPage')),
  },
  {
    path: 'content/notices',
    title: '通知公告',
    permission: 'content.edit',
    menu: { group: 'content', icon: <NotificationOutlined /> },
    Page: lazy(() => import('./NoticesEditorPage')),
  },
  {
    path: 'content/policies',
    title: '政策法规',
    permission: 'content.edit',
    menu: { group: 'content', icon: <BookOutlined /> },
    Page: lazy(() => import('./PoliciesEditorPage')),
  },
  {
    path: 'content/banners',
    title: '首页轮播',
    permission: 'content.edit',
    menu: { group: 'content', icon: <PictureOutlined /> },
    Page: lazy(() => import('./BannersEditorPage')),
  },
];
