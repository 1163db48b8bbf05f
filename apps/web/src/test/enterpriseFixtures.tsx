import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { SAMPLE_ENTERPRISE_FIELDS, type EnterpriseView, type RegionOption } from '@jhy/contract';
import { renderRoutes } from './renderRoute';
import { savedPdf } from './fileFixtures';

/** A small region tree: enough for the cascader to offer one whole path. */
export const areaOptions: RegionOption[] = [
  {
    value: '63',
    label: '青海省',
    children: [{ value: '6326', label: '果洛藏族自治州', children: [{ value: '632621', label: '玛沁县' }] }],
  },
];

export const idTypes = [
  { id: 156, pid: 0, name: '统一社会信用代码证', sonCate: [] },
  { id: 157, pid: 0, name: '营业执照', sonCate: [] },
];

export function enterpriseOf(overrides: Partial<EnterpriseView> = {}): EnterpriseView {
  return {
    id: 1,
    ...SAMPLE_ENTERPRISE_FIELDS,
    company_name: '果洛生态牧业有限公司',
    area_name: '青海省/果洛藏族自治州/玛沁县',
    company_desc: '高原生态畜牧产品。',
    business_license_file: [savedPdf('license.pdf')],
    handheld_idCard_file: [savedPdf('legal-id.pdf')],
    operator_idCard_file: [savedPdf('operator-id.pdf')],
    authorize_file: [savedPdf('authorize.pdf')],
    auth_status: -1,
    remark: '',
    create_time: '2026-05-06T02:00:00.000Z',
    update_time: '2026-05-06T02:00:00.000Z',
    ...overrides,
  };
}

type Answer = (body: Record<string, unknown>) => { code?: number; msg?: string; data?: unknown };

/**
 * Answers fetch by API path (case-insensitive) with `{ code, msg, data }`; records each call's JSON
 * body, because the portal and the console post their calls (docs/product.md §7).
 */
export function stubEnterpriseApi(answers: Record<string, Answer>) {
  const byPath = new Map(Object.entries(answers).map(([path, answer]) => [path.toLowerCase(), answer]));
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://portal.test').pathname;
      const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
      calls.push({ path, body });
      const answer = byPath.get(path.toLowerCase())?.(body) ?? { code: 404, msg: '不存在', data: null };
      const code = answer.code ?? 200;
      return new Response(JSON.stringify({ code, msg: answer.msg ?? '操作成功', data: answer.data ?? null }), {
        status: code >= 200 && code < 300 ? 200 : code,
      });
    }),
  );
  return calls;
}

/**
 * Renders a component inside the app's providers and a memory router that starts at `path` and
 * keeps showing it wherever it navigates (tests read `router.state.location`).
 */
export function renderInApp(element: ReactNode, path = '/main/myAccount') {
  return renderRoutes([{ path: '*', element }], path);
}
