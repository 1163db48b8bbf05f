import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API, CONSOLE_API, type ListingQueueRow } from '@jhy/contract';
import { enterprises, listings } from '../../db/schema.js';
import { createConsoleTestApp, signedInStaff, type StaffCaller } from '../../test/consoleStaff.js';
import { enterpriseOf, productForm, projectForm } from '../../test/listingForms.js';
import { FIXED_TEST_CODES, portalCalls, savedId, signUpAndLogIn } from '../../test/portalUsers.js';
import { suiteApp, suitePortalUser } from '../../test/suite.js';
import { auditTrail } from '../../test/auditTrail.js';

const t = suiteApp(() => createConsoleTestApp(FIXED_TEST_CODES));
const owner = suitePortalUser(t);
let company: number;
let first: StaffCaller;
let second: StaffCaller;
let editor: StaffCaller;

beforeAll(async () => {
  company = await enterpriseOf(t.app, t.db, owner);
  first = await signedInStaff(t, 'lr_first', 'reviewer');
  second = await signedInStaff(t, 'lr_second', 'reviewer');
  editor = await signedInStaff(t, 'lr_editor', 'editor');
});

const call = portalCalls(t);
const publicDetail = (id: number) => t.app.inject({ method: 'GET', url: `${API.listingCheck}?id=${id}` });
const rowOf = async (id: number) => (await t.db.select().from(listings).where(eq(listings.id, id)))[0]!;
const auditOf = (id: number) => auditTrail(t.db, 'listing', id);

async function submitProject(overrides: Record<string, unknown> = {}): Promise<number> {
  return savedId(await call(owner, API.addProject, await projectForm(t.app, owner, company, overrides)), 'addProject');
}

/** What the reviewer reads, then the decision with the version read. */
async function decide(reviewer: StaffCaller, id: number, decision: 'pass' | 'reject', remark = '') {
  const detail = (await reviewer(CONSOLE_API.listingDetail, { id })).json().data as ListingQueueRow;
  return reviewer(CONSOLE_API.listingDecide, { id, decision, remark, version: detail.version });
}

