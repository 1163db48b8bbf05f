import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_API } from '@jhy/contract';
import { smsOutbox } from '../../../db/schema.js';
import { createConsoleTestApp, signedInStaff, type StaffCaller } from '../../../test/consoleStaff.js';
import type { TestApp } from '../../../test/testApp.js';

let t: TestApp;
let admin: StaffCaller;

beforeAll(async () => {
  t = await createConsoleTestApp();
  admin = await signedInStaff(t, 'sms_admin', 'admin');
  await t.db.insert(smsOutbox).values(
    Array.from({ length: 25 }, (_, i) => ({
      mobile: i % 5 === 0 ? '13912345678' : '13800000000',
      content: `【江河源】您的验证码为 ${String(100000 + i)}，5 分钟内有效。`,
      driver: 'console',
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
    })),
  );
});
afterAll(() => t.close());

describe('SMS outbox', () => {
  it('pages the messages newest first', async () => {
    const first = (await admin(CONSOLE_API.smsOutbox)).json().data;
    expect(first.total).toBe(25);
    expect(first.data).toHaveLength(20);
    expect(first.data[0].content).toContain('100024');
    const second = (await admin(CONSOLE_API.smsOutbox, { page: 2 })).json().data;
    expect(second.data.map((m: { content: string }) => m.content.match(/\d{6}/)![0])).toEqual([
      '100004',
      '100003',
      '100002',
      '100001',
      '100000',
    ]);
  });

  it('narrows to one mobile', async () => {
    const res = (await admin(CONSOLE_API.smsOutbox, { mobile: '13912345678' })).json().data;
    expect(res.total).toBe(5);
    expect(res.data.every((m: { mobile: string }) => m.mobile === '13912345678')).toBe(true);
  });
});
