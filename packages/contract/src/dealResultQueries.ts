import { z } from 'zod';
import { dealMessages, VERIFICATION_NO_PATTERN } from './dealResults.js';
import { idSchema } from './idSchemas.js';
import { pageSchema } from './rules.js';

/** The query schemas of the deal-result calls (docs/bidding.md "The result"); their words in dealResults.ts. */
const verificationNo = z
  .string({ error: dealMessages.confirmationNotFound })
  .trim()
  .toUpperCase()
  .regex(VERIFICATION_NO_PATTERN, dealMessages.confirmationNotFound);
const listingId = idSchema(dealMessages.noConfirmation);

export const dealVerifyQuerySchema = z.object({ no: verificationNo });
export const confirmationLinkQuerySchema = z.object({ listing_id: listingId });
/** The signed link itself: opened by the browser without a token. */
export const confirmationDownloadQuerySchema = z.object({
  no: verificationNo,
  expires: z.coerce.number().int().positive().max(1e11),
  signature: z.string().regex(/^[A-Za-z0-9_-]{43}$/, dealMessages.linkExpired),
});
export const biddingHistoryQuerySchema = z.object({ listing_id: listingId });
export const dealOfListingQuerySchema = z.object({ listing_id: listingId });
/** The personal center's 我的成交: ten a page. */
export const myDealsQuerySchema = pageSchema(10, 50);
