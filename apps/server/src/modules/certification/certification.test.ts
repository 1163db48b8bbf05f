import { describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { API, CONSOLE_API, isValidCreditCode } from '@jhy/contract';
import { auditLog, certificationApplications } from '../../db/schema.js';
import { certificationForm } from '../../test/certificationForms.js';

import { FIXED_TEST_CODES, portalCalls, savedId, type PortalUser } from '../../test/portalUsers.js';
import { expectRefusal } from '../../test/refusals.js';
import { createTestApp } from '../../test/testApp.js';
import { suiteApp, suitePortalUser, suiteStaff } from '../../test/suite.js';
import { reviewerDecisions } from '../../test/consoleStaff.js';

const t = suiteApp(() => createTestApp({ env: FIXED_TEST_CODES, demo: true }));
const alice = suitePortalUser(t);
const bob = suitePortalUser(t);
const reviewer = suiteStaff(t, 'reviewer_zhao', 'reviewer');
const editor = suiteStaff(t, 'editor_qian', 'editor');

const call = portalCalls(t);

async function apply(user: PortalUser, override: Record<string, unknown> = {}): Promise<number> {
  return savedId(await call(user, API.certApply, certificationForm(override)), 'certApply');
}

const applicationCount = () => t.db.$count(certificationApplications);

const decide = reviewerDecisions(reviewer, {
  detail: CONSOLE_API.certificationDetail,
  decide: CONSOLE_API.certificationDecide,
});

describe('the unified social credit code', () => {
  it('accepts a code whose check character is right and refuses one character off', () => {
    expect(isValidCreditCode('91632600MA7K3QW8PJ')).toBe(true);
    expect(isValidCreditCode('91632600MA7K3QW8PK')).toBe(false);
    expect(isValidCreditCode('91632600MA7K3QW8P')).toBe(false);
  });
});

describe('applying for certification', () => {
  it('stores the application as pending for the token user, with names derived on the server', async () => {
    const res = await call(alice, API.certApply, {
      ...certificationForm(),
      user_id: bob.id,
      type_name: '伪造',
      area_name: '伪造',
      acceptance_status: 2,
    });
    expect(res.json()).toMatchObject({ code: 200, msg: '提交成功，请等待受理' });
    const [row] = await t.db
      .select()
      .from(certificationApplications)
      .where(eq(certificationApplications.id, res.json().data.id));
    expect(row).toMatchObject({
      userId: alice.id,
      acceptanceStatus: 0,
      productName: '牦牛酸奶,牦牛奶粉',
      typeIds: '200,203',
      typeName: '“三品一标”农产品认证,产品碳足迹认证',
      areaName: '青海省/果洛藏族自治州/玛沁县',
      other: '',
    });
  });

  it.each([
    [{ company_name: '' }, '请输入企业名称'],
    [{ credit_code: '' }, '请输入统一社会信用代码'],
    [{ credit_code: '91632600MA7K3QW8PK' }, '统一社会信用代码格式不正确，请核对后重新输入'],
    [{ product_name: '' }, '请输入认证产品'],
    [{ product_name: '牦牛酸奶,,奶粉' }, '认证产品名称之间请用逗号分隔，且每个名称不能为空'],
    [{ type: '' }, '请选择认证类型'],
    [{ type: '205' }, '请输入其他认证类型'],
    [{ type: '999' }, '认证类型不存在，请重新选择'],
    [{ type: '165' }, '认证类型不存在，请重新选择'],
    [{ type: '44' }, '认证类型不存在，请重新选择'],
    [{ contact_name: ' ' }, '请输入联系人'],
    [{ contact_phone: '' }, '请输入手机号码'],
    [{ contact_phone: '12345678901' }, '手机号码格式不正确'],
    [{ contact_address: '' }, '请输入联系地址'],
    [{ area_code: '' }, '请选择产地'],
    [{ area_code: '63/6326' }, '请选择产地'],
  ])('refuses %o with %s and stores nothing', async (override, message) => {
    await expectRefusal(applicationCount, () => call(alice, API.certApply, certificationForm(override)), message);
  });

  it('keeps the free-text type only with 205', async () => {
    const withOther = await apply(alice, { type: [201, 205], other: '富硒产品认证' });
    const without = await apply(alice, { type: '201', other: '不该保存' });
    const rows = await t.db
      .select({ id: certificationApplications.id, other: certificationApplications.other })
      .from(certificationApplications)
      .orderBy(asc(certificationApplications.id));
    expect(rows.find((row) => row.id === withOther)?.other).toBe('富硒产品认证');
    expect(rows.find((row) => row.id === without)?.other).toBe('');
  });

  it('refuses a visitor without a token', async () => {
    expect((await call(undefined, API.certApply, certificationForm())).statusCode).toBe(401);
  });
});

describe("a user's applications", () => {
  it('lists only the token user’s own, 4 a page, searchable by product', async () => {
    const mine = await apply(bob, { product_name: '青稞酒' });
    await apply(bob, { product_name: '黑枸杞' });
    const page = (await call(bob, API.certMine, { page: 1, limit: 4, product_name: '青稞', user_id: alice.id })).json()
      .data;
    expect(page).toMatchObject({ total: 1, data: [{ id: mine, product_name: '青稞酒', acceptance_status: 0 }] });
    const all = (await call(bob, API.certMine, {})).json().data;
    expect(all.total).toBe(2);
    expect(all.data.map((row: { product_name: string }) => row.product_name)).toEqual(['黑枸杞', '青稞酒']);
  });

  it('lets the owner edit a pending application and no one else', async () => {
    const id = await apply(alice);
    const foreign = await call(bob, API.certEdit, { ...certificationForm({ product_name: '被篡改' }), id });
    expect(foreign.statusCode).toBe(404);
    const own = await call(alice, API.certEdit, { ...certificationForm({ product_name: '牦牛奶酪' }), id });
    expect(own.json()).toMatchObject({ code: 200, data: { product_name: '牦牛奶酪' } });
  });

  it('refuses an edit once a reviewer has taken the application', async () => {
    const id = await apply(alice);
    expect((await decide(id, 'take')).json().data.acceptance_status).toBe(1);
    const edit = await call(alice, API.certEdit, { ...certificationForm({ product_name: '改晚了' }), id });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().msg).toBe('该申请已进入受理，不能再修改');
    const [row] = await t.db.select().from(certificationApplications).where(eq(certificationApplications.id, id));
    expect(row?.productName).toBe('牦牛酸奶,牦牛奶粉');
  });
});

