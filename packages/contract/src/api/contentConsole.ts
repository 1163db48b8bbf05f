import { z } from 'zod';
import { contentIdSchema } from '../contentSchemas.js';
import {
  articleConsoleListSchema,
  articleSaveSchema,
  CONTENT_CONSOLE_API,
  contentPublishSchema,
  newsConsoleListSchema,
  newsSaveSchema,
  type ArticleConsoleDetail,
  type ContentConsoleRow,
  type NewsConsoleDetail,
} from '../contentConsole.js';
import type { UploadedFileEntry } from '../uploads.js';
import { editorRoutes, pageOf } from './defineRoute.js';

const contentConsoleRowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  type: z.number().int(),
  published: z.number().int(),
  is_top: z.number().int(),
  add_way: z.number().int(),
  img_path: z.string(),
  pub_time: z.string(),
  update_time: z.string(),
  demo: z.boolean(),
}) satisfies z.ZodType<ContentConsoleRow>;

const newsConsoleDetailSchema = z.object({
  id: z.number().int(),
  new_type: z.number().int(),
  title: z.string(),
  intro: z.string(),
  source: z.string(),
  content: z.string(),
  img_path: z.string(),
  home_img: z.string(),
  add_way: z.number().int(),
  link: z.string(),
  pdf_file: z.string(),
  is_top: z.number().int(),
  zone_id: z.number().int().nullable(),
  published: z.number().int(),
  pub_time: z.string(),
  update_time: z.string(),
}) satisfies z.ZodType<NewsConsoleDetail>;

const articleConsoleDetailSchema = z.object({
  id: z.number().int(),
  article_type: z.number().int(),
  title: z.string(),
  intro: z.string(),
  source: z.string(),
  content: z.string(),
  img_path: z.string(),
  published: z.number().int(),
  pub_time: z.string(),
  update_time: z.string(),
}) satisfies z.ZodType<ArticleConsoleDetail>;

const deletedSchema = z.object({ id: z.number().int() });
const uploadedFileSchema = z.object({ name: z.string(), src: z.string() }) satisfies z.ZodType<UploadedFileEntry>;

/**
 * The console's content editors: news of every type, notices and home banners (one table), and
 * policies. Editors and admins only (`content.edit`); every change is one audit entry.
 */
export const contentConsoleApi = {
  consoleNewsList: editorRoutes.read({
    path: CONTENT_CONSOLE_API.newsList,
    summary: '资讯 / 通知 / 轮播列表',
    input: newsConsoleListSchema,
    output: pageOf(contentConsoleRowSchema),
  }),
  consoleNewsDetail: editorRoutes.read({
    path: CONTENT_CONSOLE_API.newsDetail,
    summary: '资讯详情（编辑用）',
    input: contentIdSchema,
    output: newsConsoleDetailSchema,
  }),
  consoleNewsSave: editorRoutes.write({
    path: CONTENT_CONSOLE_API.newsSave,
    summary: '新建或修改资讯（正文经白名单清洗）',
    input: newsSaveSchema,
    output: newsConsoleDetailSchema,
  }),
  consoleNewsPublish: editorRoutes.write({
    path: CONTENT_CONSOLE_API.newsPublish,
    summary: '发布 / 下线资讯',
    input: contentPublishSchema,
    output: newsConsoleDetailSchema,
  }),
  consoleNewsDelete: editorRoutes.write({
    path: CONTENT_CONSOLE_API.newsDelete,
    summary: '删除资讯',
    input: contentIdSchema,
    output: deletedSchema,
  }),
  consoleArticleList: editorRoutes.read({
    path: CONTENT_CONSOLE_API.articleList,
    summary: '政策法规列表',
    input: articleConsoleListSchema,
    output: pageOf(contentConsoleRowSchema),
  }),
  consoleArticleDetail: editorRoutes.read({
    path: CONTENT_CONSOLE_API.articleDetail,
    summary: '政策法规详情（编辑用）',
    input: contentIdSchema,
    output: articleConsoleDetailSchema,
  }),
  consoleArticleSave: editorRoutes.write({
    path: CONTENT_CONSOLE_API.articleSave,
    summary: '新建或修改政策法规',
    input: articleSaveSchema,
    output: articleConsoleDetailSchema,
  }),
  consoleArticlePublish: editorRoutes.write({
    path: CONTENT_CONSOLE_API.articlePublish,
    summary: '发布 / 下线政策法规',
    input: contentPublishSchema,
    output: articleConsoleDetailSchema,
  }),
  consoleArticleDelete: editorRoutes.write({
    path: CONTENT_CONSOLE_API.articleDelete,
    summary: '删除政策法规',
    input: contentIdSchema,
    output: deletedSchema,
  }),
  consoleContentUpload: editorRoutes.write({
    path: CONTENT_CONSOLE_API.upload,
    summary: '编辑上传图片或 PDF（multipart，字段 file）→ data {name, src}',
    output: uploadedFileSchema,
    multipart: true,
  }),
};
