import {
  AVATAR_SIZE_PX,
  ENTERPRISE_FILE_EXTENSIONS,
  extensionOf,
  IMAGE_EXTENSIONS,
  UPLOAD_LIMITS,
  uploadMessages,
  type UploadedFileEntry,
} from '@jhy/contract';
import sharp from 'sharp';
import type { Db, Queryable } from '../../db/client.js';
import { badRequest } from '../../infra/errors.js';
import type { ReceivedFile } from '../../infra/requestBodies.js';
import type { Storage } from '../../infra/storage/storage.js';
import { ALLOWED_TYPES, contentMatchesExtension, detectedImageFormat, isAllowedExtension } from './fileTypes.js';
import { decodeFailure, MAX_INPUT_PIXELS, reencodeImage, type ImageFormat } from './imageReencode.js';
import { insertUploadedFile, ownsUploadedFiles, type UploadKind } from './uploadRepository.js';

/**
 * Whether `userId` uploaded every one of `srcs` (uploadRepository.ts `ownsUploadedFiles`): the check the
 * services that keep files (enterprises, listings, bidding registrations) are built with.
 */
export function userOwnsUploads(db: Queryable, userId: number, srcs: string[]): Promise<boolean> {
  return ownsUploadedFiles(db, userId, srcs);
}

/**
 * Uploads (docs/product.md §5 "Uploads", "Avatar"; §9): an allow-list by extension AND content, the size
 * limits, a random stored name, and a record of who uploaded what.
 */
export class UploadService {
  constructor(
    private readonly db: Db,
    private readonly storage: Storage,
  ) {}

  /** /index/common/uploadImg: an image for a listing or a display product (10 MB). */
  async storeImage(userId: number, file: ReceivedFile): Promise<{ src: string }> {
    const extension = extensionOf(file.filename);
    if (!isAllowedExtension(extension, IMAGE_EXTENSIONS)) throw badRequest(uploadMessages.imageTypeNotAllowed);
    if (file.truncated || file.buffer.length > UPLOAD_LIMITS.productImageBytes) {
      throw badRequest(uploadMessages.imageTooLarge);
    }
    if (!(await contentMatchesExtension(file.buffer, extension))) throw badRequest(uploadMessages.contentMismatch);
    const image = await reencodeImage(file.buffer, extension as ImageFormat);
    const { src } = await this.keep(userId, 'image', image, extension, file.filename);
    return { src };
  }

  /** uploadImg with purpose=avatar: JPG or PNG by content, under 2 MB, cut to a square thumbnail. */
  async storeAvatar(userId: number, file: ReceivedFile): Promise<{ src: string }> {
    const extension = extensionOf(file.filename);
    if (!['jpg', 'jpeg', 'png'].includes(extension)) throw badRequest(uploadMessages.avatarType);
    if (file.truncated || file.buffer.length >= UPLOAD_LIMITS.avatarBytes) throw badRequest(uploadMessages.avatarSize);
    const format = await detectedImageFormat(file.buffer);
    if (format !== 'jpg' && format !== 'png') throw badRequest(uploadMessages.avatarType);
    let thumbnail: Buffer;
    try {
      const image = sharp(file.buffer, { limitInputPixels: MAX_INPUT_PIXELS })
        .rotate() // honour the camera's orientation before the metadata is dropped
        .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: 'cover', position: 'attention' });
      thumbnail = format === 'png' ? await image.png().toBuffer() : await image.jpeg({ quality: 85 }).toBuffer();
    } catch (error) {
      throw decodeFailure(error);
    }
    const { src } = await this.keep(userId, 'avatar', thumbnail, format, file.filename);
    return { src };
  }

  /** /index/Common/uploadFile: an enterprise or listing attachment (20 MB). */
  async storeFile(userId: number, file: ReceivedFile): Promise<UploadedFileEntry> {
    const extension = extensionOf(file.filename);
    if (!isAllowedExtension(extension, ENTERPRISE_FILE_EXTENSIONS)) throw badRequest(uploadMessages.fileTypeNotAllowed);
    if (file.truncated || file.buffer.length > UPLOAD_LIMITS.enterpriseFileBytes) {
      throw badRequest(uploadMessages.fileTooLarge);
    }
    if (!(await contentMatchesExtension(file.buffer, extension))) throw badRequest(uploadMessages.contentMismatch);
    const bytes = ALLOWED_TYPES[extension].isImage
      ? await reencodeImage(file.buffer, extension as ImageFormat)
      : file.buffer;
    return this.keep(userId, 'file', bytes, extension, file.filename);
  }

  private async keep(
    userId: number,
    kind: UploadKind,
    bytes: Buffer,
    extension: keyof typeof ALLOWED_TYPES,
    filename: string,
  ): Promise<UploadedFileEntry> {
    const name = displayName(filename, extension);
    const stored = await this.storage.put(bytes, extension);
    try {
      await insertUploadedFile(this.db, {
        ownerUserId: userId,
        kind,
        storedName: stored.storedName,
        originalName: name,
        mime: ALLOWED_TYPES[extension].mime,
        size: bytes.length,
      });
    } catch (error) {
      await this.storage.remove(stored.storedName);
      throw error;
    }
    return { name, src: stored.src };
  }
}

/**
 * The name shown next to a file: the client's base name without any folder part or control
 * characters. It is only ever displayed — the stored name is random.
 */
export function displayName(filename: string, extension: string): string {
  const base = (filename.split(/[\\/]/).pop() ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim();
  const name = base === '' || base === '.' || base === '..' ? `file.${extension}` : base;
  return name.length > 255 ? name.slice(name.length - 255) : name;
}
