import { API } from '@jhy/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/renderRoute';
import { ok, refused, stubAccountApi } from '../../../test/stubAccountApi';

afterEach(() => vi.useRealTimers());

async function fill(fields: Partial<Record<'手机号码' | '图形验证码' | '短信验证码' | '密码' | '确认密码', string>>) {
  const user = userEvent.setup();
  await screen.findByLabelText('手机号码');
  for (const [label, value] of Object.entries(fields)) {
    const input =
      label === '密码' ? screen.getByLabelText('密码', { selector: '#password' }) : screen.getByLabelText(label);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
  return user;
}

const everything = {
  手机号码: '13800138000',
  图形验证码: 'test',
  短信验证码: '123456',
  密码: 'green2024',
  确认密码: 'green2024',
};
const submit = () => screen.getByRole('button', { name: '注 册' });

describe('/register', () => {
  it('refuses a weak password and a confirmation that differs, with the product’s messages', async () => {
    const { calls } = stubAccountApi({});
    renderRoute('/register');
    const user = await fill({ ...everything, 密码: 'abcdefgh', 确认密码: 'abcdefgh1' });
    await user.click(screen.getByRole('checkbox'));
    await user.click(submit());
    expect(await screen.findByText('密码格式不正确，至少 8 位且同时包含字母和数字')).toBeInTheDocument();
    expect(screen.getByText('两次输入密码不一致!')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === API.register)).toHaveLength(0);
  });

  it('warns when the agreement is not ticked and sends nothing', async () => {
    const { calls } = stubAccountApi({});
    renderRoute('/register');
    const user = await fill(everything);
    await user.click(submit());
    expect(await screen.findByText('您还未勾选用户注册服务协议')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === API.register)).toHaveLength(0);
  });

  it("shows the full agreement, whose 'agree' button ticks the box", async () => {
    stubAccountApi({});
    renderRoute('/register');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '《用户注册服务协议》' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('第十条 法律适用与争议解决')).toBeInTheDocument();
    expect(within(dialog).getByText(/个人信息保护法/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '我已阅读并同意' }));
    await waitFor(() => expect(screen.getByRole('checkbox')).toBeChecked());
  });

  it('registers with the form fields and goes to /login', async () => {
    const { calls } = stubAccountApi({ [API.register]: () => ok(null, '注册成功，请登录') });
    const { router } = renderRoute('/register');
    const user = await fill(everything);
    await user.click(screen.getByRole('checkbox'));
    await user.click(submit());
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls.find((call) => call.path === API.register)?.body).toEqual({
      mobile: '13800138000',
      code: 'test',
      verification_code: '123456',
      password: 'green2024',
      confirmpwd: 'green2024',
    });
  });

  it('keeps what was typed and draws a new captcha when the server refuses', async () => {
    stubAccountApi({ [API.register]: () => refused(400, '短信验证码错误') });
    const { router } = renderRoute('/register');
    const user = await fill(everything);
    await user.click(screen.getByRole('checkbox'));
    await user.click(submit());
    expect(await screen.findByText('短信验证码错误')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/register');
    expect(screen.getByLabelText('手机号码')).toHaveValue('13800138000');
    expect(screen.getByLabelText('短信验证码')).toHaveValue('123456');
    expect(screen.getByLabelText('图形验证码')).toHaveValue('');
  });

  it('checks mobile and captcha before asking for an SMS code', async () => {
    const { calls } = stubAccountApi({});
    renderRoute('/register');
    const user = await fill({ 手机号码: '1380013' });
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('手机号码格式不正确')).toBeInTheDocument();
    expect(await screen.findByText('请输入图形验证码')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === API.sendSms)).toHaveLength(0);
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  });

  it('counts 60 seconds down after sending, with the captcha as `code`', async () => {
    const { calls } = stubAccountApi({ [API.sendSms]: () => ok(null, '验证码已发送，5 分钟内有效') });
    renderRoute('/register');
    const user = await fill({ 手机号码: '13800138000', 图形验证码: 'test' });
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: /60 秒后重新获取/ })).toBeDisabled();
    expect(calls.find((call) => call.path === API.sendSms)?.body).toEqual({
      mobile_type: 'reg',
      mobile: '13800138000',
      code: 'test',
    });
    // The captcha was used: the field is empty for the registration itself.
    expect(screen.getByLabelText('图形验证码')).toHaveValue('');
    // One tick of the real countdown (50–59 s left): ten seconds to see it, however busy the machine.
    await waitFor(() => expect(screen.getByRole('button', { name: /5\d 秒后重新获取/ })).toBeDisabled(), {
      timeout: 9_000,
    });
  });

  it('gives the button back at once when sending fails, with the server message', async () => {
    stubAccountApi({ [API.sendSms]: () => refused(429, '发送过于频繁，请 42 秒后再试') });
    renderRoute('/register');
    const user = await fill({ 手机号码: '13800138000', 图形验证码: 'test' });
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('发送过于频繁，请 42 秒后再试')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled());
  });

  it('gives the button back when the call itself fails (the client says 网络错误！)', async () => {
    stubAccountApi({});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('offline');
      }),
    );
    renderRoute('/register');
    const user = await fill({ 手机号码: '13800138000', 图形验证码: 'test' });
    await act(async () => user.click(screen.getByRole('button', { name: '获取验证码' })));
    expect(await screen.findByText('网络错误！')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled());
  });
});
