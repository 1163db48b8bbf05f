import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signingKeys } from '../db/schema.js';
import { createTestApp, type TestApp } from '../test/testApp.js';
import { LinkSigner } from './linkSigner.js';
import { SigningKeys } from './signingKeys.js';

let t: TestApp;
const dirs: string[] = [];
const newDataDir = async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'jhy-keys-'));
  dirs.push(dir);
  return dir;
};
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('signing keys', () => {
  it('are the same for every instance of one database, whatever its DATA_DIR', async () => {
    // The test app has loaded its keys already; an instance with another DATA_DIR gets the same.
    const here = await SigningKeys.load(t.db, t.config.dataDir);
    const there = await SigningKeys.load(t.db, await newDataDir());
    expect(there.key('private-upload-links').equals(here.key('private-upload-links'))).toBe(true);
    expect(there.key('attachment-links').equals(here.key('attachment-links'))).toBe(true);
    expect(here.key('attachment-links').equals(here.key('private-upload-links'))).toBe(false);

    const now = new Date('2026-03-01T08:00:00Z');
    const link = new LinkSigner(here.key('private-upload-links'), 60).issue('abc.pdf', now);
    expect(new LinkSigner(there.key('private-upload-links'), 60).verify('abc.pdf', link, now)).toBe(true);
    expect(new LinkSigner(there.key('attachment-links'), 60).verify('abc.pdf', link, now)).toBe(false);
  });

  it('take over the key file an earlier version kept, so its links still open after the upgrade', async () => {
    const fresh = await createTestApp();
    try {
      const dataDir = await newDataDir();
      const old = randomBytes(32);
      await mkdir(path.join(dataDir, 'secrets'));
      await writeFile(path.join(dataDir, 'secrets', 'attachment-links.key'), old.toString('base64'));
      // The fresh app made its keys at start; a database without them adopts the file.
      await fresh.db.delete(signingKeys);
      const keys = await SigningKeys.load(fresh.db, dataDir);
      expect(keys.key('attachment-links').equals(old)).toBe(true);
      expect(keys.key('private-upload-links').equals(old)).toBe(false);
    } finally {
      await fresh.close();
    }
  });
});
