import type { FastifyRequest } from 'fastify';
import { apiRoutes, UPLOAD_LIMITS, uploadMessages } from '@jhy/contract';
import { Answer } from '../../infra/envelope.js';
import { badRequest } from '../../infra/errors.js';
import type { ReceivedFile } from '../../infra/requestBodies.js';
import type { AppServices } from '../../appServices.js';
import { serveRoute, type RouteServer } from '../../infra/serveRoute.js';
import { currentUser } from '../accounts/requireUser.js';
import { UploadService } from './uploadService.js';

/**
 * A file bigger than the route's limit is cut there rather than refused by the multipart parser,
 * so the service can answer the product's own size message instead of a bare 413.
 */
const uploadConfig = (maxBytes: number) => ({
  config: {
    // Generous: one enterprise alone may carry 4 groups of 8 attachments.
    rateLimit: { max: 120, timeWindow: '1 minute' },
    multipartOptions: { limits: { fileSize: maxBytes + 1, files: 2 }, throwFileSizeLimit: false },
  },
});

function theOneFile(request: FastifyRequest): ReceivedFile {
  const [file, ...others] = request.receivedFiles;
  if (!file) throw badRequest(uploadMessages.fileRequired);
  if (others.length > 0) throw badRequest(uploadMessages.oneFileOnly);
  return file;
}

/**
 * Uploads, and the gate in front of the static `/uploads/` files: a private file opens only with a
 * link the server signed (PrivateUploads). That gate is a hook on the static files, not an API route.
 */
export function uploadRoutes(
  server: RouteServer,
  { db, storage, privateUploads }: Pick<AppServices, 'db' | 'storage' | 'privateUploads'>,
): void {
  privateUploads.register(server.app, db);
  const uploads = new UploadService(db, storage);

  serveRoute(
    server,
    apiRoutes.uploadImage,
    async ({ purpose }, request) => {
      const user = currentUser(request);
      const file = theOneFile(request);
      const stored =
        purpose === 'avatar' ? await uploads.storeAvatar(user.id, file) : await uploads.storeImage(user.id, file);
      return new Answer(stored, uploadMessages.uploaded);
    },
    uploadConfig(UPLOAD_LIMITS.productImageBytes),
  );

  serveRoute(
    server,
    apiRoutes.uploadFile,
    async (_input, request) =>
      new Answer(await uploads.storeFile(currentUser(request).id, theOneFile(request)), uploadMessages.uploaded),
    uploadConfig(UPLOAD_LIMITS.enterpriseFileBytes),
  );
}
