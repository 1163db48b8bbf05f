import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API } from '@jhy/contract';
import { enterprises, listings } from '../../db/schema.js';
import { createTestApp } from '../../test/testApp.js';
import { enterpriseForm, uploadAs } from '../../test/enterpriseForms.js';
import { FIXED_TEST_CODES, portalCalls, signUpAndLogIn } from '../../test/portalUsers.js';
import { expectRefusal } from '../../test/refusals.js';
import { suiteApp, suitePortalUser } from '../../test/suite.js';

const t = suiteApp(() => createTestApp({ env: FIXED_TEST_CODES }));
const alice = suitePortalUser(t);
const bob = suitePortalUser(t);

const call = portalCalls(t);
const enterpriseCount = () => t.db.$count(enterprises);

describe('adding an enterprise', () => {
  it('stores it for the token user as pending certification, with the area labels', async () => {
    const res = await call(alice, API.companyAdd, await enterpriseForm(t.app, alice));
    expect(res.json().code, res.body).toBe(200);
    const [row] = await t.db.select().from(enterprises).where(eq(enterprises.id, res.json().data.id));
    expect(row).toMatchObject({ userId: alice.id, authStatus: -1, areaName: '青海省/果洛藏族自治州/玛沁县' });
  });

  it.each([
    [{ company_name: '' }, '请输入企业名称'],
    [{ credit_code: '' }, '请输入统一社会信用代码'],
    [{ credit_code: '12345' }, '统一社会信用代码应为 18 位数字或大写字母'],
    [{ id_type: '' }, '请选择证件类型'],
    [{ address: '' }, '请输入详细地址'],
    [{ legal_code: '110105194912310021' }, '身份证号码格式不正确'],
    [{ contant_code: '12345' }, '身份证号码格式不正确'],
    [{ legal_mobile: '12345678901' }, '手机号码格式不正确'],
    [{ contant_mobile: '' }, '请输入手机号码'],
    [{ area_code: '63/6326/999999' }, '请重选择经营所在地'],
    [{ area_code: '63' }, '请重选择经营所在地'],
    // 165 exists, but it is a transferor type, not a certificate type.
    [{ id_type: 165 }, '请选择证件类型'],
    [{ business_license_file: '[]' }, '请上传营业执照'],
    [{ authorize_file: '' }, '请上传授权委托书'],
    [{ membership: 0 }, '请阅读企业承诺函'],
  ])('refuses %o with %s and stores nothing', async (override, message) => {
    const form = await enterpriseForm(t.app, alice, override);
    await expectRefusal(enterpriseCount, () => call(alice, API.companyAdd, form), message);
  });

  it('names the refused field, so the form can mark it', async () => {
    const res = await call(alice, API.companyAdd, await enterpriseForm(t.app, alice, { area_code: '63/6326/999999' }));
    expect(res.json()).toEqual({
      code: 400,
      msg: '请重选择经营所在地',
      data: { fields: { area_code: '请重选择经营所在地' } },
    });
    const idType = await call(alice, API.companyAdd, await enterpriseForm(t.app, alice, { id_type: 165 }));
    expect(idType.json().data).toEqual({ fields: { id_type: '请选择证件类型' } });
  });

  it('refuses more than 8 files in a group', async () => {
    const file = await uploadAs(t.app, alice);
    const res = await call(
      alice,
      API.companyAdd,
      await enterpriseForm(t.app, alice, { authorize_file: JSON.stringify(Array(9).fill(file)) }),
    );
    expect(res.json()).toMatchObject({ code: 400, msg: '最多上传 8 个文件' });
  });

  it("refuses another user's uploaded file as an attachment", async () => {
    const bobsFile = await uploadAs(t.app, bob);
    const res = await call(
      alice,
      API.companyAdd,
      await enterpriseForm(t.app, alice, { authorize_file: JSON.stringify([bobsFile]) }),
    );
    expect(res.json()).toMatchObject({ code: 400, msg: '附件无效，请重新上传' });
  });

  it('refuses an anonymous request', async () => {
    const res = await call(undefined, API.companyAdd, await enterpriseForm(t.app, alice));
    expect(res.statusCode).toBe(401);
  });
});

