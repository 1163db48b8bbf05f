import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CONSOLE_API, CONSOLE_STORAGE_KEYS } from '@jhy/contract';
import { stubEnterpriseApi as stubConsoleApi } from '../../test/enterpriseFixtures';
import { renderRoute } from '../../test/renderRoute';

const SLOW = { timeout: 20_000 };

describe('the printed first admin password', () => {
  it('must be changed before the console opens, in a dialog that cannot be closed', async () => {
    localStorage.setItem(CONSOLE_STORAGE_KEYS.token, 'first-token');
    let changed = false;
    const calls = stubConsoleApi({
      [CONSOLE_API.me]: () => ({
        data: { id: 1, username: 'admin', displayName: '系统管理员', role: 'admin', mustChangePassword: !changed },
      }),
      [CONSOLE_API.changePassword]: () => {
        changed = true;
        return { msg: '密码已修改', data: { token: 'renewed-token' } };
      },
      [CONSOLE_API.dashboard]: () => ({
        data: { queues: [], totals: { users: 3, activeUsers: 3, staff: 1, auditToday: 2 } },
      }),
    });
    const user = userEvent.setup();
    renderRoute('/console');

    const dialog = await screen.findByRole('dialog', {}, SLOW);
    expect(within(dialog).getByText('首次登录，请修改初始密码')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /取\s*消/ })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    // No page is mounted meanwhile: the server would refuse its calls.
    expect(calls.some((call) => call.path === CONSOLE_API.dashboard)).toBe(false);

    await user.type(within(dialog).getByLabelText('原密码'), 'Printed2026pw');
    await user.type(within(dialog).getByLabelText('新密码'), 'Qinghai2026new');
    await user.type(within(dialog).getByLabelText('确认新密码'), 'Qinghai2026new');
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));

    expect(await screen.findByRole('heading', { name: '工作台' }, SLOW)).toBeInTheDocument();
    expect(calls.find((call) => call.path === CONSOLE_API.changePassword)?.body).toEqual({
      oldPassword: 'Printed2026pw',
      newPassword: 'Qinghai2026new',
      confirmPassword: 'Qinghai2026new',
    });
    expect(localStorage.getItem(CONSOLE_STORAGE_KEYS.token)).toBe('renewed-token');
    await waitFor(() => expect(screen.queryByText(/首次登录须先修改初始密码/)).toBeNull());
  });

  it('can be left by logging out, which ends the session and opens the login', async () => {
    localStorage.setItem(CONSOLE_STORAGE_KEYS.token, 'first-token');
    const calls = stubConsoleApi({
      [CONSOLE_API.me]: () => ({
        data: { id: 1, username: 'admin', displayName: '系统管理员', role: 'admin', mustChangePassword: true },
      }),
      [CONSOLE_API.logout]: () => ({ msg: '已退出登录', data: null }),
    });
    const user = userEvent.setup();
    renderRoute('/console');

    const dialog = await screen.findByRole('dialog', {}, SLOW);
    await user.click(within(dialog).getByRole('button', { name: '退出登录' }));

    expect(await screen.findByRole('button', { name: /登\s*录/ }, SLOW)).toBeInTheDocument();
    expect(calls.some((call) => call.path === CONSOLE_API.logout)).toBe(true);
    expect(localStorage.getItem(CONSOLE_STORAGE_KEYS.token)).toBeNull();
  });
});
