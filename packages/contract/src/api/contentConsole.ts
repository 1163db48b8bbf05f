import { z } from 'zod';
import { CONSOLE_API } from '../console.js';
import { contentIdSchema } from '../contentSchemas.js';
import {
  articleConsoleListSchema,
  articleSaveSchema,
  contentPublishSchema,
  newsConsoleListSchema,
  newsSaveSchema,
} from '../contentConsole.js';
import { editorRoutes, pageOf } from './defineRoute.js';
import { int, text, uploadedFileSchema } from './fields.js';

/** One row of an editor's list: what a staff member needs to find and judge an item. */
export const contentConsoleRowSchema = z.object({
  id: int,
  title: text,
  /** new_type for news, article_type for policies. */
  type: int,
  published: int,
  is_top: int,
  add_way: int,
  img_path: text,
  pub_time: text,
  update_time: text,
  /** Sample content of the demo seed. */
  demo: z.boolean(),
});

/** What an editor edits of any article, news item or policy alike, and where it stands. */
export const editedArticleSchema = z.object({
  id: int,
  title: text,
  intro: text,
  source: text,
  content: text,
  img_path: text,
  // where it stands: published or not, from when, and when it last changed
  published: int,
  pub_time: text,
  update_time: text,
});

export const newsConsoleDetailSchema = editedArticleSchema.extend({
  new_type: int,
  home_img: text,
  add_way: int,
  link: text,
  pdf_file: text,
  is_top: int,
  zone_id: int.nullable(),
});

export const articleConsoleDetailSchema = editedArticleSchema.extend({ article_type: int });

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

/** One row of an editor's list: what a staff member needs to find and judge an item. */
export type ContentConsoleRow = z.output<typeof contentConsoleRowSchema>;
/** What an editor edits of any article, news item or policy alike, and where it stands. */
export type EditedArticle = z.output<typeof editedArticleSchema>;
export type NewsConsoleDetail = z.output<typeof newsConsoleDetailSchema>;
export type ArticleConsoleDetail = z.output<typeof articleConsoleDetailSchema>;
