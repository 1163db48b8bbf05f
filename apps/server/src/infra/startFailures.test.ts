import { spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeOnceOnEmbedded } from '../test/serverData.js';
import { freePort, spawnForTest } from '../test/serverProcess.js';
import { startTestS3Server } from '../test/s3Server.js';
import { fileFailure, startFailureMessage } from './startFailures.js';

const place = { host: '127.0.0.1', port: 8080, dataDir: '/srv/jhy' };

describe('a failed start in words (docs/deployment.md "When the start fails")', () => {
  it('names a full disk, a refused permission and a read-only file system, PGlite’s numbered errors included', () => {
    // PGlite's file system (Emscripten) throws ErrnoError with its own numbers: 51 is ENOSPC.
    const pgliteDiskFull = Object.assign(new Error(''), { name: 'ErrnoError', errno: 51 });
    expect(startFailureMessage(pgliteDiskFull, place)).toBe('the data directory /srv/jhy: the disk is full (ENOSPC)');
    const denied = Object.assign(new Error('EACCES: permission denied'), { code: 'EACCES' });
    expect(fileFailure(denied, 'the uploads folder /srv/jhy/uploads')).toBe(
      'the uploads folder /srv/jhy/uploads: permission denied (the server’s user may not write there) (EACCES)',
    );
    expect(startFailureMessage(Object.assign(new Error('x'), { code: 'EROFS' }), place)).toContain('read-only');
  });

  it('names PostgreSQL’s refusals and the setting to fix', () => {
    const refused = Object.assign(new Error('password authentication failed'), { code: '28P01' });
    expect(startFailureMessage(refused, place)).toBe(
      'PostgreSQL refused the connection: the password was refused (DATABASE_URL)',
    );
    const away = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    expect(startFailureMessage(away, { ...place, databaseUrl: 'postgres://db/jhy' })).toBe(
      'PostgreSQL cannot be reached (ECONNREFUSED; DATABASE_URL names its host and port)',
    );
  });
});

/** Runs the server from the sources until it exits; answers its output. `inspect` looks at its DATA_DIR after. */
async function failedStart(
  env: Record<string, string>,
  inspect: (dataDir: string) => Promise<void> = async () => {},
): Promise<string> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'jhy-start-'));
  try {
    const server = spawnForTest('src/main.ts', { DATA_DIR: dataDir, ...env });
    const exited = await Promise.race([
      server.exited,
      new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 90_000).unref()),
    ]);
    if (!exited) server.child.kill('SIGKILL');
    expect(exited?.code).toBe(1);
    await inspect(dataDir);
    return server.output();
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

describeOnceOnEmbedded('a real start that fails', () => {
  it('says the port is taken, naming it, and leaves the first admin password in its file', async () => {
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const port = (holder.address() as { port: number }).port;
    try {
      let password = '';
      const output = await failedStart({ PORT: String(port) }, async (dataDir) => {
        // The start failed after seeding: the first admin's password is kept for the next one.
        const file = path.join(dataDir, 'initial-admin-password');
        expect((await stat(file)).mode & 0o777).toBe(0o600);
        password = /密码: (\S+)/.exec(await readFile(file, 'utf8'))![1]!;
      });
      expect(output).toContain(
        `failed to start: port ${port} on 127.0.0.1 is already in use by another process (PORT)`,
      );
      // The log names the file, never the password.
      expect(output).toMatch(
        /first admin password is kept in \S+initial-admin-password \(readable by this user only\)/,
      );
      expect(output).not.toContain(password);
    } finally {
      holder.close();
    }
  }, 120_000);

  it('says the signing certificate cannot be opened before touching the database', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'jhy-p12-'));
    try {
      const file = path.join(dir, 'confirmation.p12');
      await writeFile(file, 'not a certificate');
      const output = await failedStart({ CONFIRMATION_SIGNING_P12: file, CONFIRMATION_SIGNING_PASSPHRASE: 'x' });
      expect(output).toContain(`failed to start: CONFIRMATION_SIGNING_P12: ${file} is not a PKCS#12 file`);
      expect(output).toContain('CONFIRMATION_SIGNING_PASSPHRASE opens');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('says the bucket is missing before touching the database', async () => {
    const s3 = await startTestS3Server();
    try {
      const output = await failedStart({ ...s3.env, S3_BUCKET: 'no-such-bucket' });
      expect(output).toContain(`failed to start: object storage (bucket no-such-bucket at ${s3.endpoint}) refused`);
      expect(output).toContain('(S3_BUCKET)');
      expect(output).not.toContain('UnknownError');
    } finally {
      await s3.close();
    }
  }, 120_000);
});

/** A 3 MB file system of its own (tmpfs), or undefined where this process may not mount one. */
async function smallFileSystem(): Promise<{ dir: string; remove: () => Promise<void> } | undefined> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'jhy-full-'));
  if (spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=3m', 'tmpfs', dir]).status !== 0) {
    await rm(dir, { recursive: true, force: true });
    return undefined;
  }
  return {
    dir,
    remove: async () => {
      spawnSync('umount', [dir]);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

// Root in a container that allows mounts (CI here): a real full disk under DATA_DIR.
const mountable = process.getuid?.() === 0;
describeOnceOnEmbedded('a first start on a full disk', () => {
  it.skipIf(!mountable)(
    'says the disk is full, naming the data directory',
    async () => {
      const full = await smallFileSystem();
      if (!full) return; // no mount allowed here after all: the mapping is tested above
      try {
        const dataDir = path.join(full.dir, 'data');
        const server = spawnForTest('src/main.ts', { DATA_DIR: dataDir, PORT: String(await freePort()) });
        const exited = await Promise.race([
          server.exited,
          new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 90_000).unref()),
        ]);
        if (!exited) server.child.kill('SIGKILL');
        expect(exited?.code).toBe(1);
        expect(server.output()).toContain(`failed to start: the data directory ${dataDir}: the disk is full (ENOSPC)`);
      } finally {
        await full.remove();
      }
    },
    120_000,
  );
});
