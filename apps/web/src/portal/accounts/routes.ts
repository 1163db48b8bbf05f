import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { HEADER_TAB } from '../../routing/headerTab';
import { lazyPage, mainPage } from '../../routing/mainPage';
import type { FirstCode, FirstQuery, PageHandle } from '../../routing/pageHandle';

/**
 * The personal center sits in the layout with no header tab selected (docs/product.md §2). It needs a session:
 * a visitor goes to /login and comes back here afterwards. Its page, `myAccount/MyAccountPage.tsx` with
 * the tabs the features declare, is composed by the app, which knows the features (app/PersonalCenterPage.tsx).
 */
export const accountRoutes = (
  personalCenterPage: () => Promise<{ default: ComponentType }>,
  firstQuery: FirstQuery,
  firstCode: FirstCode,
): RouteObject[] =>
  mainPage({
    path: 'myAccount',
    title: '个人中心',
    tab: HEADER_TAB.none,
    requiresLogin: true,
    page: personalCenterPage,
    firstQuery,
    firstCode,
    // Its tabs are plain markup; a tab that draws antd loads antd's theme itself (assemblePersonalCenter.tsx).
    drawsAntd: false,
  });

/** Login, register and password recovery stand outside the /main layout. */
export const sessionRoutes: RouteObject[] = [
  {
    path: 'login',
    handle: { title: '登录' } satisfies PageHandle,
    lazy: lazyPage(() => import('./auth/LoginPage')),
  },
  {
    path: 'register',
    handle: { title: '注册' } satisfies PageHandle,
    lazy: lazyPage(() => import('./auth/RegisterPage')),
  },
  {
    path: 'forgetPwd',
    handle: { title: '找回密码' } satisfies PageHandle,
    lazy: lazyPage(() => import('./auth/ForgetPasswordPage')),
  },
];
