import { API, STORAGE_KEYS } from '@jhy/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/renderRoute';
import { ok, stubAccountApi } from '../../../test/stubAccountApi';

describe('the header user corner', () => {
  it('offers login and register to a visitor', async () => {
    stubAccountApi({});
    renderRoute('/main/aboutUs');
    expect(await screen.findByRole('link', { name: '登录' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: '注册' })).toHaveAttribute('href', '/register');
  });

  it('shows avatar and nickname of a logged-in user, falling back to 用户 + mobile and the default avatar', async () => {
    stubAccountApi({});
    localStorage.setItem(STORAGE_KEYS.token, 't0ken');
    localStorage.setItem(STORAGE_KEYS.profile, JSON.stringify({ nickName: '', avatar: '', mobile: '13800138000' }));
    renderRoute('/main/aboutUs');
    const me = await screen.findByRole('button', { name: '用户13800138000，打开用户菜单' });
    expect(me.querySelector('img')?.getAttribute('src')).toMatch(/defaultAvatar|data:image\/svg/);
    expect(screen.queryByRole('link', { name: '登录' })).toBeNull();
  });

  it('logs out: the server revokes the token, the device forgets everything but the remembered mobile, home', async () => {
    const { calls } = stubAccountApi({ [API.logout]: () => ok(null, '已退出登录') });
    for (const key of Object.values(STORAGE_KEYS)) localStorage.setItem(key, '1');
    localStorage.setItem(STORAGE_KEYS.token, 't0ken');
    localStorage.setItem(STORAGE_KEYS.rememberedMobile, '13800138000');
    localStorage.setItem(
      STORAGE_KEYS.profile,
      JSON.stringify({ nickName: '牦牛乳业', avatar: '/uploads/a.png', mobile: '13800138000' }),
    );
    sessionStorage.setItem('anything', 'x');
    const { router } = renderRoute('/main/aboutUs');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '牦牛乳业，打开用户菜单' }));
    await user.click(await screen.findByText('退出登录'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/main/indexHome'));
    expect(calls.find((call) => call.path === API.logout)?.token).toBe('t0ken');
    const kept = Object.values(STORAGE_KEYS).filter((key) => localStorage.getItem(key) !== null);
    expect(kept.filter((key) => key !== STORAGE_KEYS.selectedTab)).toEqual([STORAGE_KEYS.rememberedMobile]);
    expect(sessionStorage.length).toBe(0);
    expect(await screen.findByRole('link', { name: '登录' })).toBeInTheDocument();
  });
});

describe('the header user menu', () => {
  const keepLogin = () => {
    localStorage.setItem(STORAGE_KEYS.token, 't0ken');
    localStorage.setItem(
      STORAGE_KEYS.profile,
      JSON.stringify({ nickName: '牦牛乳业', avatar: '', mobile: '13800138000' }),
    );
  };

  it('shows the nickname the server has now, not the one kept at login', async () => {
    stubAccountApi({
      [API.userInfo]: () => ok({ id: 7, nick_name: '生态小王', mobile: '13800138000', user_image: '' }),
    });
    keepLogin();
    renderRoute('/main/aboutUs');
    expect(await screen.findByRole('button', { name: '生态小王，打开用户菜单' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.profile) ?? '{}')).toMatchObject({ nickName: '生态小王' });
  });
});
