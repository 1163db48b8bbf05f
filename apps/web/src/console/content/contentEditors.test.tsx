import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CONSOLE_STORAGE_KEYS, CONSOLE_API, contentEditorMessages, contentMessages } from '@jhy/contract';
import { renderInApp, stubEnterpriseApi as stubConsoleApi } from '../../test/enterpriseFixtures';
import BannersEditorPage from './BannersEditorPage';
import NewsEditorPage from './NewsEditorPage';

const SLOW = { timeout: 20_000 };

/**
 * The one open dialog, checked by its title. (antd gives every element the same id in tests, so a
 * dialog's aria-labelledby cannot name it for a role query.)
 */
async function openedDialog(title: string) {
  const dialog = await screen.findByRole('dialog', {}, SLOW);
  expect(within(dialog).getByText(title)).toBeInTheDocument();
  return dialog;
}

const row = (id: number, title: string, published = 0) => ({
  id,
  title,
  type: 0,
  published,
  is_top: 0,
  add_way: 0,
  img_path: '',
  pub_time: '2026-05-06 10:00:00',
  update_time: '2026-05-06 10:00:00',
});

function stubNews(onSave: (body: Record<string, unknown>) => { code?: number; msg?: string; data?: unknown }) {
  localStorage.setItem(CONSOLE_STORAGE_KEYS.token, 'staff-token');
  return stubConsoleApi({
    [CONSOLE_API.contentNewsList]: () => ({ data: { total: 2, data: [row(1, '草稿新闻'), row(2, '已发布新闻', 1)] } }),
    [CONSOLE_API.contentNewsSave]: onSave,
    [CONSOLE_API.contentNewsPublish]: (body) => ({ msg: '已发布', data: { ...row(Number(body.id), '草稿新闻', 1) } }),
    [CONSOLE_API.contentNewsDelete]: (body) => ({ msg: '已删除', data: { id: body.id } }),
  });
}

describe('news editor (console)', () => {
  it('lists the information center’s four types, publishes a draft and deletes only after confirmation', async () => {
    const calls = stubNews(() => ({}));
    const user = userEvent.setup();
    renderInApp(<NewsEditorPage />, '/console/content/news');

    expect(await screen.findByText('草稿新闻', {}, SLOW)).toBeInTheDocument();
    expect(calls.find((call) => call.path === CONSOLE_API.contentNewsList)?.body).toMatchObject({
      page: 1,
      new_type: '0,20,21,22',
    });

    await user.click(screen.getByRole('button', { name: '发布 草稿新闻' }));
    await waitFor(() => expect(calls.some((call) => call.path === CONSOLE_API.contentNewsPublish)).toBe(true));
    expect(calls.find((call) => call.path === CONSOLE_API.contentNewsPublish)?.body).toEqual({ id: 1, published: 1 });

    await user.click(screen.getByRole('button', { name: '删除 已发布新闻' }));
    expect(calls.some((call) => call.path === CONSOLE_API.contentNewsDelete)).toBe(false);
    expect(await screen.findByText(contentMessages.deleteConfirm)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^删\s*除$/ }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === CONSOLE_API.contentNewsDelete)?.body).toEqual({ id: 2 }),
    );
  });

  it('creates a news item; when the server refuses, its message shows and the form keeps what was typed', async () => {
    let refuse = true;
    const calls = stubNews(() =>
      refuse ? { code: 400, msg: '请输入标题' } : { msg: '保存成功', data: { ...row(3, '新的资讯'), new_type: 0 } },
    );
    const user = userEvent.setup();
    renderInApp(<NewsEditorPage />, '/console/content/news');

    await user.click(await screen.findByRole('button', { name: /新建资讯/ }, SLOW));
    const dialog = await openedDialog('新建资讯');
    await user.type(within(dialog).getByLabelText('标题'), '新的资讯');
    await user.click(within(dialog).getByRole('button', { name: /^保\s*存$/ }));
    await waitFor(() => expect(calls.some((call) => call.path === CONSOLE_API.contentNewsSave)).toBe(true));
    expect(calls.find((call) => call.path === CONSOLE_API.contentNewsSave)?.body).toMatchObject({
      title: '新的资讯',
      new_type: 0,
      published: 0,
      pub_time: '',
    });
    expect(await screen.findByText('请输入标题')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('标题')).toHaveValue('新的资讯');

    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: /^保\s*存$/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), SLOW);
  });
});

describe('banner editor (console)', () => {
  it('asks for a link when the banner opens one, by the contract’s rule', async () => {
    const calls = stubNews(() => ({}));
    const user = userEvent.setup();
    renderInApp(<BannersEditorPage />, '/console/content/banners');

    await user.click(await screen.findByRole('button', { name: /新建轮播/ }, SLOW));
    const dialog = await openedDialog('新建轮播');
    await user.type(within(dialog).getByLabelText('标题'), '林业碳汇专题');
    await user.click(within(dialog).getByLabelText('链接'));
    await user.type(within(dialog).getByLabelText('链接地址'), 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: /^保\s*存$/ }));
    expect(await within(dialog).findByText(contentMessages.linkRequired)).toBeInTheDocument();
    // Each field's message appears when its own rule settles: wait for this one too.
    expect(await within(dialog).findByText(contentEditorMessages.bannerImageRequired)).toBeInTheDocument();
    expect(calls.some((call) => call.path === CONSOLE_API.contentNewsSave)).toBe(false);
  });
});
