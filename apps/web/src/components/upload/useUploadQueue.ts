import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Upload, type UploadFile, type UploadProps } from 'antd';
import { extensionOf, uploadMessages } from '@jhy/contract';
import { failureMessage } from '../../api/mutation';
import { useAppMessage } from '../../app/feedback';

/** The file picker's filter for `extensions` ('.pdf,.jpg'). */
export const acceptOf = (extensions: readonly string[]) => extensions.map((extension) => `.${extension}`).join(',');

/**
 * The reason a file may not be sent, checked before any byte leaves the browser: not one of
 * `extensions`, or larger than `maxBytes`; null when fine.
 */
export function fileProblem(
  file: { name: string; size: number },
  extensions: readonly string[],
  maxBytes: number,
  messages: { type: string; size: string },
): string | null {
  if (!extensions.includes(extensionOf(file.name))) return messages.type;
  if (file.size > maxBytes) return messages.size;
  return null;
}

/** A file still on its way (progress shown) or one that failed (kept in the list with its reason). */
interface PendingUpload {
  uid: string;
  name: string;
  status: 'uploading' | 'error';
  percent: number;
  error?: string;
  abort: AbortController;
}

/** What a form gives an upload field it controls (antd's Form.Item), and the field's uploading count for the form. */
export interface UploadFieldProps<Entry> {
  /** The field's uploaded entries, as the form keeps them and the server receives them. */
  value?: Entry[];
  onChange?: (value: Entry[]) => void;
  /** How many files are still uploading, so the form can wait for them. */
  onUploadingChange?: (count: number) => void;
  disabled?: boolean;
  id?: string;
}

interface UploadQueueOptions<Entry> extends Pick<UploadFieldProps<Entry>, 'value' | 'onChange' | 'onUploadingChange'> {
  /** Sends one file; resolves with the entry the field keeps for it. */
  send: (file: File, options: { signal: AbortSignal; onProgress: (percent: number) => void }) => Promise<Entry>;
  /** The entry's key in antd's list (its stored path). */
  keyOf: (entry: Entry) => string;
  /** How an uploaded entry shows in antd's list: its name, where it opens, its thumbnail. */
  shownAs: (entry: Entry, index: number) => Pick<UploadFile, 'name' | 'url' | 'thumbUrl'>;
  maxCount: number;
  /** The reason a file may not be sent (type, size), checked before any byte leaves the browser. */
  problemOf: (file: File) => string | null;
  tooMany: string;
}

/**
 * The upload steps every upload field shares: a file uploads as soon as it is chosen, with its
 * progress; only uploaded files become the field's value; a failed one stays listed with its reason;
 * removing a file still on its way stops it, and so does leaving the form.
 */
export function useUploadQueue<Entry>({
  value,
  onChange,
  onUploadingChange,
  send,
  keyOf,
  shownAs,
  maxCount,
  problemOf,
  tooMany,
}: UploadQueueOptions<Entry>) {
  const message = useAppMessage();
  const [pending, setPending] = useState<PendingUpload[]>([]);
  // Two uploads may finish between renders: each must add to the latest list, not to a stale one.
  const latest = useRef<Entry[]>(value ?? []);
  useLayoutEffect(() => {
    latest.current = value ?? [];
  }, [value]);

  const uploadingCount = pending.filter((file) => file.status === 'uploading').length;
  useEffect(() => onUploadingChange?.(uploadingCount), [uploadingCount, onUploadingChange]);
  const inFlight = useRef(new Set<AbortController>());
  useEffect(() => {
    const controllers = inFlight.current;
    return () => controllers.forEach((controller) => controller.abort());
  }, []);

  const updatePending = (uid: string, change: Partial<PendingUpload>) =>
    setPending((files) => files.map((file) => (file.uid === uid ? { ...file, ...change } : file)));
  const dropPending = (uid: string) => setPending((files) => files.filter((file) => file.uid !== uid));
  const commit = (next: Entry[]) => {
    latest.current = next;
    onChange?.(next);
  };

  const start = async (file: File & { uid: string }) => {
    const abort = new AbortController();
    inFlight.current.add(abort);
    setPending((files) => [...files, { uid: file.uid, name: file.name, status: 'uploading', percent: 0, abort }]);
    try {
      const entry = await send(file, {
        signal: abort.signal,
        onProgress: (percent) => updatePending(file.uid, { percent }),
      });
      dropPending(file.uid);
      commit([...latest.current, entry]);
    } catch (error) {
      if (abort.signal.aborted) return;
      const reason = failureMessage(error);
      updatePending(file.uid, { status: 'error', error: reason ?? uploadMessages.uploadFailed });
      if (reason) message.error(`${file.name}：${reason}`);
    } finally {
      inFlight.current.delete(abort);
    }
  };

  /** The uploaded files, then those still on their way or failed, as antd's list shows them. */
  const fileList: UploadFile[] = [
    ...(value ?? []).map((entry, index) => ({ uid: keyOf(entry), status: 'done' as const, ...shownAs(entry, index) })),
    ...pending.map(({ uid, name, status, percent, error }) => ({ uid, name, status, percent, response: error })),
  ];

  const uploadProps: Pick<UploadProps, 'beforeUpload' | 'customRequest' | 'onRemove'> = {
    beforeUpload: (file, batch) => {
      const taken = latest.current.length + uploadingCount + batch.indexOf(file);
      const problem = taken >= maxCount ? tooMany : problemOf(file);
      if (problem) {
        message.warning(`${file.name}：${problem}`);
        return Upload.LIST_IGNORE;
      }
      return true;
    },
    customRequest: ({ file }) => {
      void start(file as File & { uid: string });
    },
    onRemove: (file) => {
      const stillPending = pending.find((entry) => entry.uid === file.uid);
      if (stillPending) {
        stillPending.abort.abort();
        dropPending(file.uid);
      } else {
        commit(latest.current.filter((entry) => keyOf(entry) !== file.uid));
      }
      return false;
    },
  };

  return { fileList, uploadProps, full: (value?.length ?? 0) + uploadingCount >= maxCount };
}
