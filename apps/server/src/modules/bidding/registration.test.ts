import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { API, CONSOLE_API, type RegistrationQueueRow } from '@jhy/contract';
import { enterprises, listingRegistrations, messages, sysConfig, uploadedFiles } from '../../db/schema.js';
import { formatChinaDateTime } from '../../infra/chinaTime.js';
import { noticeSha256 } from './buyerTerms.js';
import { createConsoleTestApp, signedInStaff, type StaffCaller } from '../../test/consoleStaff.js';
import { uploadAs } from '../../test/enterpriseForms.js';
import { enterpriseOf } from '../../test/listingForms.js';
import { FIXED_TEST_CODES, signUpAndLogIn, type PortalUser } from '../../test/portalUsers.js';
import type { TestApp } from '../../test/testApp.js';
import { createListing, createListingOwner } from '../../test/tradingFixtures.js';
import { auditTrail } from '../../test/auditTrail.js';
import { currentNoticeSha256 } from '../../test/biddingFixtures.js';

// The controlled clock (docs/time.md): every boundary below is an exact instant.
const START = new Date('2026-03-01T00:00:00Z');
const END = new Date('2026-03-31T15:59:59Z');
let now = new Date('2026-03-10T02:00:00Z');

let t: TestApp;
let owner: { userId: number; companyId: number };
let buyer: PortalUser;
let buyerCompany: number;
let other: PortalUser;
let reviewer: StaffCaller;
let checker: StaffCaller;

beforeAll(async () => {
  t = await createConsoleTestApp(FIXED_TEST_CODES, () => now);
  owner = await createListingOwner(t.db);
  buyer = await signUpAndLogIn(t.app);
  buyerCompany = await enterpriseOf(t.app, t.db, buyer);
  other = await signUpAndLogIn(t.app);
  reviewer = await signedInStaff(t, 'bid_reviewer', 'reviewer');
  checker = await signedInStaff(t, 'bid_checker', 'reviewer');
});
afterAll(() => t.close());

const asUser =
  (user: PortalUser) =>
  (url: string, payload: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers: { token: user.token } });

async function enrollingListing() {
  return createListing(t.db, owner, {
    startTime: START,
    endTime: END,
    marginMoney: '12.00/万元',
    enrollFiles: [{ name: '资格证明模板.docx', src: '/uploads/demo/template.docx' }],
  });
}

async function register(user: PortalUser, listingId: number, companyId: number) {
  const file = await uploadAs(t.app, user, '营业执照.pdf');
  return asUser(user)(API.biddingRegister, {
    listing_id: listingId,
    company_id: companyId,
    contact_name: '张青',
    contact_phone: '13997001234',
    files: [file],
    notice_sha256: await currentNoticeSha256(t.db),
  });
}

const detail = async (id: number) =>
  (await reviewer(CONSOLE_API.biddingRegistrationDetail, { id })).json().data as RegistrationQueueRow;
const recordDeposit = (id: number, overrides: Record<string, unknown> = {}) =>
  reviewer(CONSOLE_API.biddingDeposit, {
    id,
    provider: 'bank_transfer',
    amount: 12,
    paid_on: '2026-03-09',
    reference: 'BOC20260309001',
    ...overrides,
  });
/** A recorded arrival confirmed by the second staff member: the deposit then counts (已到账). */
const confirmDeposit = (id: number) => checker(CONSOLE_API.biddingDepositConfirm, { id });
const receiveDeposit = async (id: number) => {
  await recordDeposit(id);
  return confirmDeposit(id);
};
const decide = async (id: number, decision: 'pass' | 'reject', remark = '') =>
  reviewer(CONSOLE_API.biddingRegistrationDecide, { id, decision, remark, version: (await detail(id)).version });

