import { existsSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { FirstPaintPictures } from '@jhy/contract';
import { allowingInlineScripts, AppShell } from './appShell.js';
import { COMPRESSION_THRESHOLD_BYTES } from './compression.js';
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
    await app.register(async (files) => {
      files.addHook('onSend', sendingSmallFilesAsTheyAre);
      await files.register(fastifyStatic, {
        root: webDist,
        // Only `reply.sendFile`: the route below looks files up.
        serve: false,
        preCompressed: true,
        // A hidden file (an editor's or a deploy tool's) copied into the build is nobody's page.
        dotfiles: 'ignore',
        setHeaders(res, filePath) {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
      // Files are looked up per request, so a rebuild while the server runs serves its new hashed
      // assets. This route rather than @fastify/static's own wildcard one: that one reads every
      // directory of the path on each request to compare the spelling of the names (for file
      // systems that ignore case), 600 names for /assets/ — a quarter of the CPU of serving a
      // small file (docs/performance.md "Small files"). Our file system tells case
      // apart, and the web root holds only the public build. `sendFile` still refuses `..`, `.`
      // and empty segments and anything outside the root.
      files.get('/*', { schema: { hide: true } }, (request, reply) => {
        const { '*': file } = request.params as { '*': string };
        return reply.sendFile(`/${file}`);
      });
    });
  } else {
    app.log.warn(`web app not built (${webDist} missing): run npm run build to serve the portal`);
  }

  // The uploads storage answers /uploads/: files from the disk, or redirects to its bucket.
  await storage.serve(app);
}

/**
 * A file under the compression threshold that the server has no compressed copy of (the build keeps
 * none that is not smaller: a chunk of 72 bytes) goes as it is, like any other answer that small.
 * @fastify/compress compresses every stream whatever its length, since it cannot see one's size: a
 * brotli encoder per request, about 1.2 ms of the server's CPU (docs/performance.md "Small files").
 * Read into a buffer here, before the route's compression hook, the file is one that compression
 * leaves alone. Larger files the build did not precompress are still compressed on the way out.
 */
async function sendingSmallFilesAsTheyAre(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const length = Number(reply.getHeader('content-length'));
  if (payload instanceof Readable && length < COMPRESSION_THRESHOLD_BYTES) return buffer(payload);
  return payload;
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
