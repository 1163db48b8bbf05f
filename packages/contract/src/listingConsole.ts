import { z } from 'zod';
import { CONSOLE_PAGE_SIZE } from './console.js';
import { idSchema } from './idSchemas.js';
import { moneySchema } from './moneySchema.js';
import { listingMessages, LISTING_TIME_PATTERN } from './listingRules.js';
import { listingConsoleMessages } from './listingSubmissions.js';
import { pageSchema, requiredText } from './rules.js';
import { searchTextSchema } from './tradingQueries.js';

const listingId = idSchema(listingMessages.notFound);
/** The operator's own note on a deal, an end or an extension; none is ''. */
const operationRemark = z.string().trim().max(500).optional().default('');

const choice = <T extends number>(values: readonly T[]) =>
  z.preprocess(
    (value) => (value === '' || value === undefined || value === null ? '' : Number(value)),
    z
      .union([z.literal(''), z.union(values.map((v) => z.literal(v)) as [z.ZodLiteral<T>, ...z.ZodLiteral<T>[]])])
      .catch(''),
  );

/** The review queue: '' = any; audit_type 1 first review, 2 re-review. */
export const listingQueueQuerySchema = pageSchema(CONSOLE_PAGE_SIZE).extend({
  audit_status: choice([0, 1, 2] as const),
  audit_type: choice([1, 2] as const),
  product_name: searchTextSchema(100),
});
export type ListingQueueQuery = z.output<typeof listingQueueQuerySchema>;

/** The operations page: public listings only; '' = any enrol status. */
export const listingOperationsQuerySchema = pageSchema(CONSOLE_PAGE_SIZE).extend({
  enroll_status: choice([0, 1, 2, 3, 4] as const),
  product_name: searchTextSchema(100),
});
export type ListingOperationsQuery = z.output<typeof listingOperationsQuerySchema>;

export const listingConsoleIdSchema = z.object({ id: listingId });

/** Record a deal: the amount in 万元 (what the deal statistics add up), the transferee, the day (China time). */
export const listingDealSchema = z.object({
  id: listingId,
  /** 万元 as a decimal string (money.ts): the deal row holds it exactly. */
  deal_amount: moneySchema(listingConsoleMessages.dealAmountRequired),
  transferee_name: requiredText(listingConsoleMessages.transfereeNameRequired).max(100),
  deal_date: z
    .string({ error: listingConsoleMessages.dealDateRequired })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, listingConsoleMessages.dealDateRequired),
  remark: operationRemark,
});
export type ListingDealInput = z.output<typeof listingDealSchema>;

export const listingEndSchema = z.object({ id: listingId, remark: operationRemark });

/** Extend the disclosure (potential_buyer 6): the new end of the listing. */
export const listingExtendSchema = z.object({
  id: listingId,
  end_time: z
    .string({ error: listingConsoleMessages.newEndTimeRequired })
    .trim()
    .regex(LISTING_TIME_PATTERN, listingConsoleMessages.newEndTimeRequired),
  remark: operationRemark,
});
export type ListingExtendInput = z.output<typeof listingExtendSchema>;
