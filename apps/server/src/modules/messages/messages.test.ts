import { API, CONSOLE_API, messageCenterMessages, type MessageKind } from '@jhy/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  certificationApplications,
  displayProducts,
  enterprises,
  listings,
  messages,
  smsNotices,
  smsOutbox,
  zones,
} from '../../db/schema.js';
import { ConsoleSmsDriver } from '../../infra/sms/consoleSmsDriver.js';
import { SmsSendError, type SmsDriver } from '../../infra/sms/smsDriver.js';
import { addStaff, asStaff, staffToken } from '../../test/consoleStaff.js';
import { enterpriseOf } from '../../test/listingForms.js';
import { FIXED_TEST_CODES, postAs, signUpAndLogIn, type PortalUser } from '../../test/portalUsers.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { createListing } from '../../test/tradingFixtures.js';
import { insertApplication } from '../certification/certificationRepository.js';
import { insertDisplayProduct } from '../pilot/displayProductRepository.js';
import { SMS_NOTICE_RETRY, SmsNoticeDispatcher } from './smsNoticeDispatcher.js';

let t: TestApp;
let alice: PortalUser;
let bob: PortalUser;
let aliceCompany: number;
let firstReviewer: ReturnType<typeof asStaff>;
let secondReviewer: ReturnType<typeof asStaff>;
let admin: ReturnType<typeof asStaff>;
let zoneId: number;

const silentLog = { info: () => {}, warn: () => {} };

beforeAll(async () => {
  t = await createTestApp({ env: FIXED_TEST_CODES });
  alice = await signUpAndLogIn(t.app);
  bob = await signUpAndLogIn(t.app);
  aliceCompany = await enterpriseOf(t.app, t.db, alice, 1);
  const staff = await Promise.all([
    addStaff(t.db, 'msg_reviewer_1', 'reviewer'),
    addStaff(t.db, 'msg_reviewer_2', 'reviewer'),
    addStaff(t.db, 'msg_admin', 'admin'),
  ]);
  const [first, second, adminMember] = await Promise.all(
    staff.map(async (m) => asStaff(t.app, await staffToken(t.app, m.username, m.password))),
  );
  firstReviewer = first!;
  secondReviewer = second!;
  admin = adminMember!;
  zoneId = (await t.db.select({ id: zones.id }).from(zones).orderBy(asc(zones.id)).limit(1))[0]!.id;
});
afterAll(() => t.close());

const call = (user: PortalUser, url: string, payload?: Record<string, unknown>) => postAs(t.app, user, url, payload);

const messagesOf = (userId: number) =>
  t.db.select().from(messages).where(eq(messages.userId, userId)).orderBy(asc(messages.id));
const noticesOf = (userId: number) =>
  t.db.select().from(smsNotices).where(eq(smsNotices.userId, userId)).orderBy(asc(smsNotices.id));

/**
 * Runs one decision and answers what it left: the new messages and SMS notices of each user.
 * Every decision here must leave exactly one of each, for the record's owner only.
 */
async function expectOneMessage(kind: MessageKind, decision: () => Promise<{ json(): { code: number } }>) {
  const before = { a: (await messagesOf(alice.id)).length, an: (await noticesOf(alice.id)).length };
  const before_b = { m: (await messagesOf(bob.id)).length, n: (await noticesOf(bob.id)).length };
  const res = await decision();
  expect(res.json().code).toBe(200);
  const added = (await messagesOf(alice.id)).slice(before.a);
  const notices = (await noticesOf(alice.id)).slice(before.an);
  expect(added.map((m) => m.kind)).toEqual([kind]);
  expect(notices).toHaveLength(1);
  expect(notices[0]).toMatchObject({ messageId: added[0]!.id, mobile: alice.mobile, status: 'pending', attempts: 0 });
  expect((await messagesOf(bob.id)).length).toBe(before_b.m);
  expect((await noticesOf(bob.id)).length).toBe(before_b.n);
  return added[0]!;
}

type ReviewedTable = typeof enterprises | typeof listings | typeof displayProducts | typeof certificationApplications;

