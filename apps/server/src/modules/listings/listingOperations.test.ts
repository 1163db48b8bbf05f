import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API, CONSOLE_API, type ListingQueueRow } from '@jhy/contract';
import { deals, listings, newsItems } from '../../db/schema.js';
import { createConsoleTestApp, signedInStaff, type StaffCaller } from '../../test/consoleStaff.js';
import { enterpriseOf, projectForm } from '../../test/listingForms.js';
import { FIXED_TEST_CODES, savedId, signUpAndLogIn, type PortalUser } from '../../test/portalUsers.js';
import { expectRefusal } from '../../test/refusals.js';
import type { TestApp } from '../../test/testApp.js';
import { auditTrail } from '../../test/auditTrail.js';

let t: TestApp;
let owner: PortalUser;
let company: number;
let admin: StaffCaller;
let reviewers: Array<StaffCaller>;

beforeAll(async () => {
  t = await createConsoleTestApp(FIXED_TEST_CODES);
  owner = await signUpAndLogIn(t.app);
  company = await enterpriseOf(t.app, t.db, owner);
  admin = await signedInStaff(t, 'lo_admin', 'admin');
  reviewers = [await signedInStaff(t, 'lo_first', 'reviewer'), await signedInStaff(t, 'lo_second', 'reviewer')];
});
afterAll(() => t.close());

const publicDetail = async (id: number) =>
  (await t.app.inject({ method: 'GET', url: `${API.listingCheck}?id=${id}` })).json().data;
const overview = async () => (await t.app.inject({ method: 'GET', url: API.dealTrends })).json().data;
const auditOf = (id: number) => auditTrail(t.db, 'listing', id);
const dealCount = () => t.db.$count(deals);

/** A listing submitted by its owner and passed by two reviewers: public, enrolling since 2020. */
async function publicListing(overrides: Record<string, unknown> = {}): Promise<number> {
  const form = await projectForm(t.app, owner, company, {
    start_time: '2020-01-01',
    notice_time: '2020-01-01 至 2099-03-31',
    ...overrides,
  });
  const res = await t.app.inject({
    method: 'POST',
    url: API.addProject,
    payload: form,
    headers: { token: owner.token },
  });
  const id = savedId(res, 'addProject');
  for (const reviewer of reviewers) {
    const { version } = (await reviewer(CONSOLE_API.listingDetail, { id })).json().data as ListingQueueRow;
    const decided = await reviewer(CONSOLE_API.listingDecide, { id, decision: 'pass', remark: '', version });
    if (decided.json().code !== 200) throw new Error(decided.body);
  }
  return id;
}

const dealInput = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  deal_amount: '86.25',
  transferee_name: '青海绿色能源有限公司',
  deal_date: '2026-01-15',
  ...overrides,
});

describe('recording a deal', () => {
  it('marks the listing dealt, adds exactly its amount to the statistics and drafts the announcement', async () => {
    const id = await publicListing({ product_name: '玛沁县碳汇成交测试' });
    expect((await publicDetail(id)).enroll_status).toBe(1);
    const before = await overview();

    const res = await admin(CONSOLE_API.listingRecordDeal, dealInput(id));
    expect(res.json(), res.body).toMatchObject({
      code: 200,
      msg: '已记录成交，成交公告草稿已生成，请编辑发布',
      data: { listing: { id, enroll_status: 3 } },
    });
    const after = await overview();
    expect(Math.round((after.total_amount - before.total_amount) * 100)).toBe(8625);
    expect(after.total_count - before.total_count).toBe(1);
    expect((await publicDetail(id)).enroll_status).toBe(3);

    const [deal] = await t.db.select().from(deals).where(eq(deals.listingId, id));
    expect(deal).toMatchObject({ amount: '86.2500', transfereeName: '青海绿色能源有限公司', zoneName: '果洛' });
    const [news] = await t.db.select().from(newsItems).where(eq(newsItems.id, res.json().data.news_id));
    expect(news).toMatchObject({ newType: 22, published: 0, title: '玛沁县碳汇成交测试成交公告' });
    expect(news!.content).toContain('青海绿色能源有限公司');
    expect((await auditOf(id)).at(-1)).toMatchObject({ action: 'listing.deal', staffName: 'lo_admin' });
  });

  it.each([
    [{ deal_amount: '' }, '请输入成交金额（万元）'],
    [{ deal_amount: '-3' }, '请输入成交金额（万元）'],
    [{ transferee_name: ' ' }, '请输入受让方名称'],
    [{ deal_date: '' }, '请选择成交日期'],
    [{ deal_date: '2026-02-30' }, '请选择成交日期'],
    [{ deal_date: '2099-01-01' }, '成交日期不能晚于今天'],
  ])('refuses %o with %s and records nothing', async (override, message) => {
    const id = await publicListing();
    await expectRefusal(dealCount, () => admin(CONSOLE_API.listingRecordDeal, dealInput(id, override)), message);
    expect((await publicDetail(id)).enroll_status).toBe(1);
  });

  it('is refused on a listing that is not public, already dealt or ended, and to a reviewer', async () => {
    const id = await publicListing();
    const reviewerTry = await reviewers[0]!(CONSOLE_API.listingRecordDeal, dealInput(id));
    expect(reviewerTry.statusCode).toBe(403);
    expect((await reviewers[0]!(CONSOLE_API.listingOperations, {})).statusCode).toBe(403);

    const pending = (
      await t.app.inject({
        method: 'POST',
        url: API.addProject,
        payload: await projectForm(t.app, owner, company),
        headers: { token: owner.token },
      })
    ).json().data.id as number;
    expect((await admin(CONSOLE_API.listingRecordDeal, dealInput(pending))).json()).toMatchObject({
      code: 409,
      msg: '只能对已公开且未成交、未结束的项目操作',
    });
    expect((await admin(CONSOLE_API.listingRecordDeal, dealInput(id))).json().code).toBe(200);
    const dealsBefore = await t.db.$count(deals);
    expect((await admin(CONSOLE_API.listingRecordDeal, dealInput(id))).json().code).toBe(409);
    expect((await admin(CONSOLE_API.listingEnd, { id })).json().code).toBe(409);
    expect(await t.db.$count(deals)).toBe(dealsBefore);
  });

  it('cannot be changed by the owner once dealt', async () => {
    const id = await publicListing();
    await admin(CONSOLE_API.listingRecordDeal, dealInput(id));
    const edit = await t.app.inject({
      method: 'POST',
      url: API.editProject,
      payload: { ...(await projectForm(t.app, owner, company)), id },
      headers: { token: owner.token },
    });
    expect(edit.json()).toMatchObject({ code: 409, msg: '项目已成交或已结束，不能修改' });
  });
});

