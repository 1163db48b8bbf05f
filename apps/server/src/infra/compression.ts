import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';

/** Answers smaller than this go as they are: below a packet or two, compressing saves no time. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses every compressible answer above the threshold — the API's JSON, and any file the web
 * build did not precompress — with brotli or gzip, as the client accepts (docs/performance.md). The
 * built assets come precompressed from the build (infra/staticFiles.ts serves the .br/.gz), which
 * this plugin leaves untouched since they already carry a Content-Encoding.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
  });
}
