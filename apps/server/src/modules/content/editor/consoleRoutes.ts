import type { FastifyInstance } from 'fastify';
import {
  articleConsoleListSchema,
  articleSaveSchema,
  CONTENT_CONSOLE_API,
  contentEditorMessages,
  contentIdSchema,
  contentPublishSchema,
  newsConsoleListSchema,
  newsSaveSchema,
  UPLOAD_LIMITS,
  uploadMessages,
} from '@jhy/contract';
import type { AppConfig } from '../../../config.js';
import type { Db } from '../../../db/client.js';
import { Answer } from '../../../infra/envelope.js';
import { endpoint } from '../../../infra/endpoint.js';
import { badRequest } from '../../../infra/errors.js';
import { createStorage } from '../../../infra/storage/storage.js';
import { actingStaff, staffGuard } from '../../console/consolePermissions.js';
import {
  deleteArticle,
  findArticleForConsole,
  listArticlesForConsole,
  saveArticle,
  setArticlePublished,
} from './articleEditor.js';
import type { PublicContentCache } from '../publicContentCache.js';
import { storeContentUpload } from './contentUploads.js';
import { deleteNews, findNewsForConsole, listNewsForConsole, saveNews, setNewsPublished } from './newsEditor.js';

/**
 * The console's content editors: news of every type, notices and home banners (one table), and
 * policies. Editors and admins only (`content.edit`); every change is one audit entry.
 */
export function contentConsoleRoutes(
  app: FastifyInstance,
  db: Db,
  config: AppConfig,
  publicCache: PublicContentCache,
): void {
  const guards = [staffGuard(db)('content.edit')];
  const tags = ['console'];
  const storage = createStorage(config);
  // Every change may alter what visitors see: public answers are read afresh after each one.
  const answerChange = async (change: Promise<unknown>, msg: string) => {
    const result = await change;
    publicCache.clear();
    return new Answer(result, msg);
  };
  const publishedMessage = (published: number) =>
    published ? contentEditorMessages.published : contentEditorMessages.unpublished;

  endpoint(
    app,
    {
      path: CONTENT_CONSOLE_API.newsList,
      kind: 'read',
      tags,
      summary: '资讯 / 通知 / 轮播列表',
      input: newsConsoleListSchema,
      guards,
    },
    (query) => listNewsForConsole(db, query),
  );
  endpoint(
    app,
    {
      path: CONTENT_CONSOLE_API.newsDetail,
      kind: 'read',
      tags,
      summary: '资讯详情（编辑用）',
      input: contentIdSchema,
      guards,
    },
    ({ id }) => findNewsForConsole(db, id),
  );
  endpoint(
    app,
    {
      path: CONTENT_CONSOLE_API.newsSave,
      kind: 'write',
      tags,
      summary: '新建或修改资讯（正文经白名单清洗）',
      input: newsSaveSchema,
      guards,
    },
    (input, request) => answerChange(saveNews(db, actingStaff(request), input), contentEditorMessages.saved),
  );
  endpoint(
    app,
    {
      path: CONTENT_CONSOLE_API.newsPublish,
      kind: 'write',
      tags,
      summary: '发布 / 下线资讯',
      input: contentPublishSchema,
      guards,
    },
    ({ id, published }, request) =>
      answerChange(setNewsPublished(db, actingStaff(request), id, published), publishedMessage(published)),
  );
  endpoint(
    app,
    { path: CONTENT_CONSOLE_API.newsDelete, kind: 'write', tags, summary: '删除资讯', input: contentIdSchema, guards },
    ({ id }, request) => answerChange(deleteNews(db, actingStaff(request), id), contentEditorMessages.deleted),
  );

  endpoint(
    app,
    {
      path: CONTENT_CONSOLE_API.articleList,
      kind: 'read',
      tags,
      summary: '政策法规列表',
      input: articleConsoleListSchema,
      guards,
    },
    (query) => listArticlesForConsole(db, query),
  );
  endpoint(
    app,
    {
      path: CONTENT_CONSOLE_API.articleDetail,
      kind: 'read',
      tags,
      summary: '政策法规详情（编辑用）',
      input: contentIdSchema,
      guards,
    },
    ({ id }) => findArticleForConsole(db, id),
  );
  endpoint(
    app,
    {
      path: CONTENT_CONSOLE_API.articleSave,
      kind: 'write',
      tags,
      summary: '新建或修改政策法规',
      input: articleSaveSchema,
      guards,
    },
    (input, request) => answerChange(saveArticle(db, actingStaff(request), input), contentEditorMessages.saved),
  );
  endpoint(
    app,
    {
      path: CONTENT_CONSOLE_API.articlePublish,
      kind: 'write',
      tags,
      summary: '发布 / 下线政策法规',
      input: contentPublishSchema,
      guards,
    },
    ({ id, published }, request) =>
      answerChange(setArticlePublished(db, actingStaff(request), id, published), publishedMessage(published)),
  );
  endpoint(
    app,
    {
      path: CONTENT_CONSOLE_API.articleDelete,
      kind: 'write',
      tags,
      summary: '删除政策法规',
      input: contentIdSchema,
      guards,
    },
    ({ id }, request) => answerChange(deleteArticle(db, actingStaff(request), id), contentEditorMessages.deleted),
  );

  endpoint(
    app,
    {
      path: CONTENT_CONSOLE_API.upload,
      kind: 'write',
      tags,
      summary: '编辑上传图片或 PDF（multipart，字段 file）→ data {name, src}',
      guards,
      // Cut just past the limit rather than refused by the parser, so the answer is our message.
      config: {
        rateLimit: { max: 120, timeWindow: '1 minute' },
        multipartOptions: {
          limits: { fileSize: UPLOAD_LIMITS.enterpriseFileBytes + 1, files: 2 },
          throwFileSizeLimit: false,
        },
      },
    },
    async (_input, request) => {
      const [file, ...others] = request.receivedFiles;
      if (!file) throw badRequest(uploadMessages.fileRequired);
      if (others.length > 0) throw badRequest(uploadMessages.oneFileOnly);
      const staff = actingStaff(request);
      return new Answer(await storeContentUpload(db, storage, staff.id!, file), uploadMessages.uploaded);
    },
  );
}
