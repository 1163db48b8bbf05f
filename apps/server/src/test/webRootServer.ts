import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerCompression } from '../infra/compression.js';
import { registerStaticFiles } from '../infra/staticFiles.js';
import { LocalDiskStorage } from '../infra/storage/localDiskStorage.js';

/**
 * A server of the built web app in `dist` as the real one serves it: compression first, then the web
 * root (infra/staticFiles.ts), uploads under `dir`. The test writes the files and closes the app.
 */
export async function webRootServer(dir: string, dist: string): Promise<FastifyInstance> {
  const app = Fastify();
  await registerCompression(app);
  await registerStaticFiles(app, new LocalDiskStorage(path.join(dir, 'data')), { webDist: dist });
  await app.ready();
  return app;
}
