import { constants, createReadStream } from 'node:fs';
import { access, copyFile, mkdir, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import {
  checkedStoredName,
  checkedUploadKey,
  isDemoDisclosureDocument,
  isImageKey,
  newStoredObject,
  UPLOADS_URL_PREFIX,
  uploadKeyOfRequestPath,
  type StoredBytes,
  type StoredObject,
  type Storage,
  PROBE_KEY,
} from './storage.js';
import { fileFailure } from '../startFailures.js';
import { makeImageVariants, pickVariant, removeImageVariants, VARIANT_WIDTHS } from './imageVariants.js';

/** Files under DATA_DIR/uploads, served at /uploads/ by the static file server. */
export class LocalDiskStorage implements Storage {
  readonly root: string;

  constructor(dataDir: string) {
    this.root = path.join(dataDir, 'uploads');
  }

  async put(bytes: Buffer, extension: string): Promise<StoredObject> {
    const stored = newStoredObject(extension);
    const file = this.pathOf(stored.storedName);
    await mkdir(this.root, { recursive: true });
    // 'wx': never overwrite, even in the impossible case of a name collision.
    await writeFile(file, bytes, { flag: 'wx', mode: 0o640 });
    // A picture gets its resized AVIF/WebP/JPEG copies now, not when first viewed (docs/performance.md).
    await makeImageVariants(file);
    return stored;
  }

  async remove(storedName: string): Promise<void> {
    const file = this.pathOf(checkedStoredName(storedName));
    await removeImageVariants(file);
    await unlink(file).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }

  async read(key: string): Promise<StoredBytes | undefined> {
    const file = this.pathOf(key);
    const size = await stat(file).then(
      (s) => (s.isFile() ? s.size : undefined),
      () => undefined,
    );
    return size === undefined ? undefined : { body: createReadStream(file), size };
  }

  async putIfMissing(key: string, file: string): Promise<boolean> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    try {
      await copyFile(file, target, constants.COPYFILE_EXCL);
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw error;
    }
  }

  async ensureWritable(): Promise<string | undefined> {
    const probe = path.join(this.root, PROBE_KEY);
    try {
      await mkdir(path.dirname(probe), { recursive: true });
      await writeFile(probe, 'ok\n');
      return undefined;
    } catch (error) {
      return fileFailure(error, `the uploads folder ${this.root}`);
    }
  }

  async check(): Promise<string | undefined> {
    try {
      await access(this.root, constants.W_OK);
      return undefined;
    } catch (error) {
      return fileFailure(error, `the uploads folder ${this.root}`);
    }
  }

  /**
   * Uploads are never sniffed as another type, and anything that is not an image is a download,
   * so an uploaded file cannot run as a page of our origin. `?w=` asks for a picture's resized copy.
   */
  async serve(app: FastifyInstance): Promise<void> {
    await mkdir(this.root, { recursive: true });
    await app.register(async (uploads) => {
      uploads.addHook('onRequest', async (request, reply) => {
        const variant = await this.variantFor(request.url, request.headers.accept ?? '');
        if (!variant) return;
        // The same URL answers AVIF, WebP or JPEG by the Accept header: caches must keep them apart.
        reply.header('Vary', 'Accept');
        if (variant === 'original') return;
        reply
          .header('X-Content-Type-Options', 'nosniff')
          .header('Cache-Control', 'private, max-age=3600')
          .type(`image/${variant.format === 'jpg' ? 'jpeg' : variant.format}`);
        return reply.send(createReadStream(variant.path));
      });
      await uploads.register(fastifyStatic, {
        root: this.root,
        prefix: UPLOADS_URL_PREFIX,
        decorateReply: false,
        dotfiles: 'deny',
        index: false,
        allowedPath: (pathName) => !isDemoDisclosureDocument(pathName),
        setHeaders(res, filePath) {
          res.header('X-Content-Type-Options', 'nosniff');
          res.header('Cache-Control', 'private, max-age=3600');
          if (!isImageKey(filePath)) {
            res.header('Content-Disposition', 'attachment');
          }
        },
      });
    });
  }

  /**
   * `/uploads/<picture>?w=640`: the picture resized for a 640-pixel slot, in the best format the
   * browser accepts (imageVariants.ts; docs/performance.md "Pictures"). 'original' when the picture
   * has no variants, undefined when the request asks for none or names no upload of ours.
   */
  private async variantFor(url: string, accept: string) {
    const queryStart = url.indexOf('?');
    if (queryStart < 0) return undefined;
    const width = Number(new URLSearchParams(url.slice(queryStart + 1)).get('w'));
    if (!Number.isInteger(width) || width < 1 || width > VARIANT_WIDTHS.at(-1)!) return undefined;
    const key = uploadKeyOfRequestPath(url.slice(0, queryStart));
    if (!key || !isImageKey(key)) return undefined;
    return (await pickVariant(this.pathOf(key), width, accept)) ?? 'original';
  }

  /** The one place a file path is made: from a key that matches our own patterns, inside the root. */
  private pathOf(key: string): string {
    return path.join(this.root, checkedUploadKey(key));
  }
}
