import { API, STORAGE_KEYS } from '@jhy/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { logInAs, testUser } from '../../../test/accountFixtures';
import { renderRoute } from '../../../test/renderRoute';
import { ok, refused, stubAccountApi } from '../../../test/stubAccountApi';

const user = testUser();
const logIn = () => logInAs(user);

describe('/main/myAccount', () => {
  it('sends a visitor to /login and back here afterwards', async () => {
    stubAccountApi({});
    const { router } = renderRoute('/main/myAccount');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem(STORAGE_KEYS.redirectPath)).toBe('/main/myAccount');
  });

  it('shows the four tabs and the account: nickname fallback, user type, read-only mobile and email', async () => {
    logIn();
    stubAccountApi({ [API.userInfo]: () => ok(user) });
    renderRoute('/main/myAccount');
    for (const tab of ['我的账户', '我的企业', '产品挂牌信息', '产品认证申请']) {
      expect(await screen.findByRole('tab', { name: tab })).toBeInTheDocument();
    }
    const account = await screen.findByRole('region', { name: '我的账户' });
    expect(within(account).getByRole('heading', { name: '用户13800138000' })).toBeInTheDocument();
    expect(within(account).getByText('企业用户')).toBeInTheDocument();
    expect(within(account).getByText('未填写')).toBeInTheDocument();
    expect(within(account).getByAltText('我的头像').getAttribute('src')).toMatch(/defaultAvatar|data:image\/svg/);
  });

  it('opens the enterprises tab for comeFrom=addCompany when the flag is set, and clears the flag', async () => {
    logIn();
    localStorage.setItem(STORAGE_KEYS.flagAddCompany, '1');
    stubAccountApi({ [API.userInfo]: () => ok(user) });
    renderRoute('/main/myAccount?comeFrom=addCompany');
    await waitFor(() => expect(screen.getByRole('tab', { name: '我的企业' })).toHaveAttribute('aria-selected', 'true'));
    expect(localStorage.getItem(STORAGE_KEYS.flagAddCompany)).toBeNull();
  });

  it('edits nickname and email (mobile disabled) and shows the new values in the page and the header', async () => {
    logIn();
    let current = user;
    const { calls } = stubAccountApi({
      [API.userInfo]: () => ok(current),
      [API.editUserInfo]: (body) => {
        current = { ...current, nick_name: String(body.nick_name), email: String(body.email) };
        return ok(current, '修改成功');
      },
    });
    renderRoute('/main/myAccount');
    const userEvents = userEvent.setup();
    await userEvents.click(await screen.findByRole('button', { name: /编辑资料/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('手机号码')).toBeDisabled();
    await userEvents.type(within(dialog).getByLabelText('昵称'), '青稞合作社');
    await userEvents.type(within(dialog).getByLabelText('邮箱'), 'qingke@example.cn');
    await userEvents.click(within(dialog).getByRole('button', { name: /保/ }));

    expect(await screen.findByRole('heading', { name: '青稞合作社' })).toBeInTheDocument();
    expect(screen.getByText('qingke@example.cn')).toBeInTheDocument();
    expect(calls.find((call) => call.path === API.editUserInfo)?.body).toEqual({
      nick_name: '青稞合作社',
      email: 'qingke@example.cn',
    });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.profile)!)).toMatchObject({ nickName: '青稞合作社' });
    await waitFor(() => expect(screen.getByRole('button', { name: /青稞合作社，打开用户菜单/ })).toBeInTheDocument());
  });

  it('refuses a malformed email in the dialog and keeps it open with what was typed', async () => {
    logIn();
    const { calls } = stubAccountApi({ [API.userInfo]: () => ok(user), [API.editUserInfo]: () => refused(400, 'x') });
    renderRoute('/main/myAccount');
    const userEvents = userEvent.setup();
    await userEvents.click(await screen.findByRole('button', { name: /编辑资料/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvents.type(within(dialog).getByLabelText('邮箱'), 'not-an-email');
    await userEvents.click(within(dialog).getByRole('button', { name: /保/ }));
    expect(await within(dialog).findByText('邮箱格式不正确')).toBeInTheDocument();
    expect(await screen.findByText('请按提示修改标红的内容')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('邮箱')).toHaveValue('not-an-email');
    expect(calls.filter((call) => call.path === API.editUserInfo)).toHaveLength(0);
  });

  it("shows the server's refusal on the field it names and keeps what was typed", async () => {
    logIn();
    const { calls } = stubAccountApi({
      [API.userInfo]: () => ok(user),
      [API.editUserInfo]: () => ({ code: 400, msg: '该邮箱不可用', data: { fields: { email: '该邮箱不可用' } } }),
    });
    renderRoute('/main/myAccount');
    const userEvents = userEvent.setup();
    await userEvents.click(await screen.findByRole('button', { name: /编辑资料/ }));
    const dialog = await screen.findByRole('dialog');
    const email = within(dialog).getByLabelText('邮箱');
    await userEvents.clear(email);
    await userEvents.type(email, 'taken@jhy-eco.cn');
    await userEvents.click(within(dialog).getByRole('button', { name: /保/ }));
    // The server's own words: as the page's notice and on the email field itself.
    expect(
      await within(dialog).findByText('该邮箱不可用', { selector: '.ant-form-item-explain-error' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('该邮箱不可用')).toHaveLength(2);
    expect(within(dialog).getByLabelText('邮箱')).toHaveValue('taken@jhy-eco.cn');
    expect(calls.filter((call) => call.path === API.editUserInfo)).toHaveLength(1);
  });
});
