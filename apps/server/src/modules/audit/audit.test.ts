import { count, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { auditActionLabel, auditChangeText, auditTargetText, CONSOLE_API, type AuditEntryView } from '@jhy/contract';
import { auditLog, staff, users } from '../../db/schema.js';
import { qualifiedBidder } from '../../test/biddingFixtures.js';
import { createListing, createListingOwner } from '../../test/tradingFixtures.js';
import { readWorkbook } from '../../test/workbooks.js';
import { insertAuditEntry } from './auditRepository.js';
import { addStaff, asStaff, createConsoleTestApp, staffToken } from '../../test/consoleStaff.js';
import { chinaDate } from '../../infra/chinaTime.js';
import { withAudit } from './withAudit.js';
import { suiteApp } from '../../test/suite.js';

const t = suiteApp(() => createConsoleTestApp());
let call: ReturnType<typeof asStaff>;
let adminId: number;
let reviewerId: number;
let userId: number;

beforeAll(async () => {
  const admin = await addStaff(t.db, 'audit_admin', 'admin');
  adminId = admin.id;
  reviewerId = (await addStaff(t.db, 'audit_reviewer', 'reviewer')).id;
  call = asStaff(t.app, await staffToken(t.app, admin.username, admin.password));
  const [user] = await t.db.insert(users).values({ mobile: '13700000001', passwordHash: 'x' }).returning();
  userId = user!.id;
});

const auditCount = async () => (await t.db.select({ value: count() }).from(auditLog))[0]!.value;
const latestEntry = async () => (await t.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]!;

describe('audit log', () => {
  const changes: Array<{ name: string; run: () => ReturnType<typeof call>; action: string; target: () => string }> = [
    {
      name: 'add staff',
      run: () => call(CONSOLE_API.staffCreate, { username: 'audit_new', displayName: '新人', role: 'editor' }),
      action: 'staff.create',
      target: () => '',
    },
    {
      name: 'edit staff',
      run: () => call(CONSOLE_API.staffUpdate, { id: reviewerId, displayName: '审核员甲', role: 'reviewer' }),
      action: 'staff.update',
      target: () => String(reviewerId),
    },
    {
      name: 'disable staff',
      run: () => call(CONSOLE_API.staffDisable, { id: reviewerId }),
      action: 'staff.disable',
      target: () => String(reviewerId),
    },
    {
      name: 'enable staff',
      run: () => call(CONSOLE_API.staffEnable, { id: reviewerId }),
      action: 'staff.enable',
      target: () => String(reviewerId),
    },
    {
      name: 'reset a staff password',
      run: () => call(CONSOLE_API.staffResetPassword, { id: reviewerId }),
      action: 'staff.resetPassword',
      target: () => String(reviewerId),
    },
    {
      name: 'disable a portal user',
      run: () => call(CONSOLE_API.userDisable, { id: userId }),
      action: 'user.disable',
      target: () => String(userId),
    },
    {
      name: 'enable a portal user',
      run: () => call(CONSOLE_API.userEnable, { id: userId }),
      action: 'user.enable',
      target: () => String(userId),
    },
    {
      name: 'edit system configuration',
      run: () => call(CONSOLE_API.sysConfigUpdate, { name: 'complaints', content: '0971-6288011' }),
      action: 'sysConfig.update',
      target: () => 'complaints',
    },
    {
      name: 'add a category',
      run: () => call(CONSOLE_API.categoryAdd, { pid: 0, group: 'season', name: '雨季' }),
      action: 'category.add',
      target: () => '',
    },
    {
      name: 'rename a category',
      run: () => call(CONSOLE_API.categoryRename, { id: 96, name: '全年' }),
      action: 'category.rename',
      target: () => '96',
    },
  ];

  for (const change of changes) {
    it(`writes exactly one entry when staff ${change.name}`, async () => {
      const before = await auditCount();
      const res = await change.run();
      expect(res.statusCode).toBe(200);
      expect(await auditCount()).toBe(before + 1);
      const entry = await latestEntry();
      expect(entry).toMatchObject({ action: change.action, staffId: adminId, staffName: 'audit_admin' });
      if (change.target()) expect(entry.targetId).toBe(change.target());
      else expect(Number(entry.targetId)).toBeGreaterThan(0);
    });
  }

  it('records before → after, and never a password or its hash', async () => {
    await call(CONSOLE_API.staffUpdate, { id: reviewerId, displayName: '审核员乙', role: 'editor' });
    const entry = await latestEntry();
    expect(entry.before).toMatchObject({ displayName: '审核员甲', role: 'reviewer' });
    expect(entry.after).toMatchObject({ displayName: '审核员乙', role: 'editor' });
    const reset = await call(CONSOLE_API.staffResetPassword, { id: reviewerId });
    const { password } = reset.json().data;
    const all = JSON.stringify(await t.db.select().from(auditLog));
    expect(all).not.toContain(password);
    expect(all).not.toContain('$argon2');
  });

  it('writes nothing when the change is refused', async () => {
    const before = await auditCount();
    const refused = [
      await call(CONSOLE_API.staffCreate, { username: 'audit_admin', displayName: '重复', role: 'editor' }),
      await call(CONSOLE_API.staffDisable, { id: adminId }),
      await call(CONSOLE_API.userDisable, { id: 999999 }),
      await call(CONSOLE_API.sysConfigUpdate, { name: 'company_email', content: 'not-an-email' }),
      await call(CONSOLE_API.categoryRename, { id: 92, name: '夏季' }),
    ];
    expect(refused.map((res) => res.statusCode)).toEqual([409, 400, 404, 400, 409]);
    expect(await auditCount()).toBe(before);
  });

  it('keeps neither the change nor the entry when the change fails after writing', async () => {
    const before = await auditCount();
    await expect(
      withAudit(
        t.db,
        { id: adminId, name: 'audit_admin', ip: '' },
        { action: 'user.test', targetType: 'user' },
        async (tx) => {
          await tx.insert(users).values({ mobile: '13700000099', passwordHash: 'x' });
          throw new Error('boom');
        },
      ),
    ).rejects.toThrow('boom');
    expect(await auditCount()).toBe(before);
    const search = await call(CONSOLE_API.userList, { keyword: '13700000099' });
    expect(search.json().data.total).toBe(0);
  });
});

describe('audit search', () => {
  it('filters by staff, action, target and date, newest first, paged', async () => {
    const byAction = (await call(CONSOLE_API.auditList, { action: 'staff.resetPassword' })).json().data;
    expect(byAction.total).toBeGreaterThanOrEqual(2);
    expect(byAction.data.every((e: { action: string }) => e.action === 'staff.resetPassword')).toBe(true);

    const byTarget = (await call(CONSOLE_API.auditList, { targetType: 'user', targetId: String(userId) })).json().data;
    expect(byTarget.data.map((e: { action: string }) => e.action)).toEqual(['user.enable', 'user.disable']);

    const byStaff = (await call(CONSOLE_API.auditList, { staffId: adminId, limit: 3, page: 2 })).json().data;
    expect(byStaff.data).toHaveLength(3);
    expect(byStaff.data.every((e: { staffId: number }) => e.staffId === adminId)).toBe(true);
    const ids = byStaff.data.map((e: { id: number }) => e.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);

    // Yesterday to today: every entry of this file, even when China's midnight fell in between.
    const today = chinaDate(new Date());
    const yesterday = chinaDate(new Date(Date.now() - 24 * 3600 * 1000));
    const inRange = (await call(CONSOLE_API.auditList, { from: yesterday, to: today })).json().data;
    expect(inRange.total).toBe(await auditCount());
    const future = (await call(CONSOLE_API.auditList, { from: '2999-01-01' })).json().data;
    expect(future.total).toBe(0);
    const past = (await call(CONSOLE_API.auditList, { to: '2000-01-01' })).json().data;
    expect(past.total).toBe(0);
    const badDates = await call(CONSOLE_API.auditList, { from: 'yesterday', to: "'; drop table" });
    expect(badDates.json().data.total).toBe(await auditCount());
  });

  it('lists the actions that occur, for the search form', async () => {
    const actions = (await call(CONSOLE_API.auditActions)).json().data as string[];
    expect(actions).toEqual(expect.arrayContaining(['auth.login', 'staff.create', 'sysConfig.update']));
    expect(new Set(actions).size).toBe(actions.length);
  });
});

describe('the audit log in words', () => {
  it('names who acted and the record by its name, in one query for the page, newest first', async () => {
    await t.db.update(staff).set({ displayName: '审计管理员' }).where(eq(staff.id, adminId));
    const owner = await createListingOwner(t.db);
    const listing = await createListing(t.db, owner, { productName: '玛沁县雪山牦牛肉' });
    const bidder = await qualifiedBidder(t.db, listing.id, 0);
    const [named] = await t.db
      .insert(users)
      .values({ mobile: '13712345678', nickName: '卓玛', passwordHash: 'x' })
      .returning();
    const at = new Date('2031-02-03T04:05:06Z');
    const entry = (action: string, targetType: string, targetId: string, before: unknown, after: unknown) =>
      insertAuditEntry(t.db, {
        staffId: adminId,
        staffName: 'audit_admin',
        action,
        targetType,
        targetId,
        before,
        after,
        remark: '',
        ip: '',
        createdAt: at,
      });
    // Written oldest first, all in the same instant: the page orders them by id, newest first.
    await entry('enterprise.pass', 'enterprise', String(owner.companyId), { authStatus: 0 }, { authStatus: 1 });
    await entry('listing.end', 'listing', String(listing.id), { enroll_status: 1 }, { enroll_status: 4 });
    await entry('registration.pass', 'registration', String(bidder.registrationId), { status: 0 }, { status: 1 });
    await entry('user.disable', 'user', String(named!.id), { status: 1 }, { status: 0 });
    await entry('sysConfig.update', 'sysConfig', 'complaints', { content: 'a' }, { content: 'b' });
    await entry('display_product.pass', 'display_product', '999999', { audit_status: 0 }, { audit_status: 1 });

    const execute = vi.spyOn(t.db, 'execute');
    const page = (await call(CONSOLE_API.auditList, { from: '2031-02-03', to: '2031-02-03' })).json().data;
    // The page's rows come from the query builder; all their names from one statement.
    expect(execute).toHaveBeenCalledTimes(1);
    execute.mockRestore();

    const rows = page.data as AuditEntryView[];
    expect(rows.map((row) => [auditActionLabel(row.action), auditTargetText(row), auditChangeText(row)])).toEqual([
      ['审核通过展示产品', '展示产品（编号 999999）', '审核状态：待审核 → 审核通过'],
      ['修改系统配置', '系统配置「投诉电话」', '内容：a → b'],
      ['停用门户用户', '门户用户「卓玛（137****5678）」', '状态：启用 → 停用'],
      ['资格通过', `意向受让报名「${bidder.companyName} · 玛沁县雪山牦牛肉」`, '状态：待资格确认 → 资格已确认'],
      ['结束挂牌项目', '挂牌项目「玛沁县雪山牦牛肉」', '报名状态：正在报名中 → 已结束'],
      ['审核通过企业认证', '企业认证「果洛州测试林业有限公司」', '认证状态：认证中 → 已认证'],
    ]);
    expect(rows.every((row) => row.staffDisplayName === '审计管理员')).toBe(true);
    expect(rows.map((row) => row.id)).toEqual([...rows.map((row) => row.id)].sort((a, b) => b - a));
  });

  it('exports the searched entries as .xlsx in the same words, Beijing time', async () => {
    const res = await call(CONSOLE_API.auditExport, { from: '2031-02-03', to: '2031-02-03', targetType: 'listing' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('审计日志'));
    const rows = (await readWorkbook(res.rawPayload)).get('审计日志')!;
    expect(rows).toEqual([
      {
        // 04:05:06 UTC is 12:05:06 in Beijing: the cell holds that wall-clock time.
        时间: new Date('2031-02-03T12:05:06.000Z'),
        员工: '审计管理员（audit_admin）',
        操作: '结束挂牌项目',
        对象: '挂牌项目「玛沁县雪山牦牛肉」',
        变更: '报名状态：正在报名中 → 已结束',
        备注: null,
        IP: null,
      },
    ]);
  });
});
