import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@jhy/contract';
import { post } from '../api/client';
import { AppProviders } from './AppProviders';

function renderProviders() {
  render(
    <AppProviders queryClient={new QueryClient()}>
      <p>页面</p>
    </AppProviders>,
  );
}

/** Every call answers with this status and the server's envelope of it. */
function answerEveryCall(code: number, msg: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ code, msg, data: null }), { status: code })),
  );
}

describe('notices of the API client', () => {
  it('appear as antd messages once the app has mounted', async () => {
    renderProviders();
    answerEveryCall(500, 'boom');
    await expect(post('/index/Common/getCategory')).rejects.toMatchObject({ code: 500 });
    expect(await screen.findByText('网络错误！')).toBeInTheDocument();
  });

  it('tell a user whose session ran out', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'expired-token');
    renderProviders();
    answerEveryCall(401, 'x');
    await expect(post('/index/User/userinfo')).rejects.toMatchObject({ code: 401 });
    expect(await screen.findByText('您的登录状态已过期，请重新登录')).toBeInTheDocument();
  });
});
