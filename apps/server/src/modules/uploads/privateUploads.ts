import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { commonMessages, uploadMessages } from '@jhy/contract';
import type { Db } from '../../db/client.js';
import { failure } from '../../infra/envelope.js';
import { LinkSigner } from '../../infra/linkSigner.js';
import type { SigningKeys } from '../../infra/signingKeys.js';
import { STORED_NAME_PATTERN, storedNameOf, UPLOADS_URL_PREFIX } from '../../infra/storage/storage.js';
import { isPrivateUpload } from './uploadRepository.js';

/** How long an issued link to a private file opens it: a page view, not a bookmark. */
export const PRIVATE_LINK_LIFETIME_SECONDS = 30 * 60;

/**
 * Uploads attached to an enterprise (licences, ID card photos) are personal data: once a record
 * uses them they are private, and `/uploads/<name>` serves them only with a link the server signed
 * for their owner or a reviewer, valid for half an hour. Everything else uploaded (avatars, editors'
 * pictures) stays public under its random name.
 */
export class PrivateUploads {
  private readonly signer: LinkSigner;

  constructor(keys: SigningKeys) {
    this.signer = new LinkSigner(keys.key('private-upload-links'), PRIVATE_LINK_LIFETIME_SECONDS);
  }

  /** The address that opens `src` for a while: signed when private files need it, else `src` itself. */
  urlFor(src: string, now = new Date()): string {
    const name = storedNameOf(src);
    if (!name) return src;
    const { expires, signature } = this.signer.issue(name, now);
    return `${src}?expires=${expires}&signature=${signature}`;
  }

  verify(name: string, expires: number, signature: string, now = new Date()): boolean {
    return this.signer.verify(name, { expires, signature }, now);
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