describe('ending and extending a listing', () => {
  it('ends a public listing (4), audited', async () => {
    const id = await publicListing();
    const res = await admin(CONSOLE_API.listingEnd, { id, remark: '转让方撤回' });
    expect(res.json()).toMatchObject({ code: 200, data: { enroll_status: 4 } });
    expect((await publicDetail(id)).enroll_status).toBe(4);
    expect((await auditOf(id)).at(-1)).toMatchObject({ action: 'listing.end', staffName: 'lo_admin' });
  });

  it('extends the disclosure only when the owner chose to extend (6), and only to a later end', async () => {
    const ends = await publicListing({ potential_buyer: 3 });
    expect((await admin(CONSOLE_API.listingExtend, { id: ends, end_time: '2099-06-30' })).json()).toMatchObject({
      code: 409,
      msg: '该项目未选择延长信息披露，不能延期',
    });

    const extendable = await publicListing({ potential_buyer: 6, nopotential_buyer: '每次延长 5 个工作日' });
    const earlier = await admin(CONSOLE_API.listingExtend, { id: extendable, end_time: '2099-03-01' });
    expect(earlier.json()).toMatchObject({ code: 400, msg: '延长后的截止时间应晚于原截止时间' });
    const res = await admin(CONSOLE_API.listingExtend, { id: extendable, end_time: '2099-06-30' });
    expect(res.json()).toMatchObject({
      code: 200,
      data: { end_time: '2099-06-30 17:00:00', notice_time: '2020-01-01 至 2099-06-30' },
    });
    expect((await publicDetail(extendable)).end_time).toBe('2099-06-30 17:00:00');
    expect((await auditOf(extendable)).at(-1)).toMatchObject({ action: 'listing.extend' });
    expect((await auditOf(ends)).map((e) => e.action)).not.toContain('listing.extend');
  });

  it('lists public listings for operations by enrol status', async () => {
    const id = await publicListing({ product_name: '运营列表里的项目' });
    const res = await admin(CONSOLE_API.listingOperations, { enroll_status: 1, product_name: '运营列表' });
    expect(res.json().data.data.map((r: ListingQueueRow) => r.id)).toEqual([id]);
    const noneDealt = await admin(CONSOLE_API.listingOperations, { enroll_status: 3, product_name: '运营列表' });
    expect(noneDealt.json().data.total).toBe(0);
    const listing = (await t.db.select().from(listings).where(eq(listings.id, id)))[0]!;
    expect(listing.isPublic).toBe(true);
    // Each row says its transaction state by name, which the page offers its actions from.
    expect(res.json().data.data[0].transaction_state).toBe('enrolling');
    await admin(CONSOLE_API.listingEnd, { id });
    const ended = await admin(CONSOLE_API.listingOperations, { enroll_status: 4, product_name: '运营列表' });
    expect(ended.json().data.data.map((r: { transaction_state: string }) => r.transaction_state)).toEqual(['ended']);
  });
});
