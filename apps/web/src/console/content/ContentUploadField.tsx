import { useState } from 'react';
import { DeleteOutlined, FilePdfOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Form, Progress, Space, Upload, type FormRule } from 'antd';
import { useAppMessage } from '../../app/feedback';
import { CONSOLE_API, UPLOAD_LIMITS, uploadMessages } from '@jhy/contract';
import { messageOfError } from '../../api/client';
import { LazyRichTextEditor } from '../components/LazyRichTextEditor';
import type { RichTextEditorProps } from '../components/RichTextEditor';
import { consoleApi } from '../consoleApi';

interface ContentUploadFieldProps {
  value?: string;
  onChange?: (src: string) => void;
  kind: 'image' | 'pdf';
  /** Names the button for screen readers and tests, e.g. '上传封面图片'. */
  label: string;
}

const ACCEPT = { image: '.jpg,.jpeg,.png,.gif', pdf: '.pdf' } as const;
const LIMIT = { image: UPLOAD_LIMITS.productImageBytes, pdf: UPLOAD_LIMITS.enterpriseFileBytes } as const;
const TOO_LARGE = { image: uploadMessages.imageTooLarge, pdf: uploadMessages.fileTooLarge } as const;

/** Uploads an editor's picture or PDF for a form field whose value is the stored path. */
function uploadContentFile(file: File, onProgress?: (percent: number) => void) {
  return consoleApi.upload(CONSOLE_API.contentUpload, file, { onProgress });
}

/** The rich-text editor of an editor's page: a picture put into the text is uploaded like a cover and shown by its path. */
function ContentRichTextEditor(props: Omit<RichTextEditorProps, 'uploadImage'>) {
  return <LazyRichTextEditor {...props} uploadImage={async (file) => (await uploadContentFile(file)).src} />;
}

/** A form's rich-text field (正文, 机构介绍, 专区介绍): the editor is named by the field's label. */
export function RichTextFormItem({ name, label, rules }: { name: string; label: string; rules?: FormRule[] }) {
  return (
    <Form.Item name={name} label={label} rules={rules}>
      <ContentRichTextEditor ariaLabel={label} />
    </Form.Item>
  );
}

/**
 * A form control holding one uploaded file's path: a cover picture (with its preview) or a
 * banner's PDF. Shows progress while the file travels; the server checks type and size again.
 */
export function ContentUploadField({ value, onChange, kind, label }: ContentUploadFieldProps) {
  const message = useAppMessage();
  const [progress, setProgress] = useState<number | null>(null);

  const send = async (file: File) => {
    if (file.size > LIMIT[kind]) {
      message.error(TOO_LARGE[kind]);
      return;
    }
    setProgress(0);
    try {
      const stored = await uploadContentFile(file, setProgress);
      onChange?.(stored.src);
    } catch (error) {
      const text = messageOfError(error, '上传失败');
      if (text) message.error(text);
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className="content-upload">
      {value &&
        (kind === 'image' ? (
          <img className="content-upload__preview" src={value} alt="已上传的图片" />
        ) : (
          <a href={value} target="_blank" rel="noopener noreferrer">
            <FilePdfOutlined /> {value.split('/').pop()}
          </a>
        ))}
      <Space wrap>
        <Upload
          accept={ACCEPT[kind]}
          showUploadList={false}
          beforeUpload={(file) => {
            void send(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={progress !== null} aria-label={label}>
            {value ? '重新上传' : label}
          </Button>
        </Upload>
        {value && (
          <Button icon={<DeleteOutlined />} onClick={() => onChange?.('')}>
            移除
          </Button>
        )}
      </Space>
      {progress !== null && <Progress percent={progress} size="small" aria-label="上传进度" />}
    </div>
  );
}
