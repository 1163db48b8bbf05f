import { z } from 'zod';
import { PAGE_SIZE } from './constants.js';
import { idFilterSchema, idSchema } from './idSchemas.js';
import { pageSchema } from './rules.js';
import { tradingMessages } from './trading.js';

/**
 * Free text to search for: trimmed, control characters dropped (PostgreSQL refuses a NUL byte in
 * text, which would otherwise turn a search into a 500), too long or not text → no search.
 */
export const searchTextSchema = (max: number) =>
  z
    .string()
    // eslint-disable-next-line no-control-regex -- dropping control characters is the point
    .transform((value) => value.replace(/[\u0000-\u001f\u007f]/g, '').trim())
    .pipe(z.string().max(max))
    .optional()
    .catch(undefined)
    .transform((value) => value || undefined);

/** `/index/Listingproject/index` (docs/product.md §7): limit 10, page, project_type, enroll_status, project_name. */
export const listingListQuerySchema = pageSchema(PAGE_SIZE.trading, 50).extend({
  /** A class (100…126) or a class group (97, 98). */
  project_type: idFilterSchema(),
  /** 0–4; 'all', '' or anything else means every status. */
  enroll_status: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().int().min(0).max(4).optional().catch(undefined),
  ),
  project_name: searchTextSchema(50),
});
export type ListingListQuery = z.output<typeof listingListQuerySchema>;

export const listingIdSchema = z.object({
  id: idSchema(tradingMessages.listingNotFound),
});

/** Asks for a short-lived link to one disclosure attachment (`index` in the detail's list). */
export const attachmentLinkQuerySchema = listingIdSchema.extend({
  index: z.coerce.number({ error: tradingMessages.attachmentNotFound }).int().min(0).max(20),
  /** Which of the listing's lists: its disclosure files, or the materials its registration asks for (enroll_file). */
  kind: z.enum(['disclosure', 'enroll'], { error: tradingMessages.attachmentNotFound }).default('disclosure'),
});

/** The signed link itself (issued by attachmentLink): opened by the browser without a token. */
export const attachmentDownloadQuerySchema = attachmentLinkQuerySchema.extend({
  expires: z.coerce.number().int().positive().max(1e11),
  signature: z.string().regex(/^[A-Za-z0-9_-]{43}$/, tradingMessages.attachmentLinkExpired),
});
