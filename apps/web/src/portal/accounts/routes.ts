import { createElement } from 'react';
import type { RouteObject } from 'react-router';
import { HEADER_TAB } from '../../routing/headerTab';
import { lazyPage, mainPage } from '../../routing/mainPage';
import type { PageHandle } from '../../routing/pageHandle';
import type { AccountTab } from './myAccount/personalCenterTab';

/**
 * The personal center sits in the layout with no header tab selected (docs/product.md §2). It needs a session:
 * a visitor goes to /login and comes back here afterwards. Its tabs come from `loadTabs`: the app gathers
 * them from the features (app/personalCenterTabs.ts), loaded with the page, not in the first load.
 */
export function accountRoutes(loadTabs: () => Promise<readonly AccountTab[]>): RouteObject[] {
  return mainPage({
    path: 'myAccount',
    title: '个人中心',
    tab: HEADER_TAB.none,
    requiresLogin: true,
    page: async () => {
      const [{ MyAccountPage }, tabs] = await Promise.all([import('./myAccount/MyAccountPage'), loadTabs()]);
      return {
        default: function PersonalCenterPage() {
          return createElement(MyAccountPage, { tabs });
        },
      };
    },
  });
}

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
