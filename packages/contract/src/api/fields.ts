import { z } from 'zod';
import type { ServedFileEntry } from '../files.js';
import type { UploadedFileEntry } from '../uploads.js';

// The field types the answers are made of, named once, so that an answer's schema reads as its list
// of fields. Zod schemas are immutable: one instance serves every field that uses it.

export const text = z.string();
export const int = z.number().int();

/** ReviewedRecordFields: the remark of the last decision and the record's times, after its own status. */
export const reviewedRecordFields = { remark: text, create_time: text, update_time: text };

/** A file just uploaded, as the portal's and the editors' upload routes answer it: `{ name, src }`. */
export const uploadedFileSchema = z.object({ name: text, src: text }) satisfies z.ZodType<UploadedFileEntry>;

/** A stored file as a record answers it, with the `url` that opens it now. */
export const servedFileSchema = uploadedFileSchema.extend({ url: text }) satisfies z.ZodType<ServedFileEntry>;

/**
 * A short-lived signed link as a route answers it (one signer signs every such link,
 * docs/architecture.md): its `url`, the fields that say what it opens, and when it stops opening it.
 */
export const signedLinkSchema = <Names extends z.ZodRawShape>(names: Names) =>
  z.object({ url: text, ...names, expires_at: text });

/** The listing a record is about, as the pages link it (`form_type` chooses the detail page). */
export const listingReferenceFields = { listing_id: int, form_type: int, product_id: text, product_name: text };