const versionOf = async (table: ReviewedTable, id: number) =>
  (await t.db.select({ updatedAt: table.updatedAt }).from(table).where(eq(table.id, id)))[0]!.updatedAt.toISOString();

/** The first reviewer's decision through `route` on a row of `table`, with the row's current version. */
const firstReviewerDecides =
  (route: string, table: ReviewedTable) =>
  async (id: number, decision: string, remark = '') =>
    firstReviewer(route, { id, decision, remark, version: await versionOf(table, id) });

describe('every decision on a record leaves one message and one SMS notice for its owner', () => {
  it('enterprise verified, and rejected with the remark', async () => {
    const decideEnterprise = firstReviewerDecides(CONSOLE_API.enterpriseDecide, enterprises);
    const passed = await enterpriseOf(t.app, t.db, alice, -1);
    const before = (await messagesOf(alice.id)).length;
    await decideEnterprise(passed, 'take');
    // Taking it in is not a decision the owner hears of.
    expect((await messagesOf(alice.id)).length).toBe(before);
    const pass = await expectOneMessage('enterprise.pass', () => decideEnterprise(passed, 'pass'));
    expect(pass).toMatchObject({ route: '/main/myAccount?tab=enterprises', recordId: passed, body: '' });
    expect(pass.title).toContain('已通过认证');

    const rejected = await enterpriseOf(t.app, t.db, alice, -1);
    await decideEnterprise(rejected, 'take');
    const reject = await expectOneMessage('enterprise.reject', () =>
      decideEnterprise(rejected, 'reject', '营业执照照片不清晰，请重新上传'),
    );
    expect(reject).toMatchObject({ recordId: rejected, body: '营业执照照片不清晰，请重新上传' });
  });

  it('listing: first review passed, re-review passed (public), each step rejected, deal recorded', async () => {
    const submitted = () =>
      createListing(
        t.db,
        { userId: alice.id, companyId: aliceCompany },
        { auditStatus: 0, auditType: 1, isPublic: false },
      );
    const decide = async (who: typeof firstReviewer, id: number, decision: string, remark = '') =>
      who(CONSOLE_API.listingDecide, { id, decision, remark, version: await versionOf(listings, id) });

    const listing = await submitted();
    const first = await expectOneMessage('listing.firstPass', () => decide(firstReviewer, listing.id, 'pass'));
    expect(first).toMatchObject({ route: '/main/myAccount?tab=listings', recordId: listing.id });
    const pub = await expectOneMessage('listing.public', () => decide(secondReviewer, listing.id, 'pass'));
    expect(pub.title).toContain('公开挂牌');
    await expectOneMessage('listing.deal', () =>
      admin(CONSOLE_API.listingRecordDeal, {
        id: listing.id,
        deal_amount: 88.5,
        transferee_name: '玛沁县生态公司',
        deal_date: '2026-01-05',
        remark: '',
      }),
    );

    const rejectedFirst = await submitted();
    const r1 = await expectOneMessage('listing.firstReject', () =>
      decide(firstReviewer, rejectedFirst.id, 'reject', '缺少权属证明'),
    );
    expect(r1.body).toBe('缺少权属证明');
    const rejectedSecond = await submitted();
    await decide(firstReviewer, rejectedSecond.id, 'pass');
    const r2 = await expectOneMessage('listing.reviewReject', () =>
      decide(secondReviewer, rejectedSecond.id, 'reject', '挂牌价格需说明依据'),
    );
    expect(r2.body).toBe('挂牌价格需说明依据');
  });

  it('display product passed and rejected', async () => {
    const product = () =>
      insertDisplayProduct(t.db, alice.id, {
        companyId: aliceCompany,
        zoneId,
        category: 44,
        productName: '玛沁牦牛肉',
        typeIds: '1',
        typeName: '肉类',
        contactName: '王',
        contactPhone: '13900000000',
      });
    const decide = firstReviewerDecides(CONSOLE_API.pilotProductDecide, displayProducts);
    const a = await product();
    await expectOneMessage('displayProduct.pass', () => decide(a.id, 'pass'));
    const b = await product();
    const rejected = await expectOneMessage('displayProduct.reject', () => decide(b.id, 'reject', '图片与产品不符'));
    expect(rejected).toMatchObject({ body: '图片与产品不符', route: '/main/myAccount?tab=enterprises' });
  });

  it('certification taken, accepted and sent back', async () => {
    const application = () =>
      insertApplication(t.db, alice.id, {
        companyName: '测试公司',
        creditCode: '91632621MA7C482917',
        productName: '黑枸杞',
        typeIds: '201',
        typeName: '绿色食品',
        contactName: '王',
        contactPhone: '13900000000',
        contactAddress: '大武镇',
        areaCode: '63/6326/632621',
        areaName: '青海省/果洛藏族自治州/玛沁县',
      });
    const decide = firstReviewerDecides(CONSOLE_API.certificationDecide, certificationApplications);
    const a = await application();
    await expectOneMessage('certification.take', () => decide(a.id, 'take'));
    await expectOneMessage('certification.pass', () => decide(a.id, 'pass'));
    const b = await application();
    await decide(b.id, 'take');
    const back = await expectOneMessage('certification.reject', () => decide(b.id, 'reject', '请补充检测报告'));
    expect(back).toMatchObject({ body: '请补充检测报告', route: '/main/myAccount?tab=certification' });
  });

  it('a decision that is refused leaves no message', async () => {
    const id = await enterpriseOf(t.app, t.db, alice, 1);
    const before = (await messagesOf(alice.id)).length;
    const res = await firstReviewerDecides(CONSOLE_API.enterpriseDecide, enterprises)(id, 'pass');
    expect(res.statusCode).toBe(409);
    expect((await messagesOf(alice.id)).length).toBe(before);
  });
});

