import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Storage } from './storage/storage.js';

const builtWebApp = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/**
 * Serves the built web app at `/` and uploaded files at `/uploads/` (through the uploads storage,
 * infra/storage/). Hashed assets are cached for a year; index.html is revalidated on every use, so a
 * deploy is seen at once. The web build writes a `.br` and a `.gz` next to every text asset
 * (apps/web/vite.config.ts): the one the client accepts is sent with its Content-Encoding and
 * `Vary: Accept-Encoding` (docs/performance.md).
 */
export async function registerStaticFiles(
  app: FastifyInstance,
  storage: Storage,
  webDist = builtWebApp,
): Promise<void> {
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

  // The uploads storage answers /uploads/: files from the disk, or redirects to its bucket.
  await storage.serve(app);
}
