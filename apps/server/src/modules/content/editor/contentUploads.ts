import {
  contentEditorMessages,
  extensionOf,
  UPLOAD_LIMITS,
  uploadMessages,
  type UploadedFileEntry,
} from '@jhy/contract';
import type { Db } from '../../../db/client.js';
import { insertUploadedFile } from '../../uploads/uploadRepository.js';
import { badRequest } from '../../../infra/errors.js';
import type { ReceivedFile } from '../../../infra/requestBodies.js';
import type { Storage } from '../../../infra/storage/storage.js';
import { ALLOWED_TYPES, contentMatchesExtension, isAllowedExtension } from '../../uploads/fileTypes.js';
import { displayName } from '../../uploads/uploadService.js';

/** What an editor may upload: pictures for bodies and covers, a PDF for a banner (add_way 14). */
const CONTENT_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'pdf'] as const;

/**
 * A staff member's upload for the content editors, with the same allow-list by extension AND
 * content, the same size limits and random stored names as a portal user's, recorded as the
 * staff member's own file.
 */
export async function storeContentUpload(
  db: Db,
  storage: Storage,
  staffId: number,
  file: ReceivedFile,
): Promise<UploadedFileEntry> {
  const extension = extensionOf(file.filename);
  if (!isAllowedExtension(extension, CONTENT_EXTENSIONS)) throw badRequest(contentEditorMessages.uploadTypeNotAllowed);
  const isImage = ALLOWED_TYPES[extension].isImage;
  const limit = isImage ? UPLOAD_LIMITS.productImageBytes : UPLOAD_LIMITS.enterpriseFileBytes;
  if (file.truncated || file.buffer.length > limit)
    throw badRequest(isImage ? uploadMessages.imageTooLarge : uploadMessages.fileTooLarge);
  if (!(await contentMatchesExtension(file.buffer, extension))) throw badRequest(uploadMessages.contentMismatch);

  const name = displayName(file.filename, extension);
  const stored = await storage.put(file.buffer, extension);
  try {
    await insertUploadedFile(db, {
      ownerStaffId: staffId,
      kind: isImage ? 'image' : 'file',
      storedName: stored.storedName,
      originalName: name,
      mime: ALLOWED_TYPES[extension].mime,
      size: file.buffer.length,
    });
  } catch (error) {
    await storage.remove(stored.storedName);
    throw error;
  }
  return { name, src: stored.src };
}
