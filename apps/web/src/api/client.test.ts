import { commonMessages, STORAGE_KEYS, type ApiPath } from '@jhy/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, get, messageOfError, post, upload } from './client';
import { registerNotifier, type NoticeLevel } from './notifier';

const notices: { level: NoticeLevel; content: string }[] = [];

/** The server's answer to a call of a session it no longer knows. */
const SESSION_EXPIRED = { code: 401, msg: commonMessages.sessionExpired, data: null };

/** Answers every call with `body`; `meanwhile` runs while a call is on its way (a logout, a new login). */
function answer(status: number, body: unknown, meanwhile?: () => void) {
  // Typed as fetch is called, so that a test reads the (url, init) of a call as they are.
  const fetchStub = vi.fn(async (_url: string, _init: RequestInit) => {
    meanwhile?.();
    return new Response(JSON.stringify(body), { status });
  });
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

function keepSession() {
  localStorage.setItem(STORAGE_KEYS.token, 'abc123');
  localStorage.setItem(STORAGE_KEYS.userId, '7');
  localStorage.setItem(STORAGE_KEYS.profile, '{"nickName":"青海牧场"}');
}

/** A 401 to `path` called from the page at `hash`: the call fails, and the page stays with no return path kept. */
async function expectStayingOnAfter401(hash: string, path: ApiPath) {
  window.location.hash = hash;
  answer(401, SESSION_EXPIRED);
  await expect(post(path)).rejects.toMatchObject({ code: 401 });
  expect(window.location.hash).toBe(hash);
  expect(localStorage.getItem(STORAGE_KEYS.redirectPath)).toBeNull();
}

beforeEach(() => {
  notices.length = 0;
  registerNotifier({ show: (level, content) => notices.push({ level, content }) });
});

describe('api client', () => {
  it('posts JSON with the token header and resolves with the envelope data', async () => {
    keepSession();
    const fetchStub = answer(200, { code: 200, msg: 'ok', data: [{ id: 1 }] });

    await expect(post('/index/Common/sysConfig', { key: 'copyright' })).resolves.toEqual([{ id: 1 }]);

    const [url, init] = fetchStub.mock.calls[0]!;
    expect(url).toBe('/index/Common/sysConfig');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"key":"copyright"}');
    expect((init.headers as Record<string, string>).token).toBe('abc123');
  });

  it('sends GET parameters in the query string and no token when logged out', async () => {
    const fetchStub = answer(200, { code: 200, msg: 'ok', data: null });
    await get('/index/Listingproject/index', { page: 2, project_name: '碳汇', enroll_status: undefined });
    const [url, init] = fetchStub.mock.calls[0]!;
    expect(url).toBe('/index/Listingproject/index?page=2&project_name=%E7%A2%B3%E6%B1%87');
    expect(init.method).toBe('GET');
    expect((init.headers as Record<string, string>).token).toBeUndefined();
  });

  it('accepts code 1 as success', async () => {
    answer(200, { code: 1, msg: '提交成功', data: { id: 9 } });
    // The server checks the form; this test is about the client reading code 1.
    await expect(post('/index/User/delCompany', { id: 9 })).resolves.toEqual({ id: 9 });
  });

  it('ends the session on an HTTP 401: message, token and user data removed, sent to #/login', async () => {
    keepSession();
    window.location.hash = '#/main/myAccount';
    answer(401, SESSION_EXPIRED);

    const failure = await post('/index/User/userinfo').catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ code: 401, notified: true });
    expect(notices).toContainEqual({ level: 'warning', content: '您的登录状态已过期，请重新登录' });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.userId)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.profile)).toBeNull();
    expect(window.location.hash).toBe('#/login');
    expect(localStorage.getItem(STORAGE_KEYS.redirectPath)).toBe('/main/myAccount');
  });

  it('ends the session when code 401 arrives inside a normal (HTTP 200) response', async () => {
    keepSession();
    window.location.hash = '#/main/TradingCenter';
    answer(200, { code: 401, msg: 'token 失效', data: null });

    await expect(post('/index/User/company')).rejects.toMatchObject({ code: 401 });
    expect(notices.map((notice) => notice.content)).toEqual(['您的登录状态已过期，请重新登录']);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(window.location.hash).toBe('#/login');
  });

  it('leaves alone a session that ended while the call was in flight: no message, no login page', async () => {
    keepSession();
    window.location.hash = '#/main/indexHome';
    // The user logs out while the call is on its way; the server has already revoked the token.
    answer(401, SESSION_EXPIRED, () => localStorage.clear());

    await expect(post('/index/User/userinfo')).rejects.toMatchObject({ code: 401, notified: true });

    expect(notices).toEqual([]);
    expect(window.location.hash).toBe('#/main/indexHome');
    expect(localStorage.getItem(STORAGE_KEYS.redirectPath)).toBeNull();
  });

  it('keeps a new session when a call of the previous one answers 401', async () => {
    keepSession();
    window.location.hash = '#/main/myAccount';
    answer(401, SESSION_EXPIRED, () => localStorage.setItem(STORAGE_KEYS.token, 'the-next-login'));

    await expect(post('/index/User/userinfo')).rejects.toMatchObject({ code: 401 });

    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('the-next-login');
    expect(window.location.hash).toBe('#/main/myAccount');
  });

  it('ends nothing on a 401 to a call sent without a session (one a page fires while the user logs out)', async () => {
    await expectStayingOnAfter401('#/main/indexHome', '/index/User/userinfo');
    expect(notices).toEqual([]);
  });

  it('stays on the login page when the 401 happens there', async () => {
    await expectStayingOnAfter401('#/login', '/index/Login/doLogin');
  });

  it("shows '网络错误！' on a 500 and marks the error as already shown", async () => {
    answer(500, { code: 500, msg: '服务器繁忙，请稍后再试', data: null });
    const failure = await post('/index/Common/getCategory').catch((error: unknown) => error);
    expect(notices).toEqual([{ level: 'error', content: '网络错误！' }]);
    expect(failure).toMatchObject({ code: 500, notified: true });
    expect(messageOfError(failure, '登录失败')).toBeNull();
  });

  it("shows '网络错误！' when the server cannot be reached", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(post('/index/Common/getCategory')).rejects.toMatchObject({ code: 0, notified: true });
    expect(notices).toEqual([{ level: 'error', content: '网络错误！' }]);
  });

  it('rejects other failures with the server message for the caller to show, showing nothing itself', async () => {
    keepSession();
    answer(400, { code: 400, msg: '请输入产品名称', data: null });
    const failure = await post('/index/User/delCompany', { id: 9 }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 400, msg: '请输入产品名称', notified: false });
    expect(messageOfError(failure, '添加失败')).toBe('请输入产品名称');
    expect(notices).toEqual([]);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('abc123');
  });
});

