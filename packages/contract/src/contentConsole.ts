import { z } from 'zod';
import { CONSOLE_PAGE_SIZE } from './console.js';
import { ADD_WAY, ARTICLE_TYPES, contentMessages, NEWS_ITEM_TYPES } from './content.js';
import { idSchema, optionalIdSchema } from './idSchemas.js';
import { pageSchema, requiredText } from './rules.js';

/**
 * The console's content editors (news of every type, notices, home banners, policies): the rules of
 * their forms (their paths are in `CONSOLE_API`, console.ts). The server validates with these schemas;
 * the pages' forms use them.
 */

/** Every type the news editor writes: the information center's four, notices (11) and banners (-1). */
export const EDITABLE_NEWS_TYPES = [...NEWS_ITEM_TYPES, -1] as const;

export const contentEditorMessages = {
  titleTooLong: '标题不能超过 200 个字',
  introTooLong: '摘要不能超过 500 个字',
  sourceTooLong: '来源不能超过 100 个字',
  contentTooLong: '正文过长',
  bannerImageRequired: '请上传轮播图片',
  pubTimeInvalid: '发布时间格式应为 yyyy-MM-dd HH:mm:ss',
  uploadTypeNotAllowed: '仅支持 jpg、jpeg、png、gif 图片或 pdf 文件',
  saved: '保存成功',
  published: '已发布',
  unpublished: '已下线',
  unpublishConfirm: '确定要下线吗',
  deleted: '已删除',
} as const;

/** A file this server stored (an upload or a demo picture), never a foreign URL. */
const UPLOADED_PATH = /^\/uploads\/[A-Za-z0-9._/-]+$/;
export const uploadedPath = z
  .string()
  .trim()
  .max(255)
  .refine((path) => path === '' || (UPLOADED_PATH.test(path) && !path.includes('..')), contentMessages.pathInvalid)
  .default('');

/** An http(s) address, or a page of the portal itself (`#/main/...`). */
export const BANNER_LINK_PATTERN = /^(https?:\/\/[^\s<>"]+|#\/[^\s<>"]*)$/i;

const PUB_TIME_PATTERN = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/;
/** Empty means "now" (the server fills it in); otherwise China time, yyyy-MM-dd HH:mm:ss. */
const pubTime = z
  .string()
  .trim()
  .refine((text) => text === '' || PUB_TIME_PATTERN.test(text), contentEditorMessages.pubTimeInvalid)
  .default('');

const flag = z.coerce
  .number()
  .int()
  .refine((n) => n === 0 || n === 1)
  .catch(0)
  .default(0);
const optionalId = optionalIdSchema();
const typeIn = <T extends readonly number[]>(allowed: T) =>
  z.coerce
    .number({ error: contentMessages.typeRequired })
    .int(contentMessages.typeRequired)
    .refine((n): n is T[number] => allowed.includes(n), contentMessages.typeRequired);

const commonFields = {
  id: optionalId,
  title: requiredText(contentMessages.titleRequired).max(200, contentEditorMessages.titleTooLong),
  intro: z.string().trim().max(500, contentEditorMessages.introTooLong).default(''),
  source: z.string().trim().max(100, contentEditorMessages.sourceTooLong).default(''),
  /** Rich text; the server sanitizes it before it is stored. */
  content: z.string().max(200_000, contentEditorMessages.contentTooLong).default(''),
  img_path: uploadedPath,
  pub_time: pubTime,
  published: flag,
};

/** The news editor's fields one by one (the page's form rules read them); the rules across fields follow. */
export const newsFieldsSchema = z.object({
  ...commonFields,
  new_type: typeIn(EDITABLE_NEWS_TYPES),
  home_img: uploadedPath,
  add_way: z.coerce
    .number()
    .int()
    .refine((n) => n === 0 || n === ADD_WAY.link || n === ADD_WAY.pdf, contentMessages.typeInvalid)
    .default(0),
  link: z.string().trim().max(500).default(''),
  pdf_file: uploadedPath,
  is_top: flag,
  zone_id: optionalId,
});

export const newsSaveSchema = newsFieldsSchema
  .superRefine((form, ctx) => {
    const banner = form.new_type === -1;
    if (banner && !form.img_path)
      ctx.addIssue({ code: 'custom', path: ['img_path'], message: contentEditorMessages.bannerImageRequired });
    if (banner && form.add_way === ADD_WAY.link && !BANNER_LINK_PATTERN.test(form.link))
      ctx.addIssue({ code: 'custom', path: ['link'], message: contentMessages.linkRequired });
    if (banner && form.add_way === ADD_WAY.pdf && !/\.pdf$/i.test(form.pdf_file))
      ctx.addIssue({ code: 'custom', path: ['pdf_file'], message: contentMessages.pdfRequired });
  })
  .transform((form) =>
    // Only a banner opens by add_way; for any other item the three fields mean nothing.
    form.new_type === -1
      ? {
          ...form,
          link: form.add_way === ADD_WAY.link ? form.link : '',
          pdf_file: form.add_way === ADD_WAY.pdf ? form.pdf_file : '',
        }
      : { ...form, add_way: 0, link: '', pdf_file: '' },
  );
export type NewsSaveInput = z.output<typeof newsSaveSchema>;

export const articleSaveSchema = z.object({ ...commonFields, article_type: typeIn(ARTICLE_TYPES) });
export type ArticleSaveInput = z.output<typeof articleSaveSchema>;

const filters = {
  keyword: z.string().trim().max(50).optional().default(''),
  published: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce
      .number()
      .int()
      .refine((n) => n === 0 || n === 1)
      .optional()
      .catch(undefined),
  ),
};
const typeFilter = <T extends readonly number[]>(allowed: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), typeIn(allowed).optional());

export const newsConsoleListSchema = pageSchema(CONSOLE_PAGE_SIZE).extend({
  ...filters,
  /** One type, or a comma list such as `0,20,21,22` for the news page. */
  new_type: z.preprocess(
    (value) => (value === '' || value === null || value === undefined ? undefined : String(value).split(',')),
    z.array(typeIn(EDITABLE_NEWS_TYPES)).max(6).optional(),
  ),
});
export const articleConsoleListSchema = pageSchema(CONSOLE_PAGE_SIZE).extend({
  ...filters,
  article_type: typeFilter(ARTICLE_TYPES),
});
export const contentPublishSchema = z.object({
  id: idSchema(contentMessages.notFound),
  published: z.coerce
    .number()
    .int()
    .refine((n) => n === 0 || n === 1, contentMessages.typeInvalid),
});
