import { API, type UserMessage } from '@jhy/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { logInAs, testUser } from '../../test/accountFixtures';
import { renderRoute } from '../../test/renderRoute';
import { ok, refused, stubAccountApi } from '../../test/stubAccountApi';
import { unreadKey } from './api/messageQueries';

const user = testUser({ nick_name: '牦牛乳业' });
const logIn = () => logInAs(user);

const message = (id: number, values: Partial<UserMessage> = {}): UserMessage => ({
  id,
  kind: 'enterprise.reject',
  kind_label: '企业认证',
  title: `您的企业“玉树牦牛乳业公司”认证未通过 ${id}`,
  body: '营业执照照片不清晰',
  route: '/main/myAccount?tab=enterprises',
  record_id: 30 + id,
  is_read: 0,
  create_time: '2026-03-01 09:30:00',
  ...values,
});

/**
 * A server of the given messages; marking read changes what it answers next, `arrive` adds one as
 * a decision elsewhere would, and `refuseCount` makes the count answer 503 as a busy server does.
 */
function messageServer(initial: UserMessage[]) {
  let rows = initial;
  let countRefused = false;
  const unread = () => rows.filter((row) => row.is_read === 0).length;
  const stub = stubAccountApi({
    [API.userInfo]: () => ok(user),
    [API.messageList]: () => ok({ total: rows.length, data: rows }),
    [API.messageUnread]: () => (countRefused ? refused(503, '服务繁忙，请稍后重试') : ok({ unread: unread() })),
    [API.messageRead]: (body) => {
      rows = rows.map((row) => (row.id === body.id ? { ...row, is_read: 1 as const } : row));
      return ok({ unread: unread() }, '已标记为已读');
    },
    [API.messageReadAll]: () => {
      rows = rows.map((row) => ({ ...row, is_read: 1 as const }));
      return ok({ unread: 0 }, '已全部标记为已读');
    },
  });
  return {
    ...stub,
    arrive: (row: UserMessage) => (rows = [row, ...rows]),
    refuseCount: (refuse: boolean) => (countRefused = refuse),
  };
}

describe('the message center', () => {
  it('shows the unread count beside the nickname in the header', async () => {
    logIn();
    messageServer([message(1), message(2, { is_read: 1 })]);
    renderRoute('/main/aboutUs');
    const me = await screen.findByRole('button', { name: '牦牛乳业，未读消息 1 条，打开用户菜单' });
    expect(within(me).getByTestId('unread-badge')).toHaveTextContent('1');
  });

  it('shows no badge when everything is read', async () => {
    logIn();
    messageServer([message(1, { is_read: 1 })]);
    renderRoute('/main/aboutUs');
    const me = await screen.findByRole('button', { name: '牦牛乳业，打开用户菜单' });
    expect(within(me).queryByTestId('unread-badge')).toBeNull();
  });

  it('lists the messages with the remark and a link to the record, and marks one read', async () => {
    logIn();
    const { calls } = messageServer([message(2), message(1, { is_read: 1, body: '' })]);
    renderRoute('/main/myAccount?tab=messages');
    const tab = await screen.findByRole('region', { name: '消息中心' });
    const unread = await within(tab).findByRole('listitem', { name: /^未读消息：/ });
    expect(within(unread).getByText('审核意见：营业执照照片不清晰')).toBeInTheDocument();
    expect(within(unread).getByRole('link', { name: '查看详情' })).toHaveAttribute(
      'href',
      '/main/myAccount?tab=enterprises',
    );
    expect(within(unread).getByText('2026-03-01 09:30')).toBeInTheDocument();
    expect(within(tab).getByTestId('unread-in-tab')).toHaveTextContent('1');

    await userEvent.setup().click(within(unread).getByRole('button', { name: '标为已读' }));
    await waitFor(() => expect(within(tab).getByTestId('unread-in-tab')).toHaveTextContent('0'));
    expect(calls.find((call) => call.path === API.messageRead)?.body).toEqual({ id: 2 });
    expect(within(tab).queryByRole('listitem', { name: /^未读消息：/ })).toBeNull();
    expect(within(tab).getByRole('button', { name: /全部标为已读/ })).toBeDisabled();
  });

  it('marks all read at once', async () => {
    logIn();
    const { calls } = messageServer([message(3), message(2)]);
    renderRoute('/main/myAccount?tab=messages');
    const tab = await screen.findByRole('region', { name: '消息中心' });
    await waitFor(() => expect(within(tab).getByTestId('unread-in-tab')).toHaveTextContent('2'));
    await userEvent.setup().click(within(tab).getByRole('button', { name: /全部标为已读/ }));
    await waitFor(() => expect(within(tab).getByTestId('unread-in-tab')).toHaveTextContent('0'));
    expect(calls.filter((call) => call.path === API.messageReadAll)).toHaveLength(1);
  });

  it('says so when there is no message', async () => {
    logIn();
    messageServer([]);
    renderRoute('/main/myAccount?tab=messages');
    const tab = await screen.findByRole('region', { name: '消息中心' });
    expect(await within(tab).findByText('暂无数据...')).toBeInTheDocument();
  });

  it('reads the list again when the unread count changes, so the two agree without a reload', async () => {
    logIn();
    const server = messageServer([message(1)]);
    const { queryClient } = renderRoute('/main/myAccount?tab=messages');
    const tab = await screen.findByRole('region', { name: '消息中心' });
    await waitFor(() => expect(within(tab).getAllByRole('listitem', { name: /^未读消息：/ })).toHaveLength(1));

    // A deal is recorded elsewhere: the header's next count says 2.
    server.arrive(message(2, { title: '您参与的项目已成交' }));
    await queryClient.refetchQueries({ queryKey: unreadKey });
    await waitFor(() => expect(within(tab).getByTestId('unread-in-tab')).toHaveTextContent('2'));
    expect(await within(tab).findByRole('listitem', { name: '未读消息：您参与的项目已成交' })).toBeInTheDocument();
    expect(within(tab).getAllByRole('listitem', { name: /^未读消息：/ })).toHaveLength(2);
  });

  it('says when the unread count could not be read, in the tab and the header, instead of showing 0', async () => {
    logIn();
    const server = messageServer([message(1)]);
    server.refuseCount(true);
    renderRoute('/main/myAccount?tab=messages');
    const tab = await screen.findByRole('region', { name: '消息中心' });

    expect(await within(tab).findByText('未读消息数暂时无法获取，稍后自动重试')).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: '牦牛乳业，未读消息数暂时无法获取，稍后自动重试，打开用户菜单' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('unread-unknown')).toBeInTheDocument();
    expect(within(tab).getByTestId('unread-in-tab')).toHaveTextContent('--');

    server.refuseCount(false);
    await userEvent.setup().click(within(tab).getByRole('button', { name: /重\s?试/ }));
    await waitFor(() => expect(within(tab).queryByText('未读消息数暂时无法获取，稍后自动重试')).toBeNull());
    expect(screen.getByTestId('unread-badge')).toHaveTextContent('1');
  });
});
