import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { DatePicker, Form, Input, Skeleton, Switch, type FormInstance } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ApiPath, ArticleConsoleDetail } from '@jhy/contract';
import { fieldRule, type ParsingSchema } from '../../components/schemaRule';
import { ConsoleFormModal } from '../components/ConsoleFormModal';
import { useConsoleChange } from '../components/consoleData';
import { CONSOLE_QUERY_ROOT } from '../consoleQueries';
import { RichTextFormItem } from './ContentUploadField';

const PUB_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** The fields every content form has: the ones TitleFields, PublishFields and BodyField hold, and the picture. */
export interface ContentFormValues {
  title: string;
  intro: string;
  source: string;
  content: string;
  img_path: string;
  published: boolean;
  pub_time: Dayjs | null;
}

/** What the console sends and receives of those fields: the part news and policies share. */
type ContentItemFields = Pick<
  ArticleConsoleDetail,
  'title' | 'intro' | 'source' | 'content' | 'img_path' | 'published' | 'pub_time'
>;

/**
 * The form's values for an item, or for a new one (`item` undefined): no publication time, which
 * the server reads as the save time.
 */
export const contentFormValues = (item: ContentItemFields | undefined, defaultSource = ''): ContentFormValues => ({
  title: item?.title ?? '',
  intro: item?.intro ?? '',
  source: item?.source ?? defaultSource,
  content: item?.content ?? '',
  img_path: item?.img_path ?? '',
  published: item?.published === 1,
  pub_time: item ? dayjs(item.pub_time, PUB_TIME_FORMAT) : null,
});

/** The values as the save call takes them: the switch as 0 / 1, the time as text ('' for none). */
export function contentSaveBody<Values extends ContentFormValues>(
  values: Values,
): Omit<Values, 'published' | 'pub_time'> & { published: 0 | 1; pub_time: string } {
  return {
    ...values,
    published: values.published ? 1 : 0,
    pub_time: values.pub_time ? values.pub_time.format(PUB_TIME_FORMAT) : '',
  };
}

/** What an editor page gives its item's form: the item (null: a new one), the list to read again, and how to close. */
export interface ContentFormProps {
  id: number | null;
  listName: string;
  onClose: () => void;
}

/**
 * An item's form data: its detail, fetched afresh each time the form opens (no cache) and not at
 * all for a new item (`id` null), and the save that closes the form, shows its message and fetches
 * the editor's list again. `detail.load` is the editor's typed detail call.
 */
export function useContentItem<Detail, SavePath extends ApiPath>(
  { id, listName, onClose }: ContentFormProps,
  detail: { name: string; load: (id: number) => Promise<Detail> },
  savePath: SavePath,
) {
  const item = useQuery({
    queryKey: [CONSOLE_QUERY_ROOT, detail.name, id],
    // Enabled only with an id.
    queryFn: () => detail.load(id ?? 0),
    enabled: id !== null,
    staleTime: 0,
    gcTime: 0,
  });
  const save = useConsoleChange(savePath, { refresh: [listName], failure: '保存失败', onDone: onClose });
  return { detail: item, loading: id !== null && !item.data, save };
}

/** The dialog around a content form: saving submits the form; what the server refuses keeps what was typed. */
export function ContentFormModal<Values extends ContentFormValues>({
  title,
  form,
  initialValues,
  onFinish,
  loading,
  saving,
  onClose,
  children,
}: {
  title: string;
  form: FormInstance<Values>;
  initialValues: Values;
  onFinish: (values: Values) => void;
  /** The item is still being fetched: its form cannot be shown yet. */
  loading: boolean;
  saving: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <ConsoleFormModal
      title={title}
      open
      width={920}
      form={form}
      saving={saving}
      okButtonProps={{ disabled: loading }}
      onCancel={onClose}
      destroyOnHidden
      mask={{ closable: false }}
    >
      {loading ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : (
        <Form form={form} layout="vertical" initialValues={initialValues} onFinish={onFinish}>
          {children}
        </Form>
      )}
    </ConsoleFormModal>
  );
}

type TextSchema = { shape: Record<'title' | 'intro' | 'source' | 'content', ParsingSchema> };

/** Title, summary and source, with the contract's rules. */
export function TitleFields({ schema, sourceLabel }: { schema: TextSchema; sourceLabel: string }) {
  return (
    <>
      <Form.Item name="title" label="标题" rules={[fieldRule(schema, 'title', { required: true })]}>
        <Input maxLength={200} showCount />
      </Form.Item>
      <Form.Item name="intro" label="摘要" rules={[fieldRule(schema, 'intro')]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} maxLength={500} showCount />
      </Form.Item>
      <Form.Item name="source" label={sourceLabel} rules={[fieldRule(schema, 'source')]}>
        <Input maxLength={100} />
      </Form.Item>
    </>
  );
}

/** When the item shows on the portal, and whether it does at all; `children` adds switches to the row. */
export function PublishFields({ children }: { children?: ReactNode }) {
  return (
    <div className="content-editor__row">
      <Form.Item name="pub_time" label="发布时间" extra="留空为保存时；晚于现在则到时才在门户显示">
        <DatePicker showTime format={PUB_TIME_FORMAT} />
      </Form.Item>
      <Form.Item name="published" label="发布" valuePropName="checked">
        <Switch checkedChildren="已发布" unCheckedChildren="未发布" />
      </Form.Item>
      {children}
    </div>
  );
}

/** The rich-text body; its pictures are uploaded as they are inserted. */
export function BodyField({ schema }: { schema: TextSchema }) {
  return <RichTextFormItem name="content" label="正文" rules={[fieldRule(schema, 'content')]} />;
}
