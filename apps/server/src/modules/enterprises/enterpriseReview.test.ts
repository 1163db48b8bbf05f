import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API, CONSOLE_API } from '@jhy/contract';
import { enterprises } from '../../db/schema.js';
import { asStaff, reviewerDecisions } from '../../test/consoleStaff.js';
import { enterpriseForm } from '../../test/enterpriseForms.js';
import { FIXED_TEST_CODES, savedId } from '../../test/portalUsers.js';
import { createTestApp } from '../../test/testApp.js';
import { suiteApp, suitePortalUser, suiteStaff } from '../../test/suite.js';
import { auditTrail } from '../../test/auditTrail.js';

const t = suiteApp(() => createTestApp({ env: FIXED_TEST_CODES }));
const owner = suitePortalUser(t);
const reviewer = suiteStaff(t, 'reviewer_wang', 'reviewer');
const editor = suiteStaff(t, 'editor_li', 'editor');

async function submitEnterprise(name: string): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: API.companyAdd,
    headers: { token: owner.token },
    payload: await enterpriseForm(t.app, owner, { company_name: name }),
  });
  return savedId(res, 'companyAdd');
}

/** A reviewer's decision as the console sends it: with the version of the detail it shows. */
const decide = reviewerDecisions(reviewer, {
  detail: CONSOLE_API.enterpriseDetail,
  decide: CONSOLE_API.enterpriseDecide,
});

const myList = async () =>
  (await t.app.inject({ method: 'POST', url: API.myCompanies, headers: { token: owner.token }, payload: {} })).json()
    .data;

describe('the enterprise verification queue', () => {
  it('takes, then passes an enterprise; its user sees it certified and counted', async () => {
    const id = await submitEnterprise('玉树牦牛乳业公司');
    const certifiedBefore = (await myList()).certified;

    const queue = (await reviewer(CONSOLE_API.enterpriseQueue, { authStatus: -1 })).json().data;
    expect(queue.data.map((r: { id: number }) => r.id)).toContain(id);

    expect((await decide(id, 'take')).json().data.auth_status).toBe(0);
    expect((await decide(id, 'pass')).json().data.auth_status).toBe(1);

    const mine = await myList();
    expect(mine.rows.find((r: { id: number }) => r.id === id).auth_status).toBe(1);
    expect(mine.certified).toBe(certifiedBefore + 1);
    const entries = await auditTrail(t.db, 'enterprise', id);
    expect(entries.map((e) => e.action)).toEqual(['enterprise.take', 'enterprise.pass']);
    // The console's audit page shows the snapshot's keys: console fields, camelCase.
    expect(entries[1]?.after).toEqual({ companyName: expect.any(String), authStatus: 1, remark: '' });
  });

  it('filters the queue by status and by part of the name, paged as the console pages', async () => {
    const pending = await submitEnterprise('阿坝高原蜂蜜合作社');
    const passed = await submitEnterprise('阿坝红原牦牛公司');
    await decide(passed, 'pass');
    const ids = async (query: Record<string, unknown>) => {
      const page = (await reviewer(CONSOLE_API.enterpriseQueue, query)).json().data;
      return { total: page.total, ids: page.data.map((r: { id: number }) => r.id) };
    };

    expect((await ids({ companyName: '阿坝' })).ids.sort()).toEqual([pending, passed].sort());
    expect(await ids({ companyName: '阿坝', authStatus: 1 })).toEqual({ total: 1, ids: [passed] });
    expect(await ids({ companyName: '阿坝', authStatus: -1 })).toEqual({ total: 1, ids: [pending] });
    expect(await ids({ companyName: '阿坝', limit: 1 })).toMatchObject({ total: 2, ids: [expect.any(Number)] });
  });

  it('rejects only with a remark, which the user then reads', async () => {
    const id = await submitEnterprise('甘南藏香公司');
    const noRemark = await decide(id, 'reject');
    expect(noRemark.statusCode).toBe(400);
    const [unchanged] = await t.db.select().from(enterprises).where(eq(enterprises.id, id));
    expect(unchanged?.authStatus).toBe(-1);

    await decide(id, 'reject', '营业执照未加盖公章');
    const row = (await myList()).rows.find((r: { id: number }) => r.id === id);
    expect(row).toMatchObject({ auth_status: 2, remark: '营业执照未加盖公章' });
  });

  it('refuses to decide a certified enterprise again', async () => {
    const id = await submitEnterprise('黄南唐卡艺术公司');
    await decide(id, 'pass');
    const again = await decide(id, 'reject', '重复');
    expect(again.statusCode).toBe(409);
  });

  it('refuses to pass details that the owner changed after the reviewer opened them', async () => {
    const id = await submitEnterprise('海北草原生态公司');
    const seen = (await reviewer(CONSOLE_API.enterpriseDetail, { id })).json().data;
    const edit = await t.app.inject({
      method: 'POST',
      url: API.companyEdit,
      headers: { token: owner.token },
      payload: { ...(await enterpriseForm(t.app, owner)), id, company_name: '被替换的企业名称有限公司' },
    });
    expect(edit.json().code).toBe(200);

    const pass = await reviewer(CONSOLE_API.enterpriseDecide, { id, decision: 'pass', version: seen.update_time });
    expect(pass.json()).toMatchObject({ code: 409, msg: '申请内容已被修改，请刷新后重新审核' });
    const [row] = await t.db.select().from(enterprises).where(eq(enterprises.id, id));
    expect(row).toMatchObject({ authStatus: -1, companyName: '被替换的企业名称有限公司' });
  });

  it('shows every field and attachment in the detail', async () => {
    const id = await submitEnterprise('那曲虫草合作社');
    const detail = (await reviewer(CONSOLE_API.enterpriseDetail, { id })).json().data;
    expect(detail).toMatchObject({ company_name: '那曲虫草合作社', userMobile: owner.mobile, legal_name: '才让多杰' });
    expect(detail.business_license_file[0].src).toMatch(/^\/uploads\//);
  });

  it('is closed to editors and to anonymous callers', async () => {
    expect((await editor(CONSOLE_API.enterpriseQueue)).statusCode).toBe(403);
    expect((await editor(CONSOLE_API.enterpriseDecide, { id: 1, decision: 'pass', version: 'x' })).statusCode).toBe(
      403,
    );
    expect((await asStaff(t.app, undefined)(CONSOLE_API.enterpriseQueue)).statusCode).toBe(401);
  });
});
