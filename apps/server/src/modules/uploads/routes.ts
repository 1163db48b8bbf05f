import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API, UPLOAD_LIMITS, uploadImageSchema, uploadMessages } from '@jhy/contract';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { Answer } from '../../infra/envelope.js';
import { endpoint } from '../../infra/endpoint.js';
import { badRequest } from '../../infra/errors.js';
import type { ReceivedFile } from '../../infra/requestBodies.js';
import { createStorage } from '../../infra/storage/storage.js';
import { currentUser, requireUser } from '../accounts/requireUser.js';
import type { PrivateUploads } from './privateUploads.js';
import { UploadService } from './uploadService.js';

/**
 * A file bigger than the route's limit is cut there rather than refused by the multipart parser,
 * so the service can answer the spec's own size message instead of a bare 413.
 */
const uploadConfig = (maxBytes: number) => ({
  // Generous: one enterprise alone may carry 4 groups of 8 attachments.
  rateLimit: { max: 120, timeWindow: '1 minute' },
  multipartOptions: { limits: { fileSize: maxBytes + 1, files: 2 }, throwFileSizeLimit: false },
});

function theOneFile(request: FastifyRequest): ReceivedFile {
  const [file, ...others] = request.receivedFiles;
  if (!file) throw badRequest(uploadMessages.fileRequired);
  if (others.length > 0) throw badRequest(uploadMessages.oneFileOnly);
  return file;
}

export function uploadRoutes(app: FastifyInstance, db: Db, config: AppConfig, privateUploads: PrivateUploads): void {
  privateUploads.register(app, db);
  const uploads = new UploadService(db, createStorage(config));
  const guards = [requireUser(db)];
  const tags = ['uploads'];

  endpoint(
    app,
    {
      path: API.uploadImage,
      kind: 'write',
      tags,
      summary: '上传图片（multipart，字段 file；purpose=avatar 为头像）→ data.src',
      input: uploadImageSchema,
      guards,
      config: uploadConfig(UPLOAD_LIMITS.productImageBytes),
    },
    async ({ purpose }, request) => {
      const user = currentUser(request);
      const file = theOneFile(request);
      const stored =
        purpose === 'avatar' ? await uploads.storeAvatar(user.id, file) : await uploads.storeImage(user.id, file);
      return new Answer(stored, uploadMessages.uploaded);
    },
  );

  endpoint(
    app,
    {
      path: API.uploadFile,
      kind: 'write',
      tags,
      summary: '上传附件（multipart，字段 file）→ data {name, src}',
      guards,
      config: uploadConfig(UPLOAD_LIMITS.enterpriseFileBytes),
    },
    async (_input, request) => {
      const user = currentUser(request);
      return new Answer(await uploads.storeFile(user.id, theOneFile(request)), uploadMessages.uploaded);
    },
  );
}
