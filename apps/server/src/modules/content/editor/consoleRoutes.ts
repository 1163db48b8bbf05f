import type { ZodType } from 'zod';
import type { AppServices } from '../../../appServices.js';
import {
  apiRoutes,
  contentEditorMessages,
  UPLOAD_LIMITS,
  uploadMessages,
  type ContentConsoleRow,
  type DefinedRoute,
  type Page,
} from '@jhy/contract';
import { Answer } from '../../../infra/envelope.js';
import { badRequest } from '../../../infra/errors.js';
import { serveRoute, type RouteServer } from '../../../infra/serveRoute.js';
import { actingStaff } from '../../staffActions/actingStaff.js';
import { policyEditor } from './articleEditor.js';
import type { ContentEditor } from './contentEditing.js';
import { storeContentUpload } from './contentUploads.js';
import { newsEditor } from './newsEditor.js';

type Route<Input, Output> = DefinedRoute<string, ZodType<Input>, ZodType<Output>>;

/** The table's entries of one content editor, each typed by what the editor takes and answers. */
interface EditorRoutes<Query, Input, Detail> {
  list: Route<Query, Page<ContentConsoleRow>>;
  detail: Route<{ id: number }, Detail>;
  save: Route<Input, Detail>;
  publish: Route<{ id: number; published: number }, Detail>;
  remove: Route<{ id: number }, { id: number }>;
}

/**
 * The console's content editors (news of every type, notices, home banners, policies); who may
 * call them is in their table entries (`content.edit`), every change is one audit entry.
 */
export function contentConsoleRoutes(
  server: RouteServer,
  { db, storage, publicContent }: Pick<AppServices, 'db' | 'storage' | 'publicContent'>,
): void {
  // Every change may alter what visitors see: public answers are read afresh after each one.
  const answerChange = async <T>(change: Promise<T>, msg: string) => {
    const result = await change;
    await publicContent.contentChanged();
    return new Answer(result, msg);
  };
  const publishedMessage = (published: number) =>
    published ? contentEditorMessages.published : contentEditorMessages.unpublished;
  const { saved, deleted } = contentEditorMessages;

  /** The five routes of one editor: list, detail, save, publish or take down, delete. */
  const serveEditor = <Query, Input, Detail>(
    routes: EditorRoutes<Query, Input, Detail>,
    editor: ContentEditor<Query, Input, Detail>,
  ) => {
    serveRoute(server, routes.list, (query) => editor.list(db, query));
    serveRoute(server, routes.detail, ({ id }) => editor.find(db, id));
    serveRoute(server, routes.save, (input, request) =>
      answerChange(editor.save(db, actingStaff(request), input), saved),
    );
    serveRoute(server, routes.publish, ({ id, published }, request) =>
      answerChange(editor.setPublished(db, actingStaff(request), id, published), publishedMessage(published)),
    );
    serveRoute(server, routes.remove, ({ id }, request) =>
      answerChange(editor.remove(db, actingStaff(request), id), deleted),
    );
  };
  serveEditor(
    {
      list: apiRoutes.consoleNewsList,
      detail: apiRoutes.consoleNewsDetail,
      save: apiRoutes.consoleNewsSave,
      publish: apiRoutes.consoleNewsPublish,
      remove: apiRoutes.consoleNewsDelete,
    },
    newsEditor,
  );
  serveEditor(
    {
      list: apiRoutes.consoleArticleList,
      detail: apiRoutes.consoleArticleDetail,
      save: apiRoutes.consoleArticleSave,
      publish: apiRoutes.consoleArticlePublish,
      remove: apiRoutes.consoleArticleDelete,
    },
    policyEditor,
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
