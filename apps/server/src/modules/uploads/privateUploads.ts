import { createHmac, timingSafeEqual } from 'node:crypto';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { commonMessages, uploadMessages } from '@jhy/contract';
import type { Db } from '../../db/client.js';
import { uploadedFiles } from '../../db/schema.js';
import { failure } from '../../infra/envelope.js';
import { loadOrCreateKeyFile } from '../../infra/keyFile.js';
import { STORED_NAME_PATTERN, storedNameOf, UPLOADS_URL_PREFIX } from '../../infra/storage/storage.js';

/** How long an issued link to a private file opens it: a page view, not a bookmark. */
export const PRIVATE_LINK_LIFETIME_SECONDS = 30 * 60;

/**
 * Uploads attached to an enterprise (licences, ID card photos) are personal data: once a record
 * uses them they are private, and `/uploads/<name>` serves them only with a link the server signed
 * for their owner or a reviewer, valid for half an hour. Everything else uploaded (avatars, editors'
 * pictures) stays public under its random name.
 */
export class PrivateUploads {
  private readonly key: Buffer;

  constructor(dataDir: string) {
    this.key = loadOrCreateKeyFile(path.join(dataDir, 'secrets', 'private-upload-links.key'));
  }

  /** The address that opens `src` for a while: signed when private files need it, else `src` itself. */
  urlFor(src: string, now = new Date()): string {
    const name = storedNameOf(src);
    if (!name) return src;
    const expires = Math.floor(now.getTime() / 1000) + PRIVATE_LINK_LIFETIME_SECONDS;
    return `${src}?expires=${expires}&signature=${this.sign(name, expires)}`;
  }

  verify(name: string, expires: number, signature: string, now = new Date()): boolean {
    const expected = Buffer.from(this.sign(name, expires), 'base64url');
    const given = Buffer.from(signature, 'base64url');
    return given.length === expected.length && timingSafeEqual(given, expected) && now.getTime() <= expires * 1000;
  }

  private sign(name: string, expires: number): string {
    return createHmac('sha256', this.key).update(`${name}\n${expires}`).digest('base64url');
  }

  /** Refuses an unsigned, forged or expired request for a private file, before the static server sees it. */
  register(app: FastifyInstance, db: Db): void {
    app.addHook('onRequest', async (request, reply) => {
      const [rawPath = '', query = ''] = request.url.split('?', 2);
      if (!rawPath.startsWith(UPLOADS_URL_PREFIX)) return;
      // Judge the file the static server would open: '%61bc.pdf', '//abc.pdf' and './abc.pdf' are abc.pdf.
      let name: string;
      try {
        name = path.posix.basename(decodeURIComponent(rawPath));
      } catch {
        return reply.status(400).send(failure(400, commonMessages.badRequest));
      }
      if (!STORED_NAME_PATTERN.test(name) || !(await isPrivateUpload(db, name))) return;
      const params = new URLSearchParams(query);
      const expires = Number(params.get('expires'));
      const signature = params.get('signature') ?? '';
      if (Number.isInteger(expires) && this.verify(name, expires, signature)) return;
      return reply.status(403).send(failure(403, uploadMessages.privateFileLinkExpired));
    });
  }
}

/** Makes the files a record now uses private (in the record's own transaction). */
export async function markUploadsPrivate(db: Db, srcs: string[]): Promise<void> {
  const names = srcs.map(storedNameOf).filter((name): name is string => name !== undefined);
  if (names.length === 0) return;
  await db.update(uploadedFiles).set({ isPrivate: true }).where(inArray(uploadedFiles.storedName, names));
}

async function isPrivateUpload(db: Db, storedName: string): Promise<boolean> {
  const [row] = await db
    .select({ id: uploadedFiles.id })
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.storedName, storedName), eq(uploadedFiles.isPrivate, true)));
  return row !== undefined;
}
