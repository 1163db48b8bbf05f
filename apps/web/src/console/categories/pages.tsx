import { lazy } from 'react';
import { ApartmentOutlined } from '@ant-design/icons';
import type { ConsolePage } from '../consolePages';

/** The console's pages of the categories (consolePages.tsx gathers every feature's). */
export const categoriesPages: ConsolePage[] = [
  {
    path: 'categories',
    title: '分类管理',
    permission: 'categories.edit',
    menu: { group: 'system', icon: <ApartmentOutlined /> },
    Page: lazy(() => import('./CategoriesPage')),
  },
];
