import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Upload, type UploadFile } from 'antd';
import {
  API,
  ENTERPRISE_FILE_EXTENSIONS,
  extensionOf,
  UPLOAD_LIMITS,
  uploadMessages,
  type UploadedFileEntry,
} from '@jhy/contract';
import { messageOfError, upload } from '../../../api/client';

type AttachedFile = UploadedFileEntry & { url?: string };

/** Spec §5: up to 8 files a group, 20 MB each, of the enterprise extension list. */
const MAX_FILES = UPLOAD_LIMITS.enterpriseFilesPerGroup;
const ACCEPT = ENTERPRISE_FILE_EXTENSIONS.map((extension) => `.${extension}`).join(',');
export const ATTACHMENT_HINT = `支持 ${ENTERPRISE_FILE_EXTENSIONS.join('、')} 格式，单个文件不超过 20MB，最多 ${MAX_FILES} 个`;

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
}

/** The reason a file may not be sent, checked before any byte leaves the browser; null when fine. */
export function attachmentProblem(file: { name: string; size: number }): string | null {
  if (!(ENTERPRISE_FILE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) {
    return uploadMessages.fileTypeNotAllowed;
  }
  if (file.size > UPLOAD_LIMITS.enterpriseFileBytes) return uploadMessages.fileTooLarge;
  return null;
}

/**
 * One attachment group of the enterprise form: files upload as soon as they are chosen, each with
 * its progress; only the uploaded ones (`{ name, src }`) become the field's value.
 */
export function AttachmentGroupField({ value, onChange, onUploadingChange, disabled, id }: AttachmentGroupFieldProps) {
  const { message } = App.useApp();
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
      const entry = await upload<UploadedFileEntry>(API.uploadFile, file, {
        signal: abort.signal,
        onProgress: (percent) => updatePending(file.uid, { percent }),
      });
      dropPending(file.uid);
      const next = [...latest.current, { name: entry.name, src: entry.src }];
      latest.current = next;
      onChange?.(next);
    } catch (error) {
      if (abort.signal.aborted) return;
      const reason = messageOfError(error, '上传失败');
      updatePending(file.uid, { status: 'error', error: reason ?? '上传失败' });
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
  const full = (value?.length ?? 0) + uploadingCount >= MAX_FILES;

  return (
    <Upload
      id={id}
      multiple
      accept={ACCEPT}
      disabled={disabled}
      fileList={fileList}
      beforeUpload={(file, batch) => {
        const taken = latest.current.length + uploadingCount + batch.indexOf(file);
        const problem = taken >= MAX_FILES ? `最多上传 ${MAX_FILES} 个文件` : attachmentProblem(file);
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
