import { z } from 'zod';
import { PAGE_SIZE } from './constants.js';
import { ARTICLE_TYPES, CONTENT_MAX_PAGE_SIZE, contentMessages, NEWS_CENTER_TYPES } from './content.js';
import { pageSchema } from './rules.js';

/**
 * The public content calls' request fields (spec §7 "News"): list params and detail ids.
 * Clients send `new_type=` (empty) for "all": empty counts as absent.
 */
const emptyAsAbsent = (value: unknown) => (value === '' || value === null ? undefined : value);

const typeOf = <T extends readonly number[]>(allowed: T) =>
  z.preprocess(
    emptyAsAbsent,
    z.coerce
      .number({ error: contentMessages.typeInvalid })
      .int(contentMessages.typeInvalid)
      .refine((n): n is T[number] => allowed.includes(n), contentMessages.typeInvalid)
      .optional(),
  );

const keywordSchema = z.preprocess(emptyAsAbsent, z.string().trim().max(50).optional().default(''));
const contentPage = pageSchema(PAGE_SIZE.information, CONTENT_MAX_PAGE_SIZE);

/** `/index/news/index`: the information center's list; `id` (the spec's name) or `zone_id` picks a zone's news. */
export const newsListQuerySchema = contentPage.extend({
  keyword: keywordSchema,
  new_type: typeOf(NEWS_CENTER_TYPES),
  id: z.preprocess(emptyAsAbsent, z.coerce.number().int().positive().optional().catch(undefined)),
  zone_id: z.preprocess(emptyAsAbsent, z.coerce.number().int().positive().optional().catch(undefined)),
});
export const noticeListQuerySchema = contentPage.extend({ keyword: keywordSchema });
export const articleListQuerySchema = contentPage.extend({
  keyword: keywordSchema,
  article_type: typeOf(ARTICLE_TYPES),
});
export const homeNoticeQuerySchema = z.object({ page: z.coerce.number().int().min(1).catch(1).default(1) });
export const contentIdSchema = z.object({
  id: z.coerce.number({ error: contentMessages.notFound }).int().positive(contentMessages.notFound),
});
