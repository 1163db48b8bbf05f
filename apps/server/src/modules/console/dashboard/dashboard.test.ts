import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_API } from '@jhy/contract';
import { addStaff, asStaff, createConsoleTestApp, staffToken } from '../../../test/consoleStaff.js';
import type { TestApp } from '../../../test/testApp.js';

const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
let call: ReturnType<typeof asStaff>;

// The server's clock a day ahead of the wall clock: the audit entries written now (creating the
// admin, logging in) are yesterday's by it (docs/time.md "The server's clock in tests").
beforeAll(async () => {
  t = await createConsoleTestApp({}, () => new Date(Date.now() + DAY));
  const admin = await addStaff(t.db, 'chief', 'admin');
  call = asStaff(t.app, await staffToken(t.app, admin.username, admin.password));
});
afterAll(() => t.close());

describe('the console dashboard', () => {
  it("counts today's audit entries by the server's clock, not the wall clock", async () => {
    const res = await call(CONSOLE_API.dashboard);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.totals).toMatchObject({ staff: 1, auditToday: 0 });
  });
});
