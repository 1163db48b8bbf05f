import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { StoredBytes, Storage } from '../../infra/storage/storage.js';
import { insertUploadedFile } from '../uploads/uploadRepository.js';
import { renderConfirmationPdf, type ConfirmationPdfOptions } from './confirmationPdf.js';
import {
  findConfirmationById,
  findConfirmationOfListing,
  keepConfirmationDocument,
  type ConfirmationRow,
} from './settlementRepository.js';

export interface StoredConfirmation {
  /** The stored name of the PDF (a private upload). */
  name: string;
  /** SHA-256 of its bytes, hex, lower case. */
  sha256: string;
}

/**
 * The 成交确认书 as a document kept once (docs/deal-confirmation.md): rendered (and signed, when
 * the exchange configured a certificate) at the first need — right after the settlement, or the
 * first link, download or verification of an older deal — and stored as a private file whose
 * SHA-256 the deal row keeps. From then on every download serves those same bytes, never a new
 * rendering; the public verification page shows the hash.
 *
 * Two instances rendering at once each store a file; the deal keeps the one whose guarded update
 * lands first (keepConfirmationDocument), the other removes its own and serves the kept one. Within
 * one instance, concurrent first requests wait for the same rendering.
 */
export class ConfirmationDocuments {
  private readonly rendering = new Map<number, Promise<StoredConfirmation>>();

  constructor(
    private readonly db: Db,
    private readonly storage: Storage,
    private readonly options: Omit<ConfirmationPdfOptions, 'signedAt'>,
    private readonly clock: () => Date,
  ) {}

  /** The kept document of a confirmation, made and kept now when it has none yet. */
  async of(row: ConfirmationRow): Promise<StoredConfirmation> {
    if (row.documentSha256) return { name: row.documentName, sha256: row.documentSha256 };
    let pending = this.rendering.get(row.id);
    if (!pending) {
      pending = this.make(row).finally(() => this.rendering.delete(row.id));
      this.rendering.set(row.id, pending);
    }
    return pending;
  }

  /**
   * Right after a run of the window-close job sold these listings: each sale's document is rendered
   * and kept now, outside the sale's transaction. One that fails is logged and made at its first
   * need instead; it never fails the job.
   */
  async keepForSales(listingIds: number[], log?: FastifyBaseLogger): Promise<void> {
    for (const listingId of listingIds) {
      try {
        const row = await findConfirmationOfListing(this.db, listingId);
        if (row) await this.of(row);
      } catch (error) {
        log?.warn({ err: error, listingId }, 'the 成交确认书 could not be kept now; it is made at its first download');
      }
    }
  }

  /** The kept bytes, to stream; undefined when the storage has lost the file. */
  async read(document: StoredConfirmation): Promise<StoredBytes | undefined> {
    return this.storage.read(document.name);
  }

  private async make(row: ConfirmationRow): Promise<StoredConfirmation> {
    const pdf = await renderConfirmationPdf(row, { ...this.options, signedAt: this.clock() });
    const sha256 = createHash('sha256').update(pdf).digest('hex');
    const stored = await this.storage.put(pdf, 'pdf');
    const document = { name: stored.storedName, sha256 };
    const kept = await this.db.transaction(async (tx) => {
      if (!(await keepConfirmationDocument(tx, row.id, document))) return false;
      await insertUploadedFile(tx, {
        ownerUserId: null,
        ownerStaffId: null,
        kind: 'file',
        storedName: stored.storedName,
        originalName: `成交确认书-${row.verificationNo}.pdf`,
        mime: 'application/pdf',
        size: pdf.length,
        // Never served at /uploads/ without a signed link: only the deal's download hands it out.
        isPrivate: true,
      });
      return true;
    });
    if (kept) return document;
    // Another instance kept its file first: ours goes, theirs is the document.
    await this.storage.remove(stored.storedName);
    const winner = await findConfirmationById(this.db, row.id);
    if (!winner?.documentSha256) throw new Error(`confirmation ${row.id}: no document kept`);
    return { name: winner.documentName, sha256: winner.documentSha256 };
  }
}
