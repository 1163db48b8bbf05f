import { PlusOutlined } from '@ant-design/icons';
import { Upload, type UploadFile } from 'antd';
import { API, extensionOf, IMAGE_EXTENSIONS, UPLOAD_LIMITS, uploadMessages } from '@jhy/contract';
import { upload } from '../../api/client';
import { useUploadQueue } from './useUploadQueue';
import './upload.css';

const ACCEPT = IMAGE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** The reason an image may not be sent, checked before any byte leaves the browser; null when fine. */
export function imageProblem(file: { name: string; size: number }): string | null {
  if (!(IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name)))
    return uploadMessages.imageTypeNotAllowed;
  if (file.size > UPLOAD_LIMITS.productImageBytes) return uploadMessages.imageTooLarge;
  return null;
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
  const { pendingFiles, uploadProps, full } = useUploadQueue<string>({
    value,
    onChange,
    onUploadingChange,
    send: async (file, options) => (await upload(API.uploadImage, file, options)).src,
    keyOf: (src) => src,
    maxCount: maxImages,
    problemOf: imageProblem,
    tooMany: `最多上传 ${maxImages} 张图片`,
  });
  const fileList: UploadFile[] = [
    ...(value ?? []).map((src, index) => ({
      uid: src,
      name: `产品图片${index + 1}`,
      status: 'done' as const,
      url: src,
      thumbUrl: src,
    })),
    ...pendingFiles,
  ];

  return (
    <Upload
      id={id}
      listType="picture-card"
      multiple
      accept={ACCEPT}
      disabled={disabled}
      fileList={fileList}
      {...uploadProps}
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
