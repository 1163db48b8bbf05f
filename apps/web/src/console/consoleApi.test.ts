import { CONSOLE_API, CONSOLE_STORAGE_KEYS, STORAGE_KEYS } from '@jhy/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { registerNotifier } from '../api/notifier';
import { consoleApi } from './consoleApi';

const notices: string[] = [];
beforeEach(() => {
  notices.length = 0;
  registerNotifier({ show: (_level, content) => notices.push(content) });
});

function answer(status: number, body: unknown) {
  // Typed as fetch is called, so that a test reads the (url, init) of a call as they are.
  const fetchStub = vi.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

describe('console API calls', () => {
  it('send the staff token in its own header, never the portal token', async () => {
    localStorage.setItem(CONSOLE_STORAGE_KEYS.token, 'staff-1');
    localStorage.setItem(STORAGE_KEYS.token, 'portal-1');
    const fetchStub = answer(200, { code: 200, msg: 'ok', data: { id: 1 } });
    await expect(consoleApi.post(CONSOLE_API.me)).resolves.toEqual({ id: 1 });
    const headers = fetchStub.mock.calls[0]![1].headers as Record<string, string>;
    expect(headers['x-staff-token']).toBe('staff-1');
    expect(headers.token).toBeUndefined();
  });

  it('on a 401 show the server’s reason, forget the staff session only, and open the console login', async () => {
    localStorage.setItem(CONSOLE_STORAGE_KEYS.token, 'staff-1');
    localStorage.setItem(CONSOLE_STORAGE_KEYS.profile, '{"role":"admin"}');
    localStorage.setItem(STORAGE_KEYS.token, 'portal-1');
    window.location.hash = '#/console/staff';
    answer(401, { code: 401, msg: '账号已停用，请联系管理员', data: null });

    await expect(consoleApi.post(CONSOLE_API.staffList)).rejects.toMatchObject({ code: 401, notified: true });
    expect(notices).toEqual(['账号已停用，请联系管理员']);
    expect(localStorage.getItem(CONSOLE_STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(CONSOLE_STORAGE_KEYS.profile)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('portal-1');
    expect(window.location.hash).toBe('#/console/login');
  });

  it('pass a refusal on with the server’s message', async () => {
    answer(403, { code: 403, msg: '无权访问', data: null });
    await expect(consoleApi.post(CONSOLE_API.staffList)).rejects.toMatchObject({ code: 403, msg: '无权访问' });
  });
});
