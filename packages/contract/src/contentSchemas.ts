import { z } from 'zod';
import { PAGE_SIZE } from './constants.js';
import { ARTICLE_TYPES, CONTENT_MAX_PAGE_SIZE, contentMessages, NEWS_CENTER_TYPES } from './content.js';
import { idFilterSchema, idSchema } from './idSchemas.js';
import { pageSchema } from './rules.js';

/**
 * The public content calls' request fields (docs/product.md §7 "News"): list params and detail ids.
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

/** `/index/news/index`: the information center's list; `id` (the product's name) or `zone_id` picks a zone's news. */
export const newsListQuerySchema = contentPage.extend({
  keyword: keywordSchema,
  new_type: typeOf(NEWS_CENTER_TYPES),
  id: idFilterSchema(),
  zone_id: idFilterSchema(),
});
export type NewsListQuery = z.output<typeof newsListQuerySchema>;
export const noticeListQuerySchema = contentPage.extend({ keyword: keywordSchema });
export type NoticeListQuery = z.output<typeof noticeListQuerySchema>;
export const articleListQuerySchema = contentPage.extend({
  keyword: keywordSchema,
  article_type: typeOf(ARTICLE_TYPES),
});
export type ArticleListQuery = z.output<typeof articleListQuerySchema>;
export const homeNoticeQuerySchema = contentPage.pick({ page: true });
export const contentIdSchema = z.object({
  id: idSchema(contentMessages.notFound),
});
