import { API, STORAGE_KEYS } from '@jhy/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/renderRoute';
import { ok, refused, stubAccountApi } from '../../../test/stubAccountApi';

const userinfo = { token: 't0ken', id: 7, nick_name: '', mobile: '13800138000', user_image: '' };

async function fillLogin(mobile: string, password = 'green2024', code = 'test') {
  const user = userEvent.setup();
  if (mobile) await user.type(await screen.findByLabelText('手机号码'), mobile);
  if (password) await user.type(screen.getByLabelText('密码'), password);
  if (code) await user.type(screen.getByLabelText('图形验证码'), code);
  return user;
}

describe('/login', () => {
  it('asks for each field with the product’s messages before calling the server', async () => {
    const { calls } = stubAccountApi({});
    renderRoute('/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '登 录' }));
    // antd animates the messages in; jsdom never finishes the animation, so presence is the check.
    expect(await screen.findByText('请输入手机号码')).toBeInTheDocument();
    expect(screen.getByText('请输入密码')).toBeInTheDocument();
    expect(await screen.findByText('请输入图形验证码')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === API.login)).toHaveLength(0);
  });

  it('refuses a malformed mobile', async () => {
    stubAccountApi({});
    renderRoute('/login');
    const user = await fillLogin('12800138000');
    await user.click(screen.getByRole('button', { name: '登 录' }));
    expect(await screen.findByText('手机号码格式不正确')).toBeInTheDocument();
  });

  it('keeps the token and user id, remembers only the mobile, and goes to the saved path (then forgets it)', async () => {
    const { calls } = stubAccountApi({ [API.login]: () => ok({ userinfo }, '登录成功') });
    localStorage.setItem(STORAGE_KEYS.redirectPath, '/main/releaseDisplayGoods?routerOrigin=1');
    const { router } = renderRoute('/login');
    const user = await fillLogin('13800138000');
    await user.click(screen.getByRole('checkbox', { name: '记住账号' }));
    await user.click(screen.getByRole('button', { name: '登 录' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/main/releaseDisplayGoods'));
    expect(router.state.location.search).toBe('?routerOrigin=1');
    expect(calls.find((call) => call.path === API.login)?.body).toEqual({
      mobile: '13800138000',
      password: 'green2024',
      code: 'test',
    });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('t0ken');
    expect(localStorage.getItem(STORAGE_KEYS.userId)).toBe('7');
    expect(localStorage.getItem(STORAGE_KEYS.rememberedMobile)).toBe('13800138000');
    expect(localStorage.getItem(STORAGE_KEYS.redirectPath)).toBeNull();
    expect(JSON.stringify(localStorage)).not.toContain('green2024');
  });

  it('goes to the personal center when no path was saved', async () => {
    stubAccountApi({
      [API.login]: () => ok({ userinfo }),
      [API.userInfo]: () => ok({ ...userinfo, email: '', user_type: 1, wchat: '', user_image_fullurl: '' }),
    });
    const { router } = renderRoute('/login');
    const user = await fillLogin('13800138000');
    await user.click(screen.getByRole('button', { name: '登 录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/main/myAccount'));
  });

  it('fills in the remembered mobile', async () => {
    stubAccountApi({});
    localStorage.setItem(STORAGE_KEYS.rememberedMobile, '13900139000');
    renderRoute('/login');
    expect(await screen.findByLabelText('手机号码')).toHaveValue('13900139000');
    expect(screen.getByRole('checkbox', { name: '记住账号' })).toBeChecked();
  });

  it('shows the server message, keeps what was typed, and draws a new captcha', async () => {
    stubAccountApi({ [API.login]: () => refused(429, '密码连续错误次数过多，账号已锁定，请 15 分钟后再试') });
    const { router } = renderRoute('/login');
    const user = await fillLogin('13800138000');
    const before = screen.getByAltText(/图形验证码/).getAttribute('src');
    await user.click(screen.getByRole('button', { name: '登 录' }));
    expect(await screen.findByText('密码连续错误次数过多，账号已锁定，请 15 分钟后再试')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByLabelText('手机号码')).toHaveValue('13800138000');
    expect(screen.getByLabelText('图形验证码')).toHaveValue('');
    const after = screen.getByAltText(/图形验证码/).getAttribute('src');
    expect(after).not.toBe(before);
    expect(after).toMatch(/^\/index\/common\/verify\?t=/);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('draws a new captcha when the picture is clicked', async () => {
    stubAccountApi({});
    renderRoute('/login');
    const image = await screen.findByAltText(/图形验证码/);
    const before = image.getAttribute('src');
    await userEvent.setup().click(image);
    await waitFor(() => expect(screen.getByAltText(/图形验证码/).getAttribute('src')).not.toBe(before));
  });
});
