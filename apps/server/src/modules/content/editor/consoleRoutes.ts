import { apiRoutes, contentEditorMessages, UPLOAD_LIMITS, uploadMessages } from '@jhy/contract';
import type { AppConfig } from '../../../config.js';
import type { Db } from '../../../db/client.js';
import { Answer } from '../../../infra/envelope.js';
import { badRequest } from '../../../infra/errors.js';
import { serveRoute, type RouteServer } from '../../../infra/serveRoute.js';
import { createStorage } from '../../../infra/storage/storage.js';
import { actingStaff } from '../../console/consolePermissions.js';
import { policyEditor } from './articleEditor.js';
import type { PublicContentService } from '../contentService.js';
import { storeContentUpload } from './contentUploads.js';
import { newsEditor } from './newsEditor.js';

/**
 * The console's content editors (news of every type, notices, home banners, policies); who may
 * call them is in their table entries (`content.edit`), every change is one audit entry.
 */
export function contentConsoleRoutes(
  server: RouteServer,
  db: Db,
  config: AppConfig,
  publicContent: PublicContentService,
): void {
  const storage = createStorage(config);
  // Every change may alter what visitors see: public answers are read afresh after each one.
  const answerChange = async <T>(change: Promise<T>, msg: string) => {
    const result = await change;
    await publicContent.contentChanged();
    return new Answer(result, msg);
  };
  const publishedMessage = (published: number) =>
    published ? contentEditorMessages.published : contentEditorMessages.unpublished;
  const { saved, deleted } = contentEditorMessages;

  serveRoute(server, apiRoutes.consoleNewsList, (query) => newsEditor.list(db, query));
  serveRoute(server, apiRoutes.consoleNewsDetail, ({ id }) => newsEditor.find(db, id));
  serveRoute(server, apiRoutes.consoleNewsSave, (input, request) =>
    answerChange(newsEditor.save(db, actingStaff(request), input), saved),
  );
  serveRoute(server, apiRoutes.consoleNewsPublish, ({ id, published }, request) =>
    answerChange(newsEditor.setPublished(db, actingStaff(request), id, published), publishedMessage(published)),
  );
  serveRoute(server, apiRoutes.consoleNewsDelete, ({ id }, request) =>
    answerChange(newsEditor.remove(db, actingStaff(request), id), deleted),
  );

  serveRoute(server, apiRoutes.consoleArticleList, (query) => policyEditor.list(db, query));
  serveRoute(server, apiRoutes.consoleArticleDetail, ({ id }) => policyEditor.find(db, id));
  serveRoute(server, apiRoutes.consoleArticleSave, (input, request) =>
    answerChange(policyEditor.save(db, actingStaff(request), input), saved),
  );
  serveRoute(server, apiRoutes.consoleArticlePublish, ({ id, published }, request) =>
    answerChange(policyEditor.setPublished(db, actingStaff(request), id, published), publishedMessage(published)),
  );
  serveRoute(server, apiRoutes.consoleArticleDelete, ({ id }, request) =>
    answerChange(policyEditor.remove(db, actingStaff(request), id), deleted),
  );

  serveRoute(
    server,
    apiRoutes.consoleContentUpload,
    async (_input, request) => {
      const [file, ...others] = request.receivedFiles;
      if (!file) throw badRequest(uploadMessages.fileRequired);
      if (others.length > 0) throw badRequest(uploadMessages.oneFileOnly);
      const staff = actingStaff(request);
      return new Answer(await storeContentUpload(db, storage, staff.id!, file), uploadMessages.uploaded);
    },
    {
      // Cut just past the limit rather than refused by the parser, so the answer is our message.
      config: {
        rateLimit: { max: 120, timeWindow: '1 minute' },
        multipartOptions: {
          limits: { fileSize: UPLOAD_LIMITS.enterpriseFileBytes + 1, files: 2 },
          throwFileSizeLimit: false,
        },
      },
    },
  );
}
