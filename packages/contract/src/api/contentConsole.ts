import { z } from 'zod';
import { CONSOLE_API } from '../console.js';
import { contentIdSchema } from '../contentSchemas.js';
import {
  articleConsoleListSchema,
  articleSaveSchema,
  contentPublishSchema,
  newsConsoleListSchema,
  newsSaveSchema,
  type ArticleConsoleDetail,
  type ContentConsoleRow,
  type NewsConsoleDetail,
} from '../contentConsole.js';
import { editorRoutes, pageOf } from './defineRoute.js';
import { int, text, uploadedFileSchema } from './fields.js';

const contentConsoleRowSchema = z.object({
  id: int,
  title: text,
  type: int,
  published: int,
  is_top: int,
  add_way: int,
  img_path: text,
  pub_time: text,
  update_time: text,
  demo: z.boolean(),
}) satisfies z.ZodType<ContentConsoleRow>;

/** What both editors edit of an article, news item or policy alike (one set of columns serves both). */
const articleFields = { title: text, intro: text, source: text, content: text, img_path: text };
/** Where an edited article stands: published or not, from when, and when it last changed. */
const publicationFields = { published: int, pub_time: text, update_time: text };

const newsConsoleDetailSchema = z.object({
  id: int,
  new_type: int,
  ...articleFields,
  home_img: text,
  add_way: int,
  link: text,
  pdf_file: text,
  is_top: int,
  zone_id: int.nullable(),
  ...publicationFields,
}) satisfies z.ZodType<NewsConsoleDetail>;

const articleConsoleDetailSchema = z.object({
  id: int,
  article_type: int,
  ...articleFields,
  ...publicationFields,
}) satisfies z.ZodType<ArticleConsoleDetail>;

const deletedSchema = z.object({ id: int });

/**
 * The console's content editors: news of every type, notices and home banners (one table), and
 * policies. Editors and admins only (`content.edit`); every change is one audit entry.
 */
export const contentConsoleApi = {
  consoleNewsList: editorRoutes.read({
    path: CONSOLE_API.contentNewsList,
    summary: '资讯 / 通知 / 轮播列表',
    input: newsConsoleListSchema,
    output: pageOf(contentConsoleRowSchema),
  }),
  consoleNewsDetail: editorRoutes.read({
    path: CONSOLE_API.contentNewsDetail,
    summary: '资讯详情（编辑用）',
    input: contentIdSchema,
    output: newsConsoleDetailSchema,
  }),
  consoleNewsSave: editorRoutes.write({
    path: CONSOLE_API.contentNewsSave,
    summary: '新建或修改资讯（正文经白名单清洗）',
    input: newsSaveSchema,
    output: newsConsoleDetailSchema,
  }),
  consoleNewsPublish: editorRoutes.write({
    path: CONSOLE_API.contentNewsPublish,
    summary: '发布 / 下线资讯',
    input: contentPublishSchema,
    output: newsConsoleDetailSchema,
  }),
  consoleNewsDelete: editorRoutes.write({
    path: CONSOLE_API.contentNewsDelete,
    summary: '删除资讯',
    input: contentIdSchema,
    output: deletedSchema,
  }),
  consoleArticleList: editorRoutes.read({
    path: CONSOLE_API.contentArticleList,
    summary: '政策法规列表',
    input: articleConsoleListSchema,
    output: pageOf(contentConsoleRowSchema),
  }),
  consoleArticleDetail: editorRoutes.read({
    path: CONSOLE_API.contentArticleDetail,
    summary: '政策法规详情（编辑用）',
    input: contentIdSchema,
    output: articleConsoleDetailSchema,
  }),
  consoleArticleSave: editorRoutes.write({
    path: CONSOLE_API.contentArticleSave,
    summary: '新建或修改政策法规',
    input: articleSaveSchema,
    output: articleConsoleDetailSchema,
  }),
  consoleArticlePublish: editorRoutes.write({
    path: CONSOLE_API.contentArticlePublish,
    summary: '发布 / 下线政策法规',
    input: contentPublishSchema,
    output: articleConsoleDetailSchema,
  }),
  consoleArticleDelete: editorRoutes.write({
    path: CONSOLE_API.contentArticleDelete,
    summary: '删除政策法规',
    input: contentIdSchema,
    output: deletedSchema,
  }),
  consoleContentUpload: editorRoutes.write({
    path: CONSOLE_API.contentUpload,
    summary: '编辑上传图片或 PDF（multipart，字段 file）→ data {name, src}',
    output: uploadedFileSchema,
    multipart: true,
  }),
};
