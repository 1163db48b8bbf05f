import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAssetsDir } from '../../db/seed/demoAssets.js';
import { registerStaticFiles } from '../staticFiles.js';
import { allVariantPaths, hasVariants, VARIANT_WIDTHS, variantPath } from './imageVariants.js';
import { LocalDiskStorage } from './localDiskStorage.js';

const CHROME_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

async function picture(width: number, height: number, format: 'jpeg' | 'png'): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 13, g: 59, b: 102 } } });
  return format === 'png' ? image.png().toBuffer() : image.jpeg().toBuffer();
}

describe('resized variants of stored pictures (docs/performance.md "Pictures")', () => {
  let dataDir: string;
  let storage: LocalDiskStorage;
  let app: FastifyInstance;
  let photo: string;
  let logo: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'jhy-variants-'));
    storage = new LocalDiskStorage(dataDir);
    photo = (await storage.put(await picture(1200, 600, 'jpeg'), 'jpg')).storedName;
    logo = (await storage.put(await picture(300, 300, 'png'), 'png')).storedName;
    app = Fastify();
    await registerStaticFiles(app, storage, { webDist: path.join(dataDir, 'no-web-build') });
    await app.ready();
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('are made when a picture is stored: each standard width below its own, and its own, in three formats', async () => {
    const file = path.join(storage.root, photo);
    for (const width of [320, 640, 960, 'full'] as const) {
      for (const format of ['avif', 'webp', 'jpg'] as const) {
        expect(existsSync(variantPath(file, width, format)), `${width} ${format}`).toBe(true);
      }
    }
    expect(existsSync(variantPath(file, 1600, 'avif'))).toBe(false); // never enlarged
    const { width } = await sharp(variantPath(file, 640, 'webp')).metadata();
    expect(width).toBe(640);
  });

  it('answer ?w= with the smallest width that covers it, in the best format the browser accepts', async () => {
    const cases = [
      [CHROME_ACCEPT, 'image/avif', 'heif'],
      ['image/webp,*/*', 'image/webp', 'webp'],
      ['*/*', 'image/jpeg', 'jpeg'],
    ] as const;
    for (const [accept, type, format] of cases) {
      const res = await app.inject({ url: `/uploads/${photo}?w=600`, headers: { accept } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type'], accept).toBe(type);
      expect(res.headers.vary).toBe('Accept');
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta.format).toBe(format);
      expect(meta.width).toBe(640);
    }
    // Wider than every standard width below the picture's own: its full-width copy.
    const full = await app.inject({ url: `/uploads/${photo}?w=1200`, headers: { accept: CHROME_ACCEPT } });
    expect((await sharp(full.rawPayload).metadata()).width).toBe(1200);
  });

  it('keep a PNG a PNG for browsers that take neither AVIF nor WebP', async () => {
    const res = await app.inject({ url: `/uploads/${logo}?w=320`, headers: { accept: 'image/png' } });
    expect(res.headers['content-type']).toBe('image/png');
    expect((await sharp(res.rawPayload).metadata()).width).toBe(300);
  });

  it('leave the original where it was asked for, or where no variant exists', async () => {
    const original = await app.inject({ url: `/uploads/${photo}`, headers: { accept: CHROME_ACCEPT } });
    expect(original.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(original.rawPayload).metadata()).width).toBe(1200);
    const missing = await app.inject({ url: '/uploads/nothing.jpg?w=320', headers: { accept: CHROME_ACCEPT } });
    expect(missing.statusCode).toBe(404);
    const escape = await app.inject({ url: '/uploads/..%2f..%2fetc%2fpasswd.jpg?w=320' });
    expect(escape.statusCode).not.toBe(200);
  });

  it('are removed with their picture', async () => {
    const stored = await storage.put(await picture(700, 400, 'jpeg'), 'jpg');
    const file = path.join(storage.root, stored.storedName);
    expect(existsSync(variantPath(file, 640, 'avif'))).toBe(true);
    await storage.remove(stored.storedName);
    expect(allVariantPaths(file).some((variant) => existsSync(variant))).toBe(false);
    expect(existsSync(file)).toBe(false);
  });
});

describe('the demo pictures', () => {
  it('ship with all their variants', async () => {
    const files = (await readdir(demoAssetsDir, { recursive: true })).map((name) => path.join(demoAssetsDir, name));
    const sources = files.filter(hasVariants);
    expect(sources.length).toBeGreaterThan(10);
    for (const source of sources) {
      const { width } = await sharp(source).metadata();
      const widths = [...VARIANT_WIDTHS.filter((w) => w < width!), 'full' as const];
      const fallback = source.endsWith('.png') ? 'png' : 'jpg';
      for (const w of widths) {
        for (const format of ['avif', 'webp', fallback] as const) {
          expect(files, `${source} ${w} ${format}`).toContain(variantPath(source, w, format));
        }
      }
    }
  });
});