describe('意向受让登记', () => {
  it('registers a verified enterprise with private materials, once per enterprise and listing', async () => {
    const listing = await enrollingListing();
    const res = await register(buyer, listing.id, buyerCompany);
    expect(res.json()).toMatchObject({ code: 200, msg: '报名成功，请按要求交纳保证金并等待资格确认' });
    const view = res.json().data;
    expect(view).toMatchObject({ listing_id: listing.id, status: 0, deposit_status: 0, deposit_due: '12.00/万元' });
    expect(view.withdrawable).toBe(true);
    expect(view.files[0].url).toMatch(/\?expires=\d+&signature=/);
    const stored = view.files[0].src.replace('/uploads/', '');
    const [upload] = await t.db.select().from(uploadedFiles).where(eq(uploadedFiles.storedName, stored));
    expect(upload!.isPrivate).toBe(true);

    const again = await register(buyer, listing.id, buyerCompany);
    expect(again.json()).toMatchObject({ code: 409, msg: '该企业已报名本项目，请勿重复报名' });
  });

  it('asks for the 竞买须知 in force, stores the version accepted, and shows where to pay the deposit', async () => {
    const listing = await enrollingListing();
    const ask = async () => (await asUser(other)(API.biddingStanding, { listing_id: listing.id })).json().data;
    // Another buyer with a verified enterprise: its contact prefills the form.
    const otherCompany = await enterpriseOf(t.app, t.db, other);
    const [company] = await t.db.select().from(enterprises).where(eq(enterprises.id, otherCompany));
    const standing = await ask();
    expect(standing.contacts).toEqual([
      { company_id: otherCompany, contact_name: company!.contactName, contact_phone: company!.contactMobile },
    ]);
    const [seeded] = await t.db.select().from(sysConfig).where(eq(sysConfig.name, 'trading_notice'));
    expect(standing.notice).toEqual({ html: seeded!.content, sha256: noticeSha256(seeded!.content) });
    expect(standing.enroll_files).toEqual(['资格证明模板.docx']);

    const file = await uploadAs(t.app, other, '营业执照.pdf');
    const fields = {
      listing_id: listing.id,
      company_id: otherCompany,
      contact_name: '王青',
      contact_phone: '13997005678',
      files: [file],
    };
    expect((await asUser(other)(API.biddingRegister, fields)).json()).toMatchObject({
      code: 400,
      msg: '请阅读竞买须知并勾选“我已阅读并同意”',
    });
    // Staff edit the notice after the page read it: the old version is refused.
    const accepted = standing.notice.sha256 as string;
    await t.db
      .update(sysConfig)
      .set({ content: `${seeded!.content}<p>六、新增条款。</p>` })
      .where(eq(sysConfig.name, 'trading_notice'));
    try {
      expect((await asUser(other)(API.biddingRegister, { ...fields, notice_sha256: accepted })).json()).toMatchObject({
        code: 400,
        msg: '竞买须知已更新，请重新阅读并同意后再提交',
      });
      const current = (await ask()).notice.sha256 as string;
      expect(current).not.toBe(accepted);
      const res = await asUser(other)(API.biddingRegister, { ...fields, notice_sha256: current });
      expect(res.json().code).toBe(200);
      const view = res.json().data;
      const [row] = await t.db.select().from(listingRegistrations).where(eq(listingRegistrations.id, view.id));
      expect(row).toMatchObject({ noticeSha256: current, noticeAcceptedAt: now });
      expect(view).toMatchObject({
        transfer_reference: `BZJ${String(view.id).padStart(8, '0')}`,
        payee_account_name: '江河源生态环境交易中心有限公司',
        payee_account: '28100104000088666',
        deposit_due: '12.00/万元',
        bidding_opens_at: '',
        notice_accepted_at: formatChinaDateTime(now),
      });
      expect(view.payee_open_bank).not.toBe('');
      // Not configured: nothing is invented.
      await t.db.update(sysConfig).set({ content: '' }).where(eq(sysConfig.name, 'payee_account'));
      const mine = (await asUser(other)(API.biddingMine, {})).json().data.data[0];
      expect(mine).toMatchObject({ id: view.id, payee_account: '' });
    } finally {
      await t.db.update(sysConfig).set({ content: seeded!.content }).where(eq(sysConfig.name, 'trading_notice'));
      await t.db.update(sysConfig).set({ content: '28100104000088666' }).where(eq(sysConfig.name, 'payee_account'));
    }
  });

  it('offers the materials the listing asks for as signed downloads to a logged-in user', async () => {
    const listing = await enrollingListing();
    const link = await t.app.inject({
      method: 'GET',
      url: `${API.listingAttachmentLink}?id=${listing.id}&index=0&kind=enroll`,
      headers: { token: other.token },
    });
    expect(link.json().data).toMatchObject({ name: '资格证明模板.docx' });
    expect(link.json().data.url).toMatch(/kind=enroll&expires=\d+&signature=/);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `${API.listingAttachmentLink}?id=${listing.id}&index=0&kind=enroll`,
    });
    expect(anonymous.statusCode).toBe(401);
    // The disclosure list's index 0 is another file (none here): a link is never swapped between lists.
    const disclosure = await t.app.inject({
      method: 'GET',
      url: `${API.listingAttachmentLink}?id=${listing.id}&index=0`,
      headers: { token: other.token },
    });
    expect(disclosure.statusCode).toBe(404);
  });

  it('refuses no enterprise, someone else’s, an unverified one and the listing’s own', async () => {
    const listing = await enrollingListing();
    expect((await register(other, listing.id, buyerCompany)).json()).toMatchObject({
      code: 400,
      msg: '请先在个人中心添加企业并通过认证',
    });
    const unverified = await enterpriseOf(t.app, t.db, other, 0);
    expect((await register(other, listing.id, unverified)).json().code).toBe(400);
    const own = await createListing(
      t.db,
      { userId: buyer.id, companyId: buyerCompany },
      { startTime: START, endTime: END },
    );
    expect((await register(buyer, own.id, buyerCompany)).json()).toMatchObject({
      code: 403,
      msg: '不能报名本企业挂牌的项目',
    });
  });

  it('requires the materials the listing asks for, and only the caller’s own uploads', async () => {
    const listing = await enrollingListing();
    const none = await asUser(buyer)(API.biddingRegister, {
      listing_id: listing.id,
      company_id: buyerCompany,
      contact_name: '张青',
      contact_phone: '13997001234',
      files: [],
      notice_sha256: await currentNoticeSha256(t.db),
    });
    expect(none.json()).toMatchObject({ code: 400, msg: '请上传报名所需的资格证明材料' });
    const foreign = await uploadAs(t.app, other);
    const stolen = await asUser(buyer)(API.biddingRegister, {
      listing_id: listing.id,
      company_id: buyerCompany,
      contact_name: '张青',
      contact_phone: '13997001234',
      files: [foreign],
      notice_sha256: await currentNoticeSha256(t.db),
    });
    expect(stolen.json()).toMatchObject({ code: 400, msg: '附件无效，请重新上传' });
  });

  it('opens at start_time and closes after end_time, to the instant', async () => {
    const listing = await enrollingListing();
    const saved = now;
    try {
      now = new Date(START.getTime() - 1);
      expect((await register(buyer, listing.id, buyerCompany)).json()).toMatchObject({
        code: 409,
        msg: '该项目当前不在报名期内',
      });
      now = new Date(END.getTime() + 1);
      expect((await register(buyer, listing.id, buyerCompany)).json().code).toBe(409);
      now = END;
      const ok = await register(buyer, listing.id, buyerCompany);
      expect(ok.json().code).toBe(200);
      now = new Date(END.getTime() + 1);
      const late = await asUser(buyer)(API.biddingWithdraw, { id: ok.json().data.id });
      expect(late.json()).toMatchObject({ code: 409, msg: '报名期已结束或报名已处理，不能撤回' });
    } finally {
      now = saved;
    }
  });

  it('withdraws the buyer’s own registration only, and the enterprise may register again', async () => {
    const listing = await enrollingListing();
    const id = (await register(buyer, listing.id, buyerCompany)).json().data.id;
    expect((await asUser(other)(API.biddingWithdraw, { id })).json().code).toBe(404);
    const withdrawn = await asUser(buyer)(API.biddingWithdraw, { id });
    expect(withdrawn.json()).toMatchObject({ code: 200, data: { status: 3, withdrawable: false } });
    expect((await register(buyer, listing.id, buyerCompany)).json().code).toBe(200);
    const standing = (await asUser(buyer)(API.biddingStanding, { listing_id: listing.id })).json().data;
    expect(standing.registrations.map((r: { status: number }) => r.status)).toEqual([0, 3]);
    expect(standing.can_register).toBe(false);
  });
});

