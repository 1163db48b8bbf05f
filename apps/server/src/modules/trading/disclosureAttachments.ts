import path from 'node:path';
import type { FastifyReply } from 'fastify';
import { API, type AttachmentLink, tradingMessages } from '@jhy/contract';
import type { Db } from '../../db/client.js';
import { formatChinaDateTime } from '../../infra/chinaTime.js';
import { forbidden, notFound } from '../../infra/errors.js';
import { uploadKeyOf, type Storage } from '../../infra/storage/storage.js';
import { ALLOWED_TYPES } from '../uploads/fileTypes.js';
import type { AttachmentLinks } from './attachmentLinks.js';
import { findPublicListingFiles } from './listingRepository.js';

type AttachmentKind = 'disclosure' | 'enroll';

/**
 * Disclosure attachments of public listings, and the materials their registration asks for (enroll_file, docs/bidding.md "Registration"): a logged-in user gets a signed link (issue), the
 * browser downloads through it (open). Both look the file up again in the listing, so a link
 * opens only a file that the listing still discloses.
 */
export class DisclosureAttachments {
  constructor(
    private readonly db: Db,
    private readonly links: AttachmentLinks,
    private readonly storage: Storage,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async issue(listingId: number, index: number, kind: AttachmentKind = 'disclosure'): Promise<AttachmentLink> {
    const file = await this.fileOf(listingId, index, kind);
    const { expires, signature } = this.links.issue({ listingId, kind, index, src: file.src }, this.clock());
    const query = new URLSearchParams({
      id: String(listingId),
      index: String(index),
      ...(kind === 'enroll' ? { kind } : {}),
      expires: String(expires),
      signature,
    });
    return {
      url: `${API.listingAttachment}?${query}`,
      name: file.name,
      expires_at: formatChinaDateTime(new Date(expires * 1000)),
    };
  }

  async open(
    link: { id: number; index: number; kind: AttachmentKind; expires: number; signature: string },
    reply: FastifyReply,
  ): Promise<FastifyReply> {
    const file = await this.fileOf(link.id, link.index, link.kind).catch(() => undefined);
    const ref = { listingId: link.id, kind: link.kind, index: link.index, src: file?.src ?? '' };
    if (!file || !this.links.verify(ref, link, this.clock())) {
      throw forbidden(tradingMessages.attachmentLinkExpired);
    }
    // A stored name of the uploads module, or a demo file that ships under /uploads/demo/<feature>/
    // (db/seed/demoAssets.ts): nothing else is ever looked up.
    const key = uploadKeyOf(file.src);
    const stored = key ? await this.storage.read(key) : undefined;
    if (!key || !stored) throw notFound(tradingMessages.attachmentNotFound);
    const extension = path.extname(key).slice(1) as keyof typeof ALLOWED_TYPES;
    return reply
      .header('Content-Type', ALLOWED_TYPES[extension]?.mime ?? 'application/octet-stream')
      .header('Content-Length', stored.size)
      .header('Content-Disposition', contentDisposition(file.name))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, no-store')
      .send(stored.body);
  }

  private async fileOf(listingId: number, index: number, kind: AttachmentKind) {
    const files = await findPublicListingFiles(this.db, listingId, kind);
    if (!files) throw notFound(tradingMessages.listingNotFound);
    const file = files[index];
    if (!file) throw notFound(tradingMessages.attachmentNotFound);
    return file;
  }
}

/** Always a download, never rendered on our origin; the Chinese name travels as RFC 5987 UTF-8. */
function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