describe('SMS notices', () => {
  it('are sent after the decision through the SMS driver, with the notice template', async () => {
    const dispatcher = new SmsNoticeDispatcher(
      t.db,
      new ConsoleSmsDriver(t.db, silentLog, { revealCodeInLog: false }),
      silentLog,
    );
    await dispatcher.runOnce();
    const notices = await noticesOf(alice.id);
    expect(notices.length).toBeGreaterThan(0);
    expect(notices.every((n) => n.status === 'sent' && n.attempts === 1)).toBe(true);
    const outbox = await t.db
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.mobile, alice.mobile))
      .orderBy(asc(smsOutbox.id));
    const noticeTexts = outbox.filter((row) => row.content.includes('消息中心'));
    expect(noticeTexts).toHaveLength(notices.length);
    expect(noticeTexts.some((row) => row.content.includes('认证未通过'))).toBe(true);
    // A second run sends nothing again.
    expect(await dispatcher.runOnce()).toEqual({ sent: 0, failed: 0 });
  });

  it('a failed send keeps the decision, is retried after a wait, and stops after the last attempt', async () => {
    const id = await enterpriseOf(t.app, t.db, alice, 0);
    const res = await firstReviewerDecides(CONSOLE_API.enterpriseDecide, enterprises)(id, 'pass');
    expect(res.json().code).toBe(200);
    let now = new Date('2030-01-01T00:00:00Z');
    const failing: SmsDriver = {
      name: 'failing',
      sendVerificationCode: async () => {},
      sendNotice: async () => {
        throw new SmsSendError('provider down');
      },
    };
    const dispatcher = new SmsNoticeDispatcher(t.db, failing, silentLog, () => now);
    const notice = async () => (await noticesOf(alice.id)).at(-1)!;
    expect(await dispatcher.runOnce()).toEqual({ sent: 0, failed: 1 });
    expect(await notice()).toMatchObject({ status: 'pending', attempts: 1, lastError: 'provider down' });
    // Not due again until its wait has passed.
    expect(await dispatcher.runOnce()).toEqual({ sent: 0, failed: 0 });
    for (const wait of SMS_NOTICE_RETRY.waitsMs) {
      now = new Date(now.getTime() + wait);
      expect(await dispatcher.runOnce()).toEqual({ sent: 0, failed: 1 });
    }
    expect(await notice()).toMatchObject({ status: 'failed', attempts: SMS_NOTICE_RETRY.maxAttempts });
    now = new Date(now.getTime() + 24 * 60 * 60 * 1000);
    expect(await dispatcher.runOnce()).toEqual({ sent: 0, failed: 0 });
    // The decision stands.
    const [row] = await t.db
      .select({ authStatus: enterprises.authStatus })
      .from(enterprises)
      .where(eq(enterprises.id, id));
    expect(row!.authStatus).toBe(1);
  });

  it('a user who turned SMS notices off gets the message only', async () => {
    const carol = await signUpAndLogIn(t.app);
    const off = await call(carol, API.editUserInfo, { sms_notice: 0 });
    expect(off.json().data.sms_notice).toBe(0);
    const id = await enterpriseOf(t.app, t.db, carol, 0);
    await firstReviewer(CONSOLE_API.enterpriseDecide, {
      id,
      decision: 'reject',
      remark: '请补充',
      version: await versionOf(enterprises, id),
    });
    expect((await messagesOf(carol.id)).map((m) => m.kind)).toEqual(['enterprise.reject']);
    expect(await noticesOf(carol.id)).toEqual([]);
    expect((await call(carol, API.editUserInfo, { sms_notice: 1 })).json().data.sms_notice).toBe(1);
  });
});

