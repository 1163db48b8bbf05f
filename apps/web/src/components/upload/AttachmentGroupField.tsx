import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { UploadOutlined } from '@ant-design/icons';
import { Button, Upload, type UploadFile } from 'antd';
import { useAppMessage } from '../../app/feedback';
import {
  API,
  ENTERPRISE_FILE_EXTENSIONS,
  extensionOf,
  UPLOAD_LIMITS,
  uploadMessages,
  type UploadedFileEntry,
} from '@jhy/contract';
import { upload } from '../../api/client';
import { failureMessage } from '../../api/mutation';

type AttachedFile = UploadedFileEntry & { url?: string };

/** Spec §5: 20 MB each, of the attachment extension list; an enterprise group holds up to 8 files. */
const ACCEPT = ENTERPRISE_FILE_EXTENSIONS.map((extension) => `.${extension}`).join(',');
export const attachmentHint = (maxFiles: number) =>
  `支持 ${ENTERPRISE_FILE_EXTENSIONS.join('、')} 格式，单个文件不超过 20MB，最多 ${maxFiles} 个`;
export const ATTACHMENT_HINT = attachmentHint(UPLOAD_LIMITS.enterpriseFilesPerGroup);

/** A file still on its way (progress shown) or one that failed (kept in the list with its reason). */
interface PendingFile {
  uid: string;
  name: string;
  status: 'uploading' | 'error';
  percent: number;
  error?: string;
  abort: AbortController;
}

export interface AttachmentGroupFieldProps {
  /** The group's uploaded files, as the form keeps and the server receives them. */
  /** Saved files come with `url`, a signed link (they are private); new uploads open by `src`. */
  value?: AttachedFile[];
  onChange?: (value: AttachedFile[]) => void;
  /** How many files of this group are still uploading, so the form can wait for them. */
  onUploadingChange?: (count: number) => void;
  disabled?: boolean;
  id?: string;
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
  if (!extensions.includes(extensionOf(file.name))) {
    return uploadMessages.fileTypeNotAllowed;
  }
  if (file.size > UPLOAD_LIMITS.enterpriseFileBytes) return uploadMessages.fileTooLarge;
  return null;
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
  const message = useAppMessage();
  const [pending, setPending] = useState<PendingFile[]>([]);
  // Two uploads may finish between renders: each must add to the latest list, not to a stale one.
  const latest = useRef<AttachedFile[]>(value ?? []);
  useLayoutEffect(() => {
    latest.current = value ?? [];
  }, [value]);

  const uploadingCount = pending.filter((file) => file.status === 'uploading').length;
  useEffect(() => onUploadingChange?.(uploadingCount), [uploadingCount, onUploadingChange]);
  // Leaving the form stops what is still on its way.
  const inFlight = useRef(new Set<AbortController>());
  useEffect(() => {
    const controllers = inFlight.current;
    return () => controllers.forEach((controller) => controller.abort());
  }, []);

  const updatePending = (uid: string, change: Partial<PendingFile>) =>
    setPending((files) => files.map((file) => (file.uid === uid ? { ...file, ...change } : file)));
  const dropPending = (uid: string) => setPending((files) => files.filter((file) => file.uid !== uid));

  const send = async (file: File & { uid: string }) => {
    const abort = new AbortController();
    inFlight.current.add(abort);
    setPending((files) => [...files, { uid: file.uid, name: file.name, status: 'uploading', percent: 0, abort }]);
    try {
      const entry = await upload(uploadPath, file, {
        signal: abort.signal,
        onProgress: (percent) => updatePending(file.uid, { percent }),
      });
      dropPending(file.uid);
      // The image upload answers only `src`: the picture keeps the name it was chosen with.
      const next = [...latest.current, { name: ('name' in entry && entry.name) || file.name, src: entry.src }];
      latest.current = next;
      onChange?.(next);
    } catch (error) {
      if (abort.signal.aborted) return;
      const reason = failureMessage(error);
      updatePending(file.uid, { status: 'error', error: reason ?? uploadMessages.uploadFailed });
      if (reason) message.error(`${file.name}：${reason}`);
    } finally {
      inFlight.current.delete(abort);
    }
  };

  const fileList: UploadFile[] = [
    ...(value ?? []).map((entry) => ({
      uid: entry.src,
      name: entry.name,
      status: 'done' as const,
      url: entry.url ?? entry.src,
    })),
    ...pending.map(({ uid, name, status, percent, error }) => ({ uid, name, status, percent, response: error })),
  ];
  const full = (value?.length ?? 0) + uploadingCount >= maxFiles;

  return (
    <Upload
      id={id}
      multiple
      accept={extensions === ENTERPRISE_FILE_EXTENSIONS ? ACCEPT : extensions.map((e) => `.${e}`).join(',')}
      listType={listType}
      disabled={disabled}
      fileList={fileList}
      beforeUpload={(file, batch) => {
        const taken = latest.current.length + uploadingCount + batch.indexOf(file);
        const problem = taken >= maxFiles ? `最多上传 ${maxFiles} 个文件` : attachmentProblem(file, extensions);
        if (problem) {
          message.warning(`${file.name}：${problem}`);
          return Upload.LIST_IGNORE;
        }
        return true;
      }}
      customRequest={({ file }) => {
        void send(file as File & { uid: string });
      }}
      onRemove={(file) => {
        const stillPending = pending.find((entry) => entry.uid === file.uid);
        if (stillPending) {
          stillPending.abort.abort();
          dropPending(file.uid);
        } else {
          const next = latest.current.filter((entry) => entry.src !== file.uid);
          latest.current = next;
          onChange?.(next);
        }
        return false;
      }}
      showUploadList={{ showDownloadIcon: false }}
    >
      <Button icon={<UploadOutlined />} disabled={disabled || full}>
        上传文件
      </Button>
    </Upload>
  );
}
