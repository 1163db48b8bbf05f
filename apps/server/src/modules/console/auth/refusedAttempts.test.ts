import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_API } from '@jhy/contract';
import { auditLog } from '../../../db/schema.js';
import { addStaff, asStaff, consoleLogin, createConsoleTestApp, staffToken } from '../../../test/consoleStaff.js';
import type { TestApp } from '../../../test/testApp.js';

let t: TestApp;

beforeAll(async () => {
  t = await createConsoleTestApp();
});
afterAll(() => t.close());

describe('refused attempts in the audit log', () => {
  const entriesOf = (action: string) =>
    t.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(asc(auditLog.id));

  it('records a failed console login under the username tried, with the reason, and nothing for a success', async () => {
    const member = await addStaff(t.db, 'guessed_at', 'editor');
    await consoleLogin(t.app, member.username, 'Wrong12345');
    await consoleLogin(t.app, 'no_such_staff', 'Wrong12345');
    expect((await consoleLogin(t.app, member.username, member.password)).statusCode).toBe(200);

    const failed = await entriesOf('auth.loginFailed');
    expect(failed.map((entry) => [entry.staffId, entry.staffName, entry.targetType, entry.remark])).toEqual([
      [null, 'guessed_at', 'staff', '用户名或密码错误'],
      [null, 'no_such_staff', 'staff', '用户名或密码错误'],
    ]);
  });

  it('records a change of one’s own password refused for a wrong old password', async () => {
    const member = await addStaff(t.db, 'pwd_guess', 'reviewer');
    const token = await staffToken(t.app, member.username, member.password);
    const refused = await asStaff(t.app, token)(CONSOLE_API.changePassword, {
      oldPassword: 'Nope12345',
      newPassword: 'NewPass2026',
      confirmPassword: 'NewPass2026',
    });
    expect(refused.json().msg).toBe('原密码不正确');

    const failed = await entriesOf('auth.changePasswordFailed');
    expect(failed.map((entry) => [entry.staffId, entry.targetId, entry.remark])).toEqual([
      [member.id, String(member.id), '原密码不正确'],
    ]);
  });
});
