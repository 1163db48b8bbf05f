import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_API } from '@jhy/contract';
import { users } from '../../../db/schema.js';
import { SessionStore } from '../../../infra/sessions.js';
import { createConsoleTestApp, signedInStaff, type StaffCaller } from '../../../test/consoleStaff.js';
import type { TestApp } from '../../../test/testApp.js';

let t: TestApp;
let admin: StaffCaller;
let reviewer: StaffCaller;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createConsoleTestApp();
  admin = await signedInStaff(t, 'users_admin', 'admin');
  reviewer = await signedInStaff(t, 'users_reviewer', 'reviewer');
  const rows = await t.db
    .insert(users)
    .values([
      { mobile: '13800138001', nickName: '玛多牧场', passwordHash: 'x' },
      { mobile: '13800138002', nickName: '果洛林业', passwordHash: 'x' },
      { mobile: '15900001234', nickName: '100%有机', passwordHash: 'x' },
      { mobile: '18600005678', nickName: '', passwordHash: 'x', status: 0 },
    ])
    .returning();
  for (const row of rows) ids[row.mobile] = row.id;
});
afterAll(() => t.close());

const mobiles = (body: { data: { data: Array<{ mobile: string }> } }) => body.data.data.map((u) => u.mobile);

describe('portal users in the console', () => {
  it('finds users by any part of the mobile number or the nickname', async () => {
    expect(mobiles((await reviewer(CONSOLE_API.userList, { keyword: '138001380' })).json())).toEqual([
      '13800138002',
      '13800138001',
    ]);
    expect(mobiles((await reviewer(CONSOLE_API.userList, { keyword: '林业' })).json())).toEqual(['13800138002']);
    expect(mobiles((await reviewer(CONSOLE_API.userList, { keyword: '5678' })).json())).toEqual(['18600005678']);
  });

  it('matches % and _ literally', async () => {
    expect(mobiles((await reviewer(CONSOLE_API.userList, { keyword: '%' })).json())).toEqual(['15900001234']);
    expect((await reviewer(CONSOLE_API.userList, { keyword: '_' })).json().data.total).toBe(0);
  });

  it('filters by status and pages', async () => {
    expect(mobiles((await reviewer(CONSOLE_API.userList, { status: 0 })).json())).toEqual(['18600005678']);
    const page2 = (await reviewer(CONSOLE_API.userList, { limit: 3, page: 2 })).json().data;
    expect(page2.total).toBe(4);
    expect(page2.data).toHaveLength(1);
    const hostile = await reviewer(CONSOLE_API.userList, { limit: 'all', page: -1, status: 'x' });
    expect(hostile.json().data.total).toBe(4);
  });

  it('shows one user with their sessions and the console history; never the password hash', async () => {
    const res = await reviewer(CONSOLE_API.userDetail, { id: ids['13800138001'] });
    expect(res.json().data).toMatchObject({
      mobile: '13800138001',
      nickName: '玛多牧场',
      activeSessions: 0,
      history: [],
    });
    expect(JSON.stringify(res.json())).not.toContain('passwordHash');
    expect((await reviewer(CONSOLE_API.userDetail, { id: 987654 })).json().msg).toBe('用户不存在');
  });

  it('disabling a user ends their sessions at once; enabling lets them back in', async () => {
    const id = ids['13800138002']!;
    const sessions = new SessionStore(t.db, 'user');
    const token = await sessions.open(id, '127.0.0.1');
    expect(await sessions.resolve(token)).toBe(id);

    const disabled = await admin(CONSOLE_API.userDisable, { id });
    expect(disabled.json().data.status).toBe(0);
    expect(await sessions.resolve(token)).toBeUndefined();

    const enabled = await admin(CONSOLE_API.userEnable, { id });
    expect(enabled.json().data.status).toBe(1);
    expect(await sessions.resolve(token)).toBeUndefined();
    const detail = (await admin(CONSOLE_API.userDetail, { id })).json().data;
    expect(detail.history.map((e: { action: string }) => e.action)).toEqual(['user.enable', 'user.disable']);
  });
});
