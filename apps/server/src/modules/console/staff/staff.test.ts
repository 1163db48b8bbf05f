import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_API } from '@jhy/contract';
import { addStaff, asStaff, consoleLogin, createConsoleTestApp, staffToken } from '../../../test/consoleStaff.js';
import type { TestApp } from '../../../test/testApp.js';

let t: TestApp;
let call: ReturnType<typeof asStaff>;
let adminId: number;

beforeAll(async () => {
  t = await createConsoleTestApp();
  const admin = await addStaff(t.db, 'chief', 'admin');
  adminId = admin.id;
  call = asStaff(t.app, await staffToken(t.app, admin.username, admin.password));
});
afterAll(() => t.close());

describe('staff management', () => {
  it('adds a member with a server-chosen password shown once, who can then log in', async () => {
    const res = await call(CONSOLE_API.staffCreate, {
      username: ' Reviewer_1 ',
      displayName: '审核员甲',
      role: 'reviewer',
    });
    expect(res.statusCode).toBe(200);
    const { staff, password } = res.json().data;
    expect(staff).toMatchObject({ username: 'reviewer_1', displayName: '审核员甲', role: 'reviewer', status: 1 });
    expect(password).toMatch(/^(?=.*[A-Za-z])(?=.*\d).{14}$/);
    expect((await consoleLogin(t.app, 'reviewer_1', password)).statusCode).toBe(200);

    const list = (await call(CONSOLE_API.staffList)).json().data;
    expect(list.data.map((s: { username: string }) => s.username)).toEqual(['chief', 'reviewer_1']);
    // No hash, nor the one-time password, ever leaves in a list (mustChangePassword is a flag only).
    expect(JSON.stringify(list)).not.toMatch(/passwordHash|password_hash|argon2|"password"/i);
  });

  it('refuses a taken username, a bad username, a missing name and an unknown role', async () => {
    const taken = await call(CONSOLE_API.staffCreate, { username: 'chief', displayName: '重名', role: 'editor' });
    expect(taken.json()).toEqual({ code: 409, msg: '用户名已存在', data: null });
    const bad = await call(CONSOLE_API.staffCreate, { username: '1abc', displayName: '甲', role: 'editor' });
    expect(bad.json().msg).toBe('用户名为 3–32 位小写字母、数字或下划线，以字母开头');
    const noName = await call(CONSOLE_API.staffCreate, { username: 'no_name', displayName: ' ', role: 'editor' });
    expect(noName.json().msg).toBe('请输入姓名');
    const role = await call(CONSOLE_API.staffCreate, { username: 'no_role', displayName: '乙', role: 'root' });
    expect(role.json().msg).toBe('请选择角色');
  });

  it('keeps at least one enabled admin and never lets an admin disable themself', async () => {
    const self = await call(CONSOLE_API.staffDisable, { id: adminId });
    expect(self.json().msg).toBe('不能停用自己的账号');
    const demote = await call(CONSOLE_API.staffUpdate, { id: adminId, displayName: '主管', role: 'editor' });
    expect(demote.json()).toEqual({ code: 409, msg: '至少需要保留一名启用的管理员', data: null });

    const second = await addStaff(t.db, 'deputy', 'admin');
    const demoted = await call(CONSOLE_API.staffUpdate, { id: second.id, displayName: '副主管', role: 'editor' });
    expect(demoted.json().data.role).toBe('editor');
  });

  it('makes a member whose password an admin chose (created or reset) change it before anything else', async () => {
    const created = (
      await call(CONSOLE_API.staffCreate, { username: 'fresh_one', displayName: '新人', role: 'editor' })
    ).json().data;
    const login = (await consoleLogin(t.app, 'fresh_one', created.password)).json().data;
    expect(login.staff.mustChangePassword).toBe(true);
    const member = asStaff(t.app, login.token);
    expect((await member(CONSOLE_API.staffList)).json()).toEqual({ code: 403, msg: '请先修改初始密码', data: null });

    const changed = await member(CONSOLE_API.changePassword, {
      oldPassword: created.password,
      newPassword: 'MyOwnPass2026',
      confirmPassword: 'MyOwnPass2026',
    });
    expect(changed.json().code).toBe(200);
    expect((await consoleLogin(t.app, 'fresh_one', 'MyOwnPass2026')).json().data.staff.mustChangePassword).toBe(false);

    const { password } = (await call(CONSOLE_API.staffResetPassword, { id: created.staff.id })).json().data;
    const again = (await consoleLogin(t.app, 'fresh_one', password)).json().data;
    expect(again.staff.mustChangePassword).toBe(true);
  });

  it('answers 404 for a member that does not exist', async () => {
    const res = await call(CONSOLE_API.staffResetPassword, { id: 424242 });
    expect(res.json()).toEqual({ code: 404, msg: '员工不存在', data: null });
  });
});
