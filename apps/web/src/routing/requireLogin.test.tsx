import { STORAGE_KEYS } from '@jhy/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute, stubSysConfig } from '../test/renderRoute';

describe('login-required routes', () => {
  it.each(['/main/releaseDisplayGoods?routerOrigin=1', '/main/LaunchTradingGoods'])(
    'send a visitor without a token from %s to /login and keep the path for afterwards',
    async (path) => {
      stubSysConfig();
      const { router } = renderRoute(path);
      expect(await screen.findByRole('heading', { name: '用户登录' })).toBeVisible();
      expect(router.state.location.pathname).toBe('/login');
      expect(localStorage.getItem(STORAGE_KEYS.redirectPath)).toBe(path);
    },
  );

  it('let a user with a token in', async () => {
    stubSysConfig();
    localStorage.setItem(STORAGE_KEYS.token, 'abc123');
    const { router } = renderRoute('/main/releaseDisplayGoods?routerOrigin=1');
    expect(await screen.findByRole('heading', { level: 1, name: '发布展示产品' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/main/releaseDisplayGoods');
    expect(localStorage.getItem(STORAGE_KEYS.redirectPath)).toBeNull();
  });

  it('leave public pages open to visitors', async () => {
    stubSysConfig();
    const { router } = renderRoute('/main/hangingForm?routerOrigin=1');
    expect(await screen.findByText('请先登录后再发布挂牌项目')).toBeVisible();
    expect(router.state.location.pathname).toBe('/main/hangingForm');
  });
});
