import { UploadOutlined } from '@ant-design/icons';
import { Button, Upload } from 'antd';
import { API, ENTERPRISE_FILE_EXTENSIONS, UPLOAD_LIMITS, uploadMessages, type UploadedFileEntry } from '@jhy/contract';
import { upload } from '../../api/client';
import { acceptOf, fileProblem, useUploadQueue, type UploadFieldProps } from './useUploadQueue';

type AttachedFile = UploadedFileEntry & { url?: string };

/** docs/product.md §5: 20 MB each, of the attachment extension list; an enterprise group holds up to 8 files. */
export const attachmentHint = (maxFiles: number) =>
  `支持 ${ENTERPRISE_FILE_EXTENSIONS.join('、')} 格式，单个文件不超过 20MB，最多 ${maxFiles} 个`;
export const ATTACHMENT_HINT = attachmentHint(UPLOAD_LIMITS.enterpriseFilesPerGroup);

/** Its value is the group's files: saved ones come with `url`, a signed link (they are private); new uploads open by `src`. */
export interface AttachmentGroupFieldProps extends UploadFieldProps<AttachedFile> {
  /** Another form's limits (a display product's 1–5 pictures); the enterprise form's by default. */
  maxFiles?: number;
  extensions?: readonly string[];
  listType?: 'text' | 'picture';
  /** Pictures go through the image upload, which records them as images (the server checks the kind). */
  uploadPath?: typeof API.uploadFile | typeof API.uploadImage;
}

/** The reason a file may not be sent, checked before any byte leaves the browser; null when fine. */
export function attachmentProblem(
  file: { name: string; size: number },
  extensions: readonly string[] = ENTERPRISE_FILE_EXTENSIONS,
): string | null {
  return fileProblem(file, extensions, UPLOAD_LIMITS.enterpriseFileBytes, {
    type: uploadMessages.fileTypeNotAllowed,
    size: uploadMessages.fileTooLarge,
  });
}

/**
 * One attachment group of a form (an enterprise's licence, a listing's enrolment files): files upload as soon as they are chosen, each with
 * its progress; only the uploaded ones (`{ name, src }`) become the field's value.
 */
export function AttachmentGroupField({
  value,
  onChange,
  onUploadingChange,
  disabled,
  id,
  maxFiles = UPLOAD_LIMITS.enterpriseFilesPerGroup,
  extensions = ENTERPRISE_FILE_EXTENSIONS,
  listType = 'text',
  uploadPath = API.uploadFile,
}: AttachmentGroupFieldProps) {
  const { fileList, uploadProps, full } = useUploadQueue<AttachedFile>({
    value,
    onChange,
    onUploadingChange,
    send: async (file, options) => {
      const entry = await upload(uploadPath, file, options);
      // The image upload answers only `src`: the picture keeps the name it was chosen with.
      return { name: ('name' in entry && entry.name) || file.name, src: entry.src };
    },
    keyOf: (entry) => entry.src,
    shownAs: (entry) => ({ name: entry.name, url: entry.url ?? entry.src }),
    maxCount: maxFiles,
    problemOf: (file) => attachmentProblem(file, extensions),
    tooMany: `最多上传 ${maxFiles} 个文件`,
  });

  return (
    <Upload
      id={id}
      multiple
      accept={acceptOf(extensions)}
      listType={listType}
      disabled={disabled}
      fileList={fileList}
      {...uploadProps}
      showUploadList={{ showDownloadIcon: false }}
    >
      <Button icon={<UploadOutlined />} disabled={disabled || full}>
        上传文件
      </Button>
    </Upload>
  );
}
