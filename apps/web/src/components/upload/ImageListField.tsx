import { PlusOutlined } from '@ant-design/icons';
import { Upload } from 'antd';
import { API, IMAGE_EXTENSIONS, UPLOAD_LIMITS, uploadMessages } from '@jhy/contract';
import { upload } from '../../api/client';
import { acceptOf, fileProblem, useUploadQueue, type UploadFieldProps } from './useUploadQueue';
import './upload.css';

const ACCEPT = acceptOf(IMAGE_EXTENSIONS);

/** The reason an image may not be sent, checked before any byte leaves the browser; null when fine. */
export function imageProblem(file: { name: string; size: number }): string | null {
  return fileProblem(file, IMAGE_EXTENSIONS, UPLOAD_LIMITS.productImageBytes, {
    type: uploadMessages.imageTypeNotAllowed,
    size: uploadMessages.imageTooLarge,
  });
}

/** Its value is the paths of the uploaded images (`/uploads/…`), in the order shown; the first is the cover. */
export interface ImageListFieldProps extends UploadFieldProps<string> {
  maxImages?: number;
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
  const { fileList, uploadProps, full } = useUploadQueue<string>({
    value,
    onChange,
    onUploadingChange,
    send: async (file, options) => (await upload(API.uploadImage, file, options)).src,
    keyOf: (src) => src,
    shownAs: (src, index) => ({ name: `产品图片${index + 1}`, url: src, thumbUrl: src }),
    maxCount: maxImages,
    problemOf: imageProblem,
    tooMany: `最多上传 ${maxImages} 张图片`,
  });

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
        // Named by the words it shows (WCAG 2.5.3); the field's label says whose pictures.
        <button type="button" className="jhy-image-list__add">
          <PlusOutlined />
          <div>上传图片</div>
        </button>
      )}
    </Upload>
  );
}
