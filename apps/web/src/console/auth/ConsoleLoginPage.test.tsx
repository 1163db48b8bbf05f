import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CONSOLE_API, CONSOLE_STORAGE_KEYS, consoleMessages, ruleMessages } from '@jhy/contract';
import { stubEnterpriseApi as stubConsoleApi } from '../../test/enterpriseFixtures';
import { renderRoute } from '../../test/renderRoute';

const SLOW = { timeout: 20_000 };
const admin = { id: 1, username: 'admin', displayName: '系统管理员', role: 'admin', mustChangePassword: false };

describe('the console login (plain markup, docs/performance.md "The console\'s first load")', () => {
  it('names each blank field and sends nothing; a message follows what is typed after', async () => {
    const calls = stubConsoleApi({});
    const user = userEvent.setup();
    const { container } = renderRoute('/console/login');
    await user.click(await screen.findByRole('button', { name: '登录' }, SLOW));

    expect(screen.getByText(consoleMessages.usernameRequired)).toBeInTheDocument();
    expect(screen.getByText(ruleMessages.passwordRequired)).toBeInTheDocument();
    expect(screen.getByText(consoleMessages.captchaRequired)).toBeInTheDocument();
    const username = screen.getByLabelText('用户名');
    expect(username).toHaveFocus();
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveAccessibleDescription(consoleMessages.usernameRequired);
    expect(calls.filter((call) => call.path === CONSOLE_API.login)).toEqual([]);

    await user.type(username, 'admin');
    expect(screen.queryByText(consoleMessages.usernameRequired)).toBeNull();
    expect(username).not.toHaveAttribute('aria-invalid');
    // Spaces are not a name.
    await user.clear(username);
    await user.type(username, '   ');
    expect(screen.getByText(consoleMessages.usernameRequired)).toBeInTheDocument();
    // Nothing of antd is drawn: the login's first load carries none of it.
    expect(container.querySelector('[class*="ant-"]')).toBeNull();
  });

  it('keeps what was typed but the used captcha when the server says no, then logs in', async () => {
    let tries = 0;
    const calls = stubConsoleApi({
      [CONSOLE_API.login]: () => {
        tries += 1;
        return tries === 1
          ? { code: 400, msg: '图形验证码错误' }
          : { msg: '登录成功', data: { token: 'staff-token', staff: admin } };
      },
      [CONSOLE_API.me]: () => ({ data: admin }),
      [CONSOLE_API.dashboard]: () => ({
        data: { queues: [], totals: { users: 3, activeUsers: 3, staff: 1, auditToday: 2 } },
      }),
    });
    const user = userEvent.setup();
    renderRoute('/console/login');
    await user.type(await screen.findByLabelText('用户名', {}, SLOW), 'admin');
    await user.type(screen.getByLabelText('密码', { exact: true }), 'Qinghai2026pw');
    await user.click(screen.getByRole('button', { name: '显示密码' }));
    expect(screen.getByLabelText('密码', { exact: true })).toHaveAttribute('type', 'text');
    const captcha = screen.getByLabelText('验证码', { exact: true });
    await user.type(captcha, 'abcd');
    const image = screen.getByRole('img', { name: '图形验证码，点击更换' });
    const firstImage = image.getAttribute('src');
    await user.click(screen.getByRole('button', { name: '登录' }));

    await waitFor(() => expect(captcha).toHaveValue(''));
    expect(screen.getByLabelText('用户名')).toHaveValue('admin');
    expect(screen.getByLabelText('密码', { exact: true })).toHaveValue('Qinghai2026pw');
    await waitFor(() => expect(image.getAttribute('src')).not.toBe(firstImage));
    expect(calls.find((call) => call.path === CONSOLE_API.login)?.body).toEqual({
      username: 'admin',
      password: 'Qinghai2026pw',
      code: 'abcd',
    });

    await user.type(captcha, 'efgh');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByRole('heading', { name: '工作台' }, SLOW)).toBeInTheDocument();
    expect(localStorage.getItem(CONSOLE_STORAGE_KEYS.token)).toBe('staff-token');
  });
});
