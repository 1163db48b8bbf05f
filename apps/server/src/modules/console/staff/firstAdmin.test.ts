import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONSOLE_API } from '@jhy/contract';
import { auditLog, staff } from '../../../db/schema.js';
import { asStaff, consoleLogin, createConsoleTestApp, staffToken } from '../../../test/consoleStaff.js';
import type { TestApp } from '../../../test/testApp.js';
import { createFirstAdminWhenNoStaff, createOrResetAdmin } from './firstAdmin.js';
import { createStaff } from './staffService.js';
import { systemActor } from '../../audit/withAudit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createConsoleTestApp();
});
afterAll(() => t.close());
// Each case starts from a database with no staff at all, as on a first start.
beforeEach(async () => {
  await t.db.delete(staff);
});

describe('the first admin', () => {
  it('is created on an empty staff table with a random password that logs in', async () => {
    const credentials = await createFirstAdminWhenNoStaff(t.db);
    expect(credentials).toMatchObject({ username: 'admin', created: true });
    expect(credentials!.password).toMatch(/^(?=.*[A-Za-z])(?=.*\d).{14}$/);
    const res = await consoleLogin(t.app, 'admin', credentials!.password);
    expect(res.json().data.staff.role).toBe('admin');
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'staff.bootstrap'));
    expect(entry).toMatchObject({ staffId: null, staffName: 'system' });
  });

  it('may do nothing but change its printed password, and then everything', async () => {
    const { password } = (await createFirstAdminWhenNoStaff(t.db))!;
    const admin = asStaff(t.app, await staffToken(t.app, 'admin', password));
    expect((await admin(CONSOLE_API.me)).json().data.mustChangePassword).toBe(true);
    expect((await admin(CONSOLE_API.staffList)).json()).toMatchObject({ code: 403, msg: '请先修改初始密码' });

    const same = await admin(CONSOLE_API.changePassword, {
      oldPassword: password,
      newPassword: password,
      confirmPassword: password,
    });
    expect(same.json()).toMatchObject({ code: 400, msg: '新密码不能与原密码相同' });
    const changed = await admin(CONSOLE_API.changePassword, {
      oldPassword: password,
      newPassword: 'Qinghai2026new',
      confirmPassword: 'Qinghai2026new',
    });
    const renewed = asStaff(t.app, changed.json().data.token);
    expect((await renewed(CONSOLE_API.me)).json().data.mustChangePassword).toBe(false);
    expect((await renewed(CONSOLE_API.staffList)).json().code).toBe(200);
  });

  it('is created only once: a second start finds staff and does nothing', async () => {
    const first = await createFirstAdminWhenNoStaff(t.db);
    expect(first).toBeDefined();
    expect(await createFirstAdminWhenNoStaff(t.db)).toBeUndefined();
    expect(await t.db.select().from(staff)).toHaveLength(1);
  });

  it('is not created when any staff exists, even a disabled editor and no admin', async () => {
    const { staff: editor } = await createStaff(t.db, systemActor('system'), {
      username: 'only_editor',
      displayName: '编辑',
      role: 'editor',
    });
    await t.db.update(staff).set({ status: 0 }).where(eq(staff.id, editor.id));
    expect(await createFirstAdminWhenNoStaff(t.db)).toBeUndefined();
    expect(await t.db.select().from(staff)).toHaveLength(1);
  });

  it('is made once when two starts race on the same empty database', async () => {
    const results = await Promise.all([createFirstAdminWhenNoStaff(t.db), createFirstAdminWhenNoStaff(t.db)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await t.db.select().from(staff)).toHaveLength(1);
  });
});

describe('console:create-admin', () => {
  it('creates a named admin on any database', async () => {
    await createFirstAdminWhenNoStaff(t.db);
    const credentials = await createOrResetAdmin(t.db, 'ops_admin');
    expect(credentials.created).toBe(true);
    expect((await consoleLogin(t.app, 'ops_admin', credentials.password)).statusCode).toBe(200);
  });

  it('resets an existing account: new password, enabled, unlocked, admin, old sessions ended', async () => {
    const { staff: member, password } = await createStaff(t.db, systemActor('system'), {
      username: 'lost_admin',
      displayName: '管理员',
      role: 'editor',
    });
    const oldToken = await staffToken(t.app, member.username, password);
    await t.db
      .update(staff)
      .set({ status: 0, failedLogins: 5, lockedUntil: new Date(Date.now() + 600_000) })
      .where(eq(staff.id, member.id));

    const credentials = await createOrResetAdmin(t.db, 'lost_admin');
    expect(credentials).toMatchObject({ username: 'lost_admin', created: false });
    expect((await asStaff(t.app, oldToken)(CONSOLE_API.me)).statusCode).toBe(401);
    expect((await consoleLogin(t.app, 'lost_admin', password)).statusCode).toBe(400);
    const res = await consoleLogin(t.app, 'lost_admin', credentials.password);
    expect(res.json().data.staff).toMatchObject({ role: 'admin', mustChangePassword: true });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'staff.cliAdmin'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({ staffName: 'cli', before: { role: 'editor', status: 0 } });
  });
});
