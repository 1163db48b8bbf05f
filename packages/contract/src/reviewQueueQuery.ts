import { z } from 'zod';
import { CONSOLE_PAGE_SIZE } from './console.js';
import { pageSchema, searchBoxSchema } from './rules.js';

/**
 * A review queue's status filter: one status from 0 to `last`, or '' for every status. A value it
 * does not know shows every status rather than an error, as a bad page number falls back (`pageSchema`).
 */
export const queueStatusSchema = (last: number) =>
  z
    .union([z.literal(''), z.coerce.number().int().min(0).max(last)])
    .catch('')
    .default('');

/**
 * What a console review queue is asked (the shared review pattern of docs/architecture.md, step 8):
 * a console page, the queue's own status filter (`{ audit_status: queueStatusSchema(2) }`)
 * and a keyword.
 */
export const reviewQueueQuerySchema = <StatusFilter extends z.ZodRawShape>(statusFilter: StatusFilter) =>
  pageSchema(CONSOLE_PAGE_SIZE).extend({ ...statusFilter, keyword: searchBoxSchema });
