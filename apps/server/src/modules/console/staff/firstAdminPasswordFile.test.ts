import { mkdtemp, readFile, rm, stat, unlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONSOLE_API } from '@jhy/contract';
import { staff } from '../../../db/schema.js';
import { asStaff, consoleLogin, createConsoleTestApp, staffToken } from '../../../test/consoleStaff.js';
import type { TestApp } from '../../../test/testApp.js';
import { createFirstAdminWhenNoStaff } from './firstAdmin.js';
import { FIRST_ADMIN_PASSWORD_FILE, keepFirstAdminPassword } from './firstAdminPasswordFile.js';

const CONSOLE_URL = 'http://localhost:8080/#/console';
let t: TestApp;
let dataDir: string;
let file: string;
beforeAll(async () => {
  t = await createConsoleTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(staff);
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'jhy-admin-file-'));
  file = path.join(dataDir, FIRST_ADMIN_PASSWORD_FILE);
  return () => rm(dataDir, { recursive: true, force: true });
});

/** A start of the server on this database and data directory (main.ts), embedded unless said. */
async function start(renewWhenMissing = true) {
  const created = await createFirstAdminWhenNoStaff(t.db);
  return keepFirstAdminPassword(t.db, dataDir, CONSOLE_URL, created, renewWhenMissing);
}

const passwordIn = async (where: string) => /密码: (\S+)/.exec(await readFile(where, 'utf8'))![1]!;

describe('the first admin password file (docs/security.md "The first admin\'s password")', () => {
  it('is written at the first start, readable by the server’s user only, and its password logs in', async () => {
    expect(await start()).toEqual({ file, renewed: false });
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const text = await readFile(file, 'utf8');
    expect(text).toContain('用户名: admin');
    expect(text).toContain(CONSOLE_URL);
    expect((await consoleLogin(t.app, 'admin', await passwordIn(file))).json().code).toBe(200);
  });

  it('is left as it is at the next start, and written again with a new password when it was lost', async () => {
    await start();
    const first = await passwordIn(file);
    expect(await start()).toEqual({ file, renewed: false });
    expect(await passwordIn(file)).toBe(first);

    await unlink(file);
    expect(await start()).toEqual({ file, renewed: true });
    const renewed = await passwordIn(file);
    expect(renewed).not.toBe(first);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await consoleLogin(t.app, 'admin', first)).json().code).not.toBe(200);
    expect((await consoleLogin(t.app, 'admin', renewed)).json().code).toBe(200);
  });

  it('is not renewed by another PostgreSQL instance, whose DATA_DIR never held it', async () => {
    await start();
    await unlink(file);
    expect(await start(false)).toBeUndefined();
  });

  it('goes at the first start after the admin changed the password', async () => {
    await start();
    const printed = await passwordIn(file);
    const admin = asStaff(t.app, await staffToken(t.app, 'admin', printed));
    const changed = await admin(CONSOLE_API.changePassword, {
      oldPassword: printed,
      newPassword: 'Changed-2026-pass',
      confirmPassword: 'Changed-2026-pass',
    });
    expect(changed.json().code).toBe(200);
    expect(await start()).toBeUndefined();
    await expect(stat(file)).rejects.toThrow('ENOENT');
  });
});
