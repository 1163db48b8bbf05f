import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { FirstPaintPictures } from '@jhy/contract';
import { allowingInlineScripts, AppShell } from './appShell.js';
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
  {
    webDist = builtWebApp,
    firstPaintPictures = async () => ({}),
  }: {
    /** The built web app (apps/web/dist); tests give their own. */
    webDist?: string;
    /** The pictures index.html draws before the app loads (infra/appShell.ts). */
    firstPaintPictures?: () => Promise<FirstPaintPictures>;
  } = {},
): Promise<void> {
  const indexFile = path.join(webDist, 'index.html');
  if (existsSync(indexFile)) {
    serveAppShell(app, new AppShell(indexFile, firstPaintPictures));
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

/**
 * index.html, at `/` and by its name, with the first-paint pictures written in (infra/appShell.ts).
 * Revalidated on every use like the file was; compressed on the way out (infra/compression.ts).
 */
function serveAppShell(app: FastifyInstance, shell: AppShell): void {
  const handler = async (_request: FastifyRequest, reply: FastifyReply) => {
    const { html, scriptHashes } = await shell.render();
    const csp = String(reply.getHeader('content-security-policy') ?? '');
    if (csp) reply.header('content-security-policy', allowingInlineScripts(csp, scriptHashes));
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(html);
  };
  for (const url of ['/', '/index.html']) app.get(url, { schema: { hide: true } }, handler);
}
