import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { Upload, type UploadFile } from 'antd';
import { useAppMessage } from '../../app/feedback';
import { API, extensionOf, IMAGE_EXTENSIONS, UPLOAD_LIMITS, uploadMessages } from '@jhy/contract';
import { messageOfError, upload } from '../../api/client';
import './upload.css';

const ACCEPT = IMAGE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** The reason an image may not be sent, checked before any byte leaves the browser; null when fine. */
export function imageProblem(file: { name: string; size: number }): string | null {
  if (!(IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name)))
    return uploadMessages.imageTypeNotAllowed;
  if (file.size > UPLOAD_LIMITS.productImageBytes) return uploadMessages.imageTooLarge;
  return null;
}

interface PendingImage {
  uid: string;
  name: string;
  status: 'uploading' | 'error';
  percent: number;
  abort: AbortController;
}

export interface ImageListFieldProps {
  /** Paths of the uploaded images (`/uploads/…`), in the order shown; the first is the cover. */
  value?: string[];
  onChange?: (value: string[]) => void;
  onUploadingChange?: (count: number) => void;
  maxImages?: number;
  disabled?: boolean;
  id?: string;
}

/**
 * Product pictures (docs/product.md §9: up to 5, 10 MB each): each uploads through `uploadImg` as soon as it
 * is chosen, with its progress on its card; only uploaded ones become the field's value.
 */
export function ImageListField({
  value,
  onChange,
  onUploadingChange,
  maxImages = UPLOAD_LIMITS.productImagesMax,
  disabled,
  id,
}: ImageListFieldProps) {
  const message = useAppMessage();
  const [pending, setPending] = useState<PendingImage[]>([]);
  // Two uploads may finish between renders: each must add to the latest list, not to a stale one.
  const latest = useRef<string[]>(value ?? []);
  useLayoutEffect(() => {
    latest.current = value ?? [];
  }, [value]);
  const uploading = pending.filter((image) => image.status === 'uploading').length;
  useEffect(() => onUploadingChange?.(uploading), [uploading, onUploadingChange]);
  const inFlight = useRef(new Set<AbortController>());
  useEffect(() => {
    const controllers = inFlight.current;
    return () => controllers.forEach((controller) => controller.abort());
  }, []);

  const update = (uid: string, change: Partial<PendingImage>) =>
    setPending((images) => images.map((image) => (image.uid === uid ? { ...image, ...change } : image)));
  const drop = (uid: string) => setPending((images) => images.filter((image) => image.uid !== uid));

  const send = async (file: File & { uid: string }) => {
    const abort = new AbortController();
    inFlight.current.add(abort);
    setPending((images) => [...images, { uid: file.uid, name: file.name, status: 'uploading', percent: 0, abort }]);
    try {
      const stored = await upload(API.uploadImage, file, {
        signal: abort.signal,
        onProgress: (percent) => update(file.uid, { percent }),
      });
      drop(file.uid);
      const next = [...latest.current, stored.src];
      latest.current = next;
      onChange?.(next);
    } catch (error) {
      if (abort.signal.aborted) return;
      const reason = messageOfError(error, '上传失败');
      update(file.uid, { status: 'error' });
      if (reason) message.error(`${file.name}：${reason}`);
    } finally {
      inFlight.current.delete(abort);
    }
  };

  const fileList: UploadFile[] = [
    ...(value ?? []).map((src, index) => ({
      uid: src,
      name: `产品图片${index + 1}`,
      status: 'done' as const,
      url: src,
      thumbUrl: src,
    })),
    ...pending.map(({ uid, name, status, percent }) => ({ uid, name, status, percent })),
  ];
  const full = (value?.length ?? 0) + uploading >= maxImages;

  return (
    <Upload
      id={id}
      listType="picture-card"
      multiple
      accept={ACCEPT}
      disabled={disabled}
      fileList={fileList}
      beforeUpload={(file, batch) => {
        const taken = latest.current.length + uploading + batch.indexOf(file);
        const problem = taken >= maxImages ? `最多上传 ${maxImages} 张图片` : imageProblem(file);
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
        const stillPending = pending.find((image) => image.uid === file.uid);
        if (stillPending) {
          stillPending.abort.abort();
          drop(file.uid);
        } else {
          const next = latest.current.filter((src) => src !== file.uid);
          latest.current = next;
          onChange?.(next);
        }
        return false;
      }}
      showUploadList={{ showPreviewIcon: false }}
    >
      {!full && !disabled && (
        <button type="button" className="jhy-image-list__add" aria-label="上传产品图片">
          <PlusOutlined />
          <div>上传图片</div>
        </button>
      )}
    </Upload>
  );
}