/** A stand-in for XMLHttpRequest that answers with a fixed status and body after reporting progress. */
function fakeXhr(status: number, body: unknown) {
  const sent: { headers: Record<string, string>; form?: FormData; url?: string } = { headers: {} };
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    open(_method: string, url: string) {
      sent.url = url;
    }
    setRequestHeader(name: string, value: string) {
      sent.headers[name] = value;
    }
    abort() {}
    send(form: FormData) {
      sent.form = form;
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 } as ProgressEvent);
      this.status = status;
      this.responseText = JSON.stringify(body);
      this.onload?.();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

describe('api client uploads', () => {
  it('sends the file as multipart with the token and reports progress', async () => {
    keepSession();
    const sent = fakeXhr(200, { code: 200, msg: 'ok', data: { name: 'a.pdf', src: '/uploads/x.pdf' } });
    const progress: number[] = [];

    const entry = await upload('/index/Common/uploadFile', new Blob(['%PDF']), {
      onProgress: (percent) => progress.push(percent),
    });

    expect(entry).toEqual({ name: 'a.pdf', src: '/uploads/x.pdf' });
    expect(progress).toEqual([50]);
    expect(sent.headers.token).toBe('abc123');
    expect(sent.form?.get('file')).toBeInstanceOf(Blob);
  });

  it('ends the session when an upload answers 401', async () => {
    keepSession();
    window.location.hash = '#/main/addCompany';
    fakeXhr(401, SESSION_EXPIRED);
    await expect(upload('/index/common/uploadImg', new Blob(['x']))).rejects.toMatchObject({ code: 401 });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(window.location.hash).toBe('#/login');
  });
});
