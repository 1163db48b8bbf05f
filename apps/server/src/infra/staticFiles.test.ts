import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webRootServer } from '../test/webRootServer.js';

describe('the built web app: only the files of its root, by their own names', () => {
  let dir: string;
  let app: FastifyInstance;
  const script = 'export const a = 1;\n';

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'jhy-static-files-'));
    const dist = path.join(dir, 'dist');
    await mkdir(path.join(dist, 'assets'), { recursive: true });
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>江河源</title>');
    await writeFile(path.join(dist, 'assets/app-Ab1.js'), script);
    await writeFile(path.join(dist, '.env'), 'SECRET=in-the-root');
    await writeFile(path.join(dir, 'secret.txt'), 'SECRET=beside-the-root');
    app = await webRootServer(dir, dist);
  });
  afterAll(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('serves a file of the build, and a file written after the start (a rebuild while running)', async () => {
    expect((await app.inject({ url: '/assets/app-Ab1.js' })).body).toBe(script);
    await writeFile(path.join(dir, 'dist/assets/later-Cd2.js'), script);
    const later = await app.inject({ url: '/assets/later-Cd2.js' });
    expect(later.statusCode).toBe(200);
    expect(later.body).toBe(script);
  });

  it('answers 404 for a file that is not there, and for a directory', async () => {
    expect((await app.inject({ url: '/assets/missing-Zz9.js' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/assets/' })).statusCode).toBe(404);
  });

  it.each([
    '/../secret.txt',
    '/assets/../../secret.txt',
    '/%2e%2e/secret.txt',
    '/assets/%2e%2e/%2e%2e/secret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '//secret.txt',
    '/assets//app-Ab1.js',
    '/.env',
    '/assets/%00app-Ab1.js',
  ])('gives nothing outside the build, no hidden file and no second spelling of a path: %s', async (url) => {
    const res = await app.inject({ url });
    expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
    expect(res.body).not.toContain('SECRET');
    expect(res.body).not.toBe(script);
  });
});
