import { createReadStream, existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { pickVariant, VARIANT_WIDTHS } from './storage/imageVariants.js';

const builtWebApp = fileURLToPath(new URL('../../../web/dist', import.meta.url));
const IMAGE_EXTENSIONS = new Set(['.jpg', '.jpeg', '.png', '.gif', '.bmp', '.webp', '.avif']);

/**
 * Serves the built web app at `/` and uploaded files at `/uploads/`. Hashed assets are cached for a
 * year; index.html is revalidated on every use, so a deploy is seen at once. The web build writes a
 * `.br` and a `.gz` next to every text asset (apps/web/vite.config.ts): the one the client accepts is
 * sent with its Content-Encoding and `Vary: Accept-Encoding` (docs/performance.md). Uploads are never sniffed as another type,
 * and anything that is not an image is a download, so an uploaded file cannot run as a page.
 */
export async function registerStaticFiles(app: FastifyInstance, dataDir: string, webDist = builtWebApp): Promise<void> {
  if (existsSync(path.join(webDist, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      // Files are looked up per request, so a rebuild while the server runs serves its new hashed assets.
      wildcard: true,
      preCompressed: true,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn(`web app not built (${webDist} missing): run npm run build to serve the portal`);
  }

  const uploadsDir = path.join(dataDir, 'uploads');
  await mkdir(uploadsDir, { recursive: true });
  await app.register(async (uploads) => {
    uploads.addHook('onRequest', async (request, reply) => {
      const variant = await variantFor(uploadsDir, request.url, request.headers.accept ?? '');
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
    await uploads.register(fastifyStatic, uploadsStaticOptions(uploadsDir));
  });
}

/**
 * `/uploads/<picture>?w=640`: the picture resized for a 640-pixel slot, in the best format the
 * browser accepts (infra/storage/imageVariants.ts; docs/performance.md "Images"). 'original' when
 * the picture has no variants, undefined when the request asks for none.
 */
async function variantFor(uploadsDir: string, url: string, accept: string) {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return undefined;
  const width = Number(new URLSearchParams(url.slice(queryStart + 1)).get('w'));
  if (!Number.isInteger(width) || width < 1 || width > VARIANT_WIDTHS.at(-1)!) return undefined;
  let relative: string;
  try {
    relative = decodeURIComponent(url.slice('/uploads/'.length, queryStart));
  } catch {
    return undefined;
  }
  // Only plain names inside the uploads folder: no dot-files, no way up, no demo documents.
  const segments = relative.split('/');
  if (segments.some((segment) => segment === '' || segment.startsWith('.') || segment.includes('\\'))) {
    return undefined;
  }
  if (!IMAGE_EXTENSIONS.has(path.extname(relative).toLowerCase())) return undefined;
  const variant = await pickVariant(path.join(uploadsDir, ...segments), width, accept);
  return variant ?? 'original';
}

function uploadsStaticOptions(uploadsDir: string) {
  return {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    dotfiles: 'deny',
    index: false,
    allowedPath: (pathName) => !isDemoDisclosureDocument(pathName),
    setHeaders(res, filePath) {
      res.header('X-Content-Type-Options', 'nosniff');
      res.header('Cache-Control', 'private, max-age=3600');
      if (!IMAGE_EXTENSIONS.has(path.extname(filePath).toLowerCase())) {
        res.header('Content-Disposition', 'attachment');
      }
    },
  } satisfies Parameters<typeof fastifyStatic>[1];
}

/**
 * The demo listings' disclosure documents ship under names anyone can read in the repository, so
 * they must never be served here: only the signed, short-lived links of the trading module (which
 * read the file from disk for a logged-in user) may hand them out. Uploaded files carry random
 * names that the public detail never sends.
 */
function isDemoDisclosureDocument(pathName: string): boolean {
  const normalized = pathName.toLowerCase();
  return normalized.includes('/demo/trading/') && !IMAGE_EXTENSIONS.has(path.extname(normalized));
}
