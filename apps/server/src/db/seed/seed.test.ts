import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYS_CONFIG_KEYS } from '@jhy/contract';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { sysConfig } from '../schema.js';
import { seedWhenEmpty } from './index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const names = async () =>
  (await t.db.select({ name: sysConfig.name }).from(sysConfig).orderBy(sysConfig.name)).map((row) => row.name);

describe('the reference configuration of a database seeded by an earlier version', () => {
  it('gains the entries added since, and keeps what staff wrote in the others', async () => {
    // As a database seeded before the footer QR codes existed: without them, and with an edit.
    await t.db.delete(sysConfig).where(eq(sysConfig.name, 'qr_ios_app_url'));
    await t.db.update(sysConfig).set({ content: '0971-1234567' }).where(eq(sysConfig.name, 'company_phone'));
    expect(await names()).not.toContain('qr_ios_app_url');

    expect(await seedWhenEmpty(t.db, { demo: false })).toBe(false);

    expect((await names()).sort()).toEqual([...SYS_CONFIG_KEYS].sort());
    const [phone] = await t.db.select().from(sysConfig).where(eq(sysConfig.name, 'company_phone'));
    expect(phone!.content).toBe('0971-1234567');
    const [qr] = await t.db.select().from(sysConfig).where(eq(sysConfig.name, 'qr_ios_app_url'));
    expect(qr!.content).toBe('');
  });
});