describe('保证金 and 资格确认', () => {
  it('confirms only after the deposit is recorded, gives a bidder code, audits both', async () => {
    const listing = await enrollingListing();
    const id = (await register(buyer, listing.id, buyerCompany)).json().data.id;
    expect((await decide(id, 'pass')).json()).toMatchObject({ code: 409, msg: '保证金尚未到账，不能确认资格' });
    expect((await recordDeposit(id, { amount: 11.99 })).json()).toMatchObject({
      code: 400,
      msg: '到账金额少于应缴保证金',
    });
    expect((await recordDeposit(id, { paid_on: '2026-03-11' })).json()).toMatchObject({
      code: 400,
      msg: '到账日期不能晚于今天',
    });
    const recorded = await recordDeposit(id);
    expect(recorded.json()).toMatchObject({
      code: 200,
      data: { deposit_status: 5, deposit_amount: '12', deposit_reference: 'BOC20260309001' },
    });
    expect((await recordDeposit(id)).json()).toMatchObject({ code: 409, msg: '该报名已撤回或保证金已登记' });
    // Recorded is not received: qualification waits for the second staff member's confirmation.
    expect((await decide(id, 'pass')).json()).toMatchObject({ code: 409, msg: '保证金尚未到账，不能确认资格' });
    expect((await confirmDeposit(id)).json()).toMatchObject({ code: 200, data: { deposit_status: 1 } });
    const passed = await decide(id, 'pass');
    expect(passed.json().data).toMatchObject({ id, status: 1 });
    expect(passed.json().data.bidder_code).toMatch(/^\d{6}$/);
    const entries = await auditTrail(t.db, 'registration', id);
    expect(entries.map((e) => e.action)).toEqual([
      'registration.deposit',
      'registration.depositConfirm',
      'registration.pass',
    ]);
    const mine = (await asUser(buyer)(API.biddingMine, {})).json().data;
    expect(mine.data.find((r: { id: number }) => r.id === id)).toMatchObject({ status: 1, deposit_status: 1 });
  });

  it('refuses with a remark; a withdrawal after the deposit leaves it to be refunded', async () => {
    const listing = await enrollingListing();
    const refusedId = (await register(buyer, listing.id, buyerCompany)).json().data.id;
    expect((await decide(refusedId, 'reject')).json().code).toBe(400);
    expect((await decide(refusedId, 'reject', '材料不全')).json().data).toMatchObject({
      status: 2,
      remark: '材料不全',
    });

    const second = await enrollingListing();
    const id = (await register(buyer, second.id, buyerCompany)).json().data.id;
    await receiveDeposit(id);
    expect((await decide(id, 'pass')).json().code).toBe(200);
    const withdrawn = (await asUser(buyer)(API.biddingWithdraw, { id })).json().data;
    expect(withdrawn).toMatchObject({ status: 3, deposit_status: 3 });
  });

  it('tells the buyer of each decision in the message center, once, with the code or the reason', async () => {
    const messagesAbout = (id: number) =>
      t.db
        .select({ userId: messages.userId, kind: messages.kind, title: messages.title, body: messages.body })
        .from(messages)
        .where(and(eq(messages.recordId, id), eq(messages.kind, 'registration.pass')))
        .orderBy(asc(messages.id));
    const listing = await enrollingListing();
    const id = (await register(buyer, listing.id, buyerCompany)).json().data.id;
    await receiveDeposit(id);
    const code = (await decide(id, 'pass')).json().data.bidder_code as string;
    expect(await messagesAbout(id)).toEqual([
      {
        userId: buyer.id,
        kind: 'registration.pass',
        title: expect.stringContaining('资格已确认'),
        body: `竞价号：${code}`,
      },
    ]);

    const refused = (await register(buyer, (await enrollingListing()).id, buyerCompany)).json().data.id;
    await decide(refused, 'reject', '营业执照已过期');
    const [message] = await t.db
      .select({ userId: messages.userId, kind: messages.kind, body: messages.body })
      .from(messages)
      .where(and(eq(messages.recordId, refused), eq(messages.kind, 'registration.reject')));
    expect(message).toEqual({ userId: buyer.id, kind: 'registration.reject', body: '营业执照已过期' });
  });

  it('takes no qualification decision after the window ends', async () => {
    const listing = await enrollingListing();
    const id = (await register(buyer, listing.id, buyerCompany)).json().data.id;
    await receiveDeposit(id);
    const saved = now;
    try {
      now = new Date(END.getTime() + 1);
      expect((await decide(id, 'pass')).json()).toMatchObject({ code: 409, msg: '报名期已结束，不能再确认资格' });
    } finally {
      now = saved;
    }
  });

  it('is a queue only reviewers work, shown with the buyer’s mobile', async () => {
    const listing = await enrollingListing();
    const id = (await register(buyer, listing.id, buyerCompany)).json().data.id;
    const page = (
      await reviewer(CONSOLE_API.biddingRegistrationQueue, { status: 0, keyword: listing.productName })
    ).json().data;
    expect(page.data.map((r: RegistrationQueueRow) => [r.id, r.userMobile])).toEqual([[id, buyer.mobile]]);
    const anonymous = await t.app.inject({ method: 'POST', url: CONSOLE_API.biddingRegistrationQueue, payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });
});
