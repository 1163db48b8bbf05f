import { z } from 'zod';
import { UPLOAD_LIMITS } from './constants.js';

/**
 * Upload rules (docs/product.md §5 "Uploads" and "Avatar", §9). The page checks before sending; the server
 * checks again by extension and by content, because a page can be bypassed.
 */
export const ENTERPRISE_FILE_EXTENSIONS = [
  'pdf',
  'docx',
  'doc',
  'xls',
  'xlsx',
  'pptx',
  'zip',
  'rar',
  'jpg',
  'jpeg',
  'png',
  'gif',
  'bmp',
] as const;
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'bmp'] as const;
export const AVATAR_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;

/** Edge length of the square avatar thumbnail, in pixels. */
export const AVATAR_SIZE_PX = 256;

export const uploadMessages = {
  fileRequired: '请选择要上传的文件',
  privateFileLinkExpired: '文件链接无效或已过期，请刷新页面后重新打开',
  oneFileOnly: '一次只能上传一个文件',
  fileTypeNotAllowed: `文件格式不支持，仅支持 ${ENTERPRISE_FILE_EXTENSIONS.join('、')} 格式`,
  imageTypeNotAllowed: `图片格式不支持，仅支持 ${IMAGE_EXTENSIONS.join('、')} 格式`,
  contentMismatch: '文件内容与扩展名不符，请上传真实的文件',
  imageTooLarge: '上传图片大小不能超过 10MB!',
  fileTooLarge: '上传文件大小不能超过 20MB!',
  imageBroken: '图片无法识别，请更换图片',
  imageTooManyPixels: '图片尺寸过大（最多 4000 万像素），请缩小后再上传',
  avatarType: '上传头像只能是 JPG或者PNG 格式!',
  avatarSize: '上传头像大小不能超过 2MB!',
  uploaded: '上传成功',
  /** A file in the list whose upload did not finish (the reason was shown when it failed). */
  uploadFailed: '上传失败',
} as const;

/** `purpose=avatar` on uploadImg asks for the avatar rules (JPG/PNG, 2 MB, square thumbnail). */
export const uploadImageSchema = z.object({
  purpose: z.enum(['image', 'avatar']).catch('image').default('image'),
});
export type UploadImageInput = z.infer<typeof uploadImageSchema>;

/** What uploadFile answers (docs/product.md §7): the file entry a form keeps. */
export interface UploadedFileEntry {
  name: string;
  src: string;
}

/** The extension of a file name, lower case, without the dot ('' when none). */
export function extensionOf(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/** The avatar checks of docs/product.md §5, for the page before sending and for the server. Null when fine. */
export function avatarProblem(file: { name: string; size: number; type?: string }): string | null {
  const extension = extensionOf(file.name);
  if (!(AVATAR_EXTENSIONS as readonly string[]).includes(extension)) return uploadMessages.avatarType;
  if (file.size >= UPLOAD_LIMITS.avatarBytes) return uploadMessages.avatarSize;
  return null;
}