describe('the listing review queue', () => {
  it('lists submissions by step for reviewers, with every field and signed links to the files', async () => {
    const id = await submitProject({ product_name: '队列中的碳汇项目' });
    const queue = (
      await first(CONSOLE_API.listingQueue, { audit_status: 0, audit_type: 1, product_name: '队列中' })
    ).json().data;
    expect(queue.total).toBe(1);
    const row: ListingQueueRow = queue.data[0];
    expect(row).toMatchObject({
      id,
      audit_status: 0,
      audit_type: 1,
      user_mobile: owner.mobile,
      first_reviewer_id: null,
    });
    expect(row.disclosure_file[0]!.url).toMatch(/\?expires=\d+&signature=/);
    expect(row.transfer_code).toBe('91632621MA7XY1234K');
    expect((await editor(CONSOLE_API.listingQueue, {})).statusCode).toBe(403);
    expect((await editor(CONSOLE_API.listingDetail, { id })).statusCode).toBe(403);
  });

  it('publishes a listing only after a first review and a re-review by another reviewer', async () => {
    const id = await submitProject();
    const firstPass = await decide(first, id, 'pass');
    expect(firstPass.json(), firstPass.body).toMatchObject({ code: 200, data: { audit_status: 0, audit_type: 2 } });
    // Passed once is not public: the re-review is still ahead.
    expect((await publicDetail(id)).statusCode).toBe(404);
    const ownerRow = (await call(owner, API.myListings, { limit: 100 }))
      .json()
      .data.data.find((r: { id: number }) => r.id === id);
    expect(ownerRow).toMatchObject({ audit_status: 0, audit_type: 2, is_public: false });

    const samePerson = await decide(first, id, 'pass');
    expect(samePerson.json()).toMatchObject({ code: 403, msg: '复审须由初审以外的审核员进行' });
    expect(await rowOf(id)).toMatchObject({ auditStatus: 0, auditType: 2, isPublic: false });

    const secondPass = await decide(second, id, 'pass');
    expect(secondPass.json()).toMatchObject({ code: 200, data: { audit_status: 1, audit_type: 2, is_public: true } });
    const detail = await publicDetail(id);
    expect(detail.json().data).toMatchObject({ id, enroll_status: 0, company_name: '果洛生态牧业有限公司' });
    expect((await auditOf(id)).map((e) => [e.action, e.staffName])).toEqual([
      ['listing.pass', 'lr_first'],
      ['listing.pass', 'lr_second'],
    ]);
    // A decided listing takes no further decision.
    expect((await decide(second, id, 'reject', '重复')).json()).toMatchObject({ code: 409 });
  });

  it('refuses a decision on a listing its owner changed after the reviewer read it', async () => {
    const id = await submitProject();
    const seen = ((await first(CONSOLE_API.listingDetail, { id })).json().data as ListingQueueRow).version;
    const edit = await call(owner, API.editProject, {
      ...(await projectForm(t.app, owner, company, { product_name: '审核期间改过的名称' })),
      id,
    });
    expect(edit.json().code, edit.body).toBe(200);
    const res = await first(CONSOLE_API.listingDecide, { id, decision: 'pass', remark: '', version: seen });
    expect(res.json()).toMatchObject({ code: 409, msg: '申请内容已被修改，请刷新后重新审核' });
    expect(await rowOf(id)).toMatchObject({ auditStatus: 0, auditType: 1, firstReviewedBy: null });
    expect(await auditOf(id)).toEqual([]);
  });

  it('sends an edit made during re-review back to first review', async () => {
    const id = await submitProject();
    await decide(first, id, 'pass');
    await call(owner, API.editProject, { ...(await projectForm(t.app, owner, company)), id });
    expect(await rowOf(id)).toMatchObject({ auditStatus: 0, auditType: 1, firstReviewedBy: null });
    // The one who passed the old first review may pass the new one.
    expect((await decide(first, id, 'pass')).json().code).toBe(200);
  });

  it('lets the owner edit and resubmit a rejected listing, which then goes through both reviews again', async () => {
    const id = await submitProject();
    await decide(first, id, 'pass');
    const rejected = await decide(second, id, 'reject', '披露附件缺少内部决策文件');
    expect(rejected.json().data).toMatchObject({ audit_status: 2, audit_type: 2, remark: '披露附件缺少内部决策文件' });
    const mine = (await call(owner, API.myListings, { limit: 100 }))
      .json()
      .data.data.find((r: { id: number }) => r.id === id);
    expect(mine).toMatchObject({ audit_status: 2, audit_type: 2, remark: '披露附件缺少内部决策文件' });
    // A rejection needs its remark.
    const noRemark = await decide(first, id, 'reject');
    expect(noRemark.json()).toMatchObject({ code: 400, msg: '请填写驳回原因' });

    const resubmit = await call(owner, API.editProject, {
      ...(await projectForm(t.app, owner, company, { product_name: '补充材料后的碳汇项目' })),
      id,
    });
    expect(resubmit.json()).toMatchObject({ code: 200, data: { audit_status: 0, audit_type: 1, remark: '' } });
    expect((await decide(first, id, 'pass')).json().code).toBe(200);
    expect((await decide(second, id, 'pass')).json().data).toMatchObject({ audit_status: 1, is_public: true });
    expect((await publicDetail(id)).json().data.product_name).toBe('补充材料后的碳汇项目');
  });

  it('keeps a public listing as reviewed while its change waits for review', async () => {
    const id = await submitProject({ product_name: '原来的项目名称' });
    await decide(first, id, 'pass');
    await decide(second, id, 'pass');

    const edit = await call(owner, API.editProject, {
      ...(await projectForm(t.app, owner, company, { product_name: '改过但未审核的名称' })),
      id,
    });
    expect(edit.json().data).toMatchObject({ product_name: '改过但未审核的名称', audit_status: 0, audit_type: 1 });
    expect((await publicDetail(id)).json().data.product_name).toBe('原来的项目名称');

    await decide(first, id, 'pass');
    expect((await publicDetail(id)).json().data.product_name).toBe('原来的项目名称');
    await decide(second, id, 'pass');
    expect((await publicDetail(id)).json().data.product_name).toBe('改过但未审核的名称');
    expect((await rowOf(id)).pendingRevision).toBeNull();
  });

  it('shows the enterprise name the listing was reviewed with, not a later one', async () => {
    const id = await submitProject();
    await decide(first, id, 'pass');
    await decide(second, id, 'pass');
    await t.db.update(enterprises).set({ companyName: '后来改名的公司' }).where(eq(enterprises.id, company));
    expect((await publicDetail(id)).json().data.company_name).toBe('果洛生态牧业有限公司');
    await t.db.update(enterprises).set({ companyName: '果洛生态牧业有限公司' }).where(eq(enterprises.id, company));
  });

  it('opens a class product when it is published', async () => {
    const res = await call(owner, API.productAdd, productForm(company));
    const id = res.json().data.id as number;
    await decide(first, id, 'pass');
    await decide(second, id, 'pass');
    const detail = (await publicDetail(id)).json().data;
    expect(detail).toMatchObject({ enroll_status: 1, form_type: 2, price: '35.5/万元' });
  });

  it('keeps the disclosure files private once public: a signed link for reviewers, the logged-in link for the public', async () => {
    const id = await submitProject();
    await decide(first, id, 'pass');
    await decide(second, id, 'pass');
    const reviewed = (await first(CONSOLE_API.listingDetail, { id })).json().data as ListingQueueRow;
    const file = reviewed.disclosure_file[0]!;
    // The stored path alone opens nothing; the reviewer's signed link does.
    expect((await t.app.inject({ url: file.src })).statusCode).toBe(403);
    expect((await t.app.inject({ url: file.url })).statusCode).toBe(200);

    const askLink = (token?: string) =>
      t.app.inject({
        url: `${API.listingAttachmentLink}?id=${id}&index=0`,
        headers: token ? { token } : {},
      });
    expect((await askLink()).json()).toMatchObject({ code: 401, msg: '需登录后下载或查看相关附件' });
    const visitor = await signUpAndLogIn(t.app);
    const link = (await askLink(visitor.token)).json().data;
    expect(link.name).toBe('disclosure.pdf');
    expect((await t.app.inject({ url: link.url })).statusCode).toBe(200);
  });

  it('keeps an enterprise that a waiting change would move a public listing to from being deleted', async () => {
    const id = await submitProject();
    await decide(first, id, 'pass');
    await decide(second, id, 'pass');
    const other = await enterpriseOf(t.app, t.db, owner);
    await call(owner, API.editProject, { ...(await projectForm(t.app, owner, other)), id });
    const res = await call(owner, API.companyDelete, { id: other });
    expect(res.json()).toMatchObject({ code: 409, msg: '该企业已被挂牌项目或认证申请使用，不能删除' });
    await decide(first, id, 'pass');
    await decide(second, id, 'pass');
    expect((await rowOf(id)).companyId).toBe(other);
  });

  it('leaves a public listing as it was when its change is rejected', async () => {
    const id = await submitProject({ product_name: '公开中的项目' });
    await decide(first, id, 'pass');
    await decide(second, id, 'pass');
    await call(owner, API.editProject, {
      ...(await projectForm(t.app, owner, company, { product_name: '被驳回的修改' })),
      id,
    });
    const rejected = await decide(first, id, 'reject', '名称与权属证明不符');
    expect(rejected.json().data).toMatchObject({ audit_status: 2, is_public: true });
    expect((await publicDetail(id)).json().data.product_name).toBe('公开中的项目');
    const mine = (await call(owner, API.myListings, { limit: 100 }))
      .json()
      .data.data.find((r: { id: number }) => r.id === id);
    expect(mine).toMatchObject({ product_name: '被驳回的修改', audit_status: 2, remark: '名称与权属证明不符' });
  });
});