describe('the message center', () => {
  it('lists the user own messages newest first, read or not, and counts the unread', async () => {
    const all = await messagesOf(alice.id);
    const unread = (await call(alice, API.messageUnread)).json().data.unread;
    expect(unread).toBe(all.length);
    // Read the oldest two: they keep their place in time.
    const [oldest, second] = all;
    expect((await call(alice, API.messageRead, { id: oldest!.id })).json()).toMatchObject({
      code: 200,
      msg: messageCenterMessages.markedRead,
      data: { unread: all.length - 1 },
    });
    await call(alice, API.messageRead, { id: second!.id });
    const page = (await call(alice, API.messageList, { page: 1, limit: 50 })).json().data;
    expect(page.total).toBe(all.length);
    const expected = [...all].reverse().map((m) => m.id);
    expect(page.data.map((m: { id: number }) => m.id)).toEqual(expected);
    expect(page.data.at(-1)).toMatchObject({ is_read: 1, record_id: oldest!.recordId, kind_label: '企业认证' });
    expect(page.data[0].is_read).toBe(0);
    expect(page.data[0].create_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('another user can neither read nor mark them', async () => {
    const aliceMessage = (await messagesOf(alice.id)).at(-1)!;
    expect((await call(bob, API.messageList)).json().data).toEqual({ total: 0, data: [] });
    expect((await call(bob, API.messageUnread)).json().data.unread).toBe(0);
    const res = await call(bob, API.messageRead, { id: aliceMessage.id });
    expect(res.json()).toMatchObject({ code: 404, msg: messageCenterMessages.notFound });
    await call(bob, API.messageReadAll);
    const [after] = await t.db.select().from(messages).where(eq(messages.id, aliceMessage.id));
    expect(after!.readAt).toBeNull();
    expect((await t.app.inject({ method: 'POST', url: API.messageList, payload: {} })).statusCode).toBe(401);
  });

  it('marks all read', async () => {
    const res = await call(alice, API.messageReadAll);
    expect(res.json()).toMatchObject({ code: 200, msg: messageCenterMessages.allMarkedRead, data: { unread: 0 } });
    expect((await call(alice, API.messageUnread)).json().data.unread).toBe(0);
  });

  it('staff see the messages sent to a user, with their SMS status, on the user page', async () => {
    const res = await firstReviewer(CONSOLE_API.userMessages, { id: alice.id, page: 1, limit: 50 });
    const page = res.json().data;
    const all = await messagesOf(alice.id);
    expect(page.total).toBe(all.length);
    expect(page.data.map((m: { id: number }) => m.id)).toEqual(all.map((m) => m.id).reverse());
    expect(page.data.map((m: { smsStatus: string }) => m.smsStatus)).toContain('failed');
    expect(page.data.map((m: { smsStatus: string }) => m.smsStatus)).toContain('sent');
  });
});
