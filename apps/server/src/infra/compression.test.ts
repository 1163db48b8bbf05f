import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@jhy/contract';
import { createTestApp, type TestApp } from '../test/testApp.js';
import { webRootServer } from '../test/webRootServer.js';
import { COMPRESSION_THRESHOLD_BYTES } from './compression.js';

function decoded(body: Buffer, encoding: string | undefined): string {
  if (encoding === 'br') return brotliDecompressSync(body).toString();
  if (encoding === 'gzip') return gunzipSync(body).toString();
  return body.toString();
}

describe('API answers (docs/performance.md: JSON compressed above a small threshold)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: true });
  });
  afterAll(() => t.close());

  it('compresses JSON with brotli or gzip, as the client accepts, and says it varies', async () => {
    const plain = await t.app.inject({ url: API.listingList });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);

    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const res = await t.app.inject({ url: API.listingList, headers: { 'accept-encoding': accept } });
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(JSON.parse(decoded(res.rawPayload, encoding))).toEqual(plain.json());
    }
  });

  it('leaves an answer under the threshold as it is', async () => {
    const res = await t.app.inject({ url: '/healthz', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ code: 200 });
  });
});

describe('the built web app (precompressed at build time)', () => {
  let dir: string;
  let app: FastifyInstance;
  const script = `export const answer = ${JSON.stringify('江河源'.repeat(2000))};\n`;
  const html = `<!doctype html><html><head><title>江河源</title></head><body>${'<p>x</p>'.repeat(400)}</body></html>`;
  const style = `.a { color: #0d3b66; }\n`.repeat(200);
  // A small chunk the server has no compressed copy of (the build keeps none that is not smaller).
  const smallScript = `export const paths = { list: '/index/Listingproject/index' };\n`;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'jhy-static-'));
    const dist = path.join(dir, 'dist');
    await mkdir(path.join(dist, 'assets'), { recursive: true });
    // What apps/web/vite.config.ts writes: each text asset with its .br and .gz beside it.
    for (const [file, text] of [
      ['index.html', html],
      ['assets/index-AbC123.js', script],
    ] as const) {
      await writeFile(path.join(dist, file), text);
      await writeFile(path.join(dist, `${file}.br`), brotliCompressSync(text));
      await writeFile(path.join(dist, `${file}.gz`), gzipSync(text));
    }
    // One the build left uncompressed: compressed on the fly rather than sent as it is.
    await writeFile(path.join(dist, 'assets/extra-Xy9.css'), style);
    await writeFile(path.join(dist, 'assets/paths-Q1w.js'), smallScript);
    app = await webRootServer(dir, dist);
  });
  afterAll(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('sends a hashed asset compressed to a client that accepts it, immutable for a year', async () => {
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const res = await app.inject({ url: '/assets/index-AbC123.js', headers: { 'accept-encoding': accept } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(String(res.headers['content-type'])).toMatch(/javascript/);
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decoded(res.rawPayload, encoding)).toBe(script);
    }
  });

  it('revalidates index.html, compressed too', async () => {
    for (const url of ['/', '/index.html']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(decoded(res.rawPayload, 'br')).toBe(html);
    }
  });

  it('compresses an asset the build did not precompress', async () => {
    const res = await app.inject({ url: '/assets/extra-Xy9.css', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(decoded(res.rawPayload, 'gzip')).toBe(style);
  });

  it('sends a file under the threshold as it is, with its length, like any small answer', async () => {
    expect(smallScript.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    const res = await app.inject({ url: '/assets/paths-Q1w.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-length']).toBe(String(Buffer.byteLength(smallScript)));
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe(smallScript);
    const head = await app.inject({
      method: 'HEAD',
      url: '/assets/paths-Q1w.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBeUndefined();
  });

  it('sends the file as it is to a client that accepts no compression', async () => {
    const res = await app.inject({ url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'identity' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(script);
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
  });
});
