import { vi } from 'vitest';

export interface StubbedAnswer {
  code: number;
  msg: string;
  data?: unknown;
}
type Handler = (body: Record<string, unknown>) => StubbedAnswer;

/**
 * Answers fetch by API path with an envelope chosen per call (success or failure), recording each
 * request's JSON body — for the account forms, whose interesting answers are the refusals.
 * Paths without a handler answer an empty success (the layout's configuration calls, say).
 */
export function stubAccountApi(handlers: Record<string, Handler>) {
  const byPath = new Map(Object.entries(handlers).map(([path, handler]) => [path.toLowerCase(), handler]));
  const calls: { path: string; body: Record<string, unknown>; token: string | null }[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://portal.test');
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    const headers = new Headers(init?.headers);
    calls.push({ path: url.pathname, body, token: headers.get('token') });
    const handler = byPath.get(url.pathname.toLowerCase());
    const answer = handler ? handler(body) : { code: 200, msg: 'ok', data: [] };
    const status = answer.code === 1 ? 200 : answer.code;
    return new Response(JSON.stringify({ data: null, ...answer }), { status });
  });
  vi.stubGlobal('fetch', fetchStub);
  return { fetchStub, calls };
}

export const ok = (data: unknown = null, msg = '操作成功'): StubbedAnswer => ({ code: 200, msg, data });
export const refused = (code: number, msg: string): StubbedAnswer => ({ code, msg, data: null });
