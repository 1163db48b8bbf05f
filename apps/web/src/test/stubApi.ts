import { vi } from 'vitest';

type Answer = unknown | ((params: URLSearchParams) => unknown);

/**
 * Answers fetch by API path (case-insensitive, as the server matches): each entry is the `data`
 * of a success envelope, or a function of the query; a path without an entry answers 404.
 * Every call is recorded with its query, so a test can assert what the page asked for.
 */
export function stubApi(answers: Record<string, Answer>) {
  const byPath = new Map(Object.entries(answers).map(([path, answer]) => [path.toLowerCase(), answer]));
  // `body` is the JSON a POST sent, parsed.
  const calls: { path: string; params: URLSearchParams; body: unknown }[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://portal.test');
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ path: url.pathname, params: url.searchParams, body });
    const answer = byPath.get(url.pathname.toLowerCase());
    if (answer === undefined) {
      return new Response(JSON.stringify({ code: 404, msg: '内容不存在或已下线', data: null }), { status: 404 });
    }
    const data =
      typeof answer === 'function' ? (answer as (params: URLSearchParams) => unknown)(url.searchParams) : answer;
    return new Response(JSON.stringify({ code: 200, msg: '操作成功', data }), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchStub);
  return { fetchStub, calls };
}