describe('the acceptance queue', () => {
  it('takes, then accepts an application, each decision in the audit log', async () => {
    const id = await apply(alice, { product_name: '藏香猪肉' });
    await decide(id, 'take');
    const accepted = await decide(id, 'pass');
    expect(accepted.json().data.acceptance_status).toBe(2);
    const entries = await t.db
      .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.targetId, String(id)))
      .orderBy(asc(auditLog.id));
    expect(entries.filter((entry) => entry.action.startsWith('certification.')).map((entry) => entry.action)).toEqual([
      'certification.take',
      'certification.pass',
    ]);
  });

  it('sends an application back to pending with the remark its applicant reads, who may edit again', async () => {
    const id = await apply(alice, { product_name: '野生菌' });
    await decide(id, 'take');
    expect((await decide(id, 'reject')).statusCode).toBe(400);
    const back = await decide(id, 'reject', '请补充产地证明');
    expect(back.json().data).toMatchObject({ acceptance_status: 0, remark: '请补充产地证明' });
    const mine = (await call(alice, API.certMine, { product_name: '野生菌' })).json().data.data[0];
    expect(mine).toMatchObject({ acceptance_status: 0, remark: '请补充产地证明' });
    expect(
      (await call(alice, API.certEdit, { ...certificationForm({ product_name: '野生菌' }), id })).json().code,
    ).toBe(200);
  });

  it('is closed to an editor', async () => {
    expect((await editor(CONSOLE_API.certificationQueue, {})).statusCode).toBe(403);
  });
});

describe('certification organisations', () => {
  it('lists the demo organisations and answers one with sanitized text', async () => {
    const list = (await call(undefined, API.certPartnersList)).json().data;
    expect(list.length).toBeGreaterThanOrEqual(6);
    expect(list[0]).toEqual({ id: expect.any(Number), title: expect.any(String), img_path: expect.any(String) });
    const detail = (await call(undefined, API.certPartnersDetail, { id: list[0].id })).json().data;
    expect(detail.content).toContain('<p>');
  });

  it('lets an editor add one whose script is removed, audited, and delete it', async () => {
    const saved = await editor(CONSOLE_API.certificationOrganisationSave, {
      title: '测试认证机构',
      img_path: '/uploads/demo/certification/org-organic.png',
      content: '<p>简介</p><script>alert(1)</script>',
    });
    expect(saved.json().code, saved.body).toBe(200);
    const id = saved.json().data.id;
    const detail = (await call(undefined, API.certPartnersDetail, { id })).json().data;
    expect(detail.content).toBe('<p>简介</p>');
    expect((await editor(CONSOLE_API.certificationOrganisationDelete, { id })).json().code).toBe(200);
    expect((await call(undefined, API.certPartnersDetail, { id })).statusCode).toBe(404);
    const actions = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'organisation'), eq(auditLog.targetId, String(id))))
      .orderBy(asc(auditLog.id));
    expect(actions.map((entry) => entry.action)).toEqual(['organisation.create', 'organisation.delete']);
  });

  it('refuses a logo that is not a stored upload', async () => {
    const res = await editor(CONSOLE_API.certificationOrganisationSave, {
      title: '外链机构',
      img_path: 'https://evil.example/logo.png',
    });
    expect(res.statusCode).toBe(400);
  });
});