describe("one user and another's enterprises", () => {
  it('never lists, edits or deletes the enterprise of someone else', async () => {
    const added = (
      await call(alice, API.companyAdd, await enterpriseForm(t.app, alice, { company_name: '玛沁雪域合作社' }))
    ).json().data;

    const bobsList = (await call(bob, API.myCompanies, { limit: 100 })).json().data;
    expect(bobsList.rows.map((r: { id: number }) => r.id)).not.toContain(added.id);

    const edit = await call(bob, API.companyEdit, {
      ...(await enterpriseForm(t.app, bob)),
      id: added.id,
      company_name: '被篡改',
    });
    expect(edit.statusCode).toBe(404);
    const del = await call(bob, API.companyDelete, { id: added.id });
    expect(del.statusCode).toBe(404);

    const [row] = await t.db.select().from(enterprises).where(eq(enterprises.id, added.id));
    expect(row?.companyName).toBe('玛沁雪域合作社');
  });
});

describe('the list of my enterprises', () => {
  it('pages by 4, searches by name and counts certified ones over all pages', async () => {
    const owner = await signUpAndLogIn(t.app);
    for (const name of ['黄南热贡文化公司', '黄南草业公司', '玉树牦牛公司', '甘南蕨麻公司', '阿坝林业公司']) {
      expect(
        (await call(owner, API.companyAdd, await enterpriseForm(t.app, owner, { company_name: name }))).json().code,
      ).toBe(200);
    }
    await t.db.update(enterprises).set({ authStatus: 1 }).where(eq(enterprises.companyName, '阿坝林业公司'));

    const page1 = (await call(owner, API.myCompanies, { page: 1, limit: 4 })).json().data;
    expect(page1.total).toBe(5);
    expect(page1.rows).toHaveLength(4);
    expect(page1.certified).toBe(1);
    const page2 = (await call(owner, API.myCompanies, { page: 2, limit: 4 })).json().data;
    expect(page2.rows).toHaveLength(1);

    const search = (await call(owner, API.myCompanies, { company_name: '黄南' })).json().data;
    const found = search.rows.map((r: { company_name: string }) => r.company_name);
    expect(found).toHaveLength(2);
    expect(found).toEqual(expect.arrayContaining(['黄南草业公司', '黄南热贡文化公司']));
    expect(search.certified).toBe(1);
  });

  it('sends an edited enterprise back to pending certification and clears the remark', async () => {
    const added = (await call(alice, API.companyAdd, await enterpriseForm(t.app, alice))).json().data;
    await t.db.update(enterprises).set({ authStatus: 2, remark: '营业执照不清晰' }).where(eq(enterprises.id, added.id));
    const res = await call(alice, API.companyEdit, {
      ...(await enterpriseForm(t.app, alice)),
      id: added.id,
      address: '新地址 1 号',
    });
    expect(res.json().data).toMatchObject({ auth_status: -1, remark: '', address: '新地址 1 号' });
  });

  it('deletes an unused enterprise of the user', async () => {
    const added = (await call(alice, API.companyAdd, await enterpriseForm(t.app, alice))).json().data;
    expect((await call(alice, API.companyDelete, { id: added.id })).json().code).toBe(200);
    expect(await t.db.$count(enterprises, eq(enterprises.id, added.id))).toBe(0);
  });

  it('refuses to delete an enterprise a listing uses, and keeps it', async () => {
    const added = (await call(alice, API.companyAdd, await enterpriseForm(t.app, alice))).json().data;
    await t.db.insert(listings).values({
      userId: alice.id,
      companyId: added.id,
      productId: 'JHY-TEST-000001',
      formType: 1,
      productName: '玛沁县林业碳汇项目',
      firstCategory: 97,
      secondCategory: 126,
      areaName: '青海省/果洛藏族自治州/玛沁县',
      price: '120/万元',
      startTime: new Date(),
      endTime: new Date(Date.now() + 86400000),
      contactsName: '李青',
      contactsPhone: '0975-8381234',
    });
    const res = await call(alice, API.companyDelete, { id: added.id });
    expect(res.json()).toMatchObject({ code: 409, msg: '该企业已被挂牌项目或认证申请使用，不能删除' });
    expect(await t.db.$count(enterprises, eq(enterprises.id, added.id))).toBe(1);
  });
});
