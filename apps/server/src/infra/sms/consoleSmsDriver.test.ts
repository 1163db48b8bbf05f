import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsOutbox } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { ConsoleSmsDriver } from './consoleSmsDriver.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function recordingLog() {
  const lines: string[] = [];
  const log = {
    info: (...args: unknown[]) => {
      lines.push(JSON.stringify(args));
    },
  };
  return { lines, log };
}

describe('console SMS driver', () => {
  it('keeps the message in the outbox and logs only that a code went out', async () => {
    const { lines, log } = recordingLog();
    const driver = new ConsoleSmsDriver(t.db, log, { revealCodeInLog: false });
    await driver.sendVerificationCode({ mobile: '13800138001', code: '482913', purpose: 'reg' });
    const rows = await t.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, '13800138001'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.content).toContain('482913');
    expect(rows[0]!.driver).toBe('console');
    expect(lines.join('\n')).not.toContain('482913');
    expect(lines.join('\n')).not.toContain('13800138001');
    expect(lines.join('\n')).toContain('138****8001');
  });

  it('writes the code to the log in development', async () => {
    const { lines, log } = recordingLog();
    const driver = new ConsoleSmsDriver(t.db, log, { revealCodeInLog: true });
    await driver.sendVerificationCode({ mobile: '13800138002', code: '551177', purpose: 'reg' });
    expect(lines.join('\n')).toContain('551177');
  });
});
