import { API, FIRST_ANSWERS_GLOBAL, STORAGE_KEYS } from '@jhy/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { post } from './client';
import { FIRST_ANSWER_FRESH_MS, type FirstAnswerResult } from './firstAnswers';
import { registerNotifier } from './notifier';

const FIRST_PAGE = { page: 1, limit: 10 };
const ANSWERED = { code: 200, msg: 'ok', data: { total: 1, data: [{ id: 9 }] } };

/** What index.html leaves when it has asked for the message center's first page with `token`. */
function leftByIndexHtml(answer: FirstAnswerResult | null, options: { token?: string; sentAt?: number } = {}) {
  window[FIRST_ANSWERS_GLOBAL] = [
    {
      path: API.messageList,
      body: JSON.stringify(FIRST_PAGE),
      token: options.token ?? 'abc123',
      sentAt: options.sentAt ?? 1_000,
      answer: Promise.resolve(answer),
    },
  ];
}

function serverAnswers(body: unknown) {
  const fetchStub = vi.fn(async () => new Response(JSON.stringify(body), { status: 200 }));
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

beforeEach(() => {
  registerNotifier({ show: () => undefined });
  localStorage.setItem(STORAGE_KEYS.token, 'abc123');
  vi.spyOn(performance, 'now').mockReturnValue(1_500);
});
afterEach(() => {
  delete window[FIRST_ANSWERS_GLOBAL];
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the answer index.html asked for (docs/performance.md "A first screen\'s data before the app")', () => {
  it('stands in for the same call once: the page is not asked twice, the next call goes to the server', async () => {
    leftByIndexHtml({ status: 200, body: ANSWERED });
    const fetchStub = serverAnswers({ code: 200, msg: 'ok', data: { total: 0, data: [] } });

    await expect(post(API.messageList, FIRST_PAGE)).resolves.toEqual(ANSWERED.data);
    expect(fetchStub).not.toHaveBeenCalled();

    await expect(post(API.messageList, FIRST_PAGE)).resolves.toEqual({ total: 0, data: [] });
    expect(fetchStub).toHaveBeenCalledTimes(1);
  });

  it('is not taken by another call, another session, when stale or when it never came', async () => {
    const fetchStub = serverAnswers({ code: 200, msg: 'ok', data: 'from the server' });

    leftByIndexHtml({ status: 200, body: ANSWERED });
    await expect(post(API.messageList, { page: 2, limit: 10 })).resolves.toBe('from the server');

    leftByIndexHtml({ status: 200, body: ANSWERED }, { token: 'someone-else' });
    await expect(post(API.messageList, FIRST_PAGE)).resolves.toBe('from the server');

    leftByIndexHtml({ status: 200, body: ANSWERED }, { sentAt: 1_500 - FIRST_ANSWER_FRESH_MS - 1 });
    await expect(post(API.messageList, FIRST_PAGE)).resolves.toBe('from the server');

    leftByIndexHtml(null);
    await expect(post(API.messageList, FIRST_PAGE)).resolves.toBe('from the server');

    expect(fetchStub).toHaveBeenCalledTimes(4);
  });

  it('is settled as the page’s own answer would be: a 401 ends the session it was sent with', async () => {
    leftByIndexHtml({ status: 401, body: { code: 401, msg: '登录已过期', data: null } });
    serverAnswers({ code: 200, msg: 'ok', data: null });

    await expect(post(API.messageList, FIRST_PAGE)).rejects.toMatchObject({ code: 401 });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });
});
