import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Skeleton, Switch, type FormInstance } from 'antd';
import { DatePicker } from '../../components/BeijingDatePicker';
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
const contentFormValues = (item: ContentItemFields | undefined, defaultSource: string): ContentFormValues => ({
  title: item?.title ?? '',
  intro: item?.intro ?? '',
  source: item?.source ?? defaultSource,
  content: item?.content ?? '',
  img_path: item?.img_path ?? '',
  published: item?.published === 1,
  pub_time: item ? dayjs(item.pub_time, PUB_TIME_FORMAT) : null,
});

/** The values as the save call takes them: the switch as 0 / 1, the time as text ('' for none). */
type ContentSaveBody<Values extends ContentFormValues> = Omit<Values, 'published' | 'pub_time'> & {
  published: 0 | 1;
  pub_time: string;
};

function contentSaveBody<Values extends ContentFormValues>(values: Values): ContentSaveBody<Values> {
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

/** Where one kind of content item is read and saved: its detail query's name, the typed detail call, the save path. */
interface ContentItemCalls<Detail, SavePath extends ApiPath> {
  name: string;
  load: (id: number) => Promise<Detail>;
  savePath: SavePath;
}

/**
 * An item's form data: its detail, fetched afresh each time the form opens (no cache) and not at
 * all for a new item (`id` null), and the save that closes the form, shows its message and fetches
 * the editor's list again.
 */
export function useContentItem<Detail, SavePath extends ApiPath>(
  { id, listName, onClose }: ContentFormProps,
  detail: ContentItemCalls<Detail, SavePath>,
) {
  const item = useQuery({
    queryKey: [CONSOLE_QUERY_ROOT, detail.name, id],
    // Enabled only with an id.
    queryFn: () => detail.load(id ?? 0),
    enabled: id !== null,
    staleTime: 0,
    gcTime: 0,
  });
  const save = useConsoleChange(detail.savePath, { refresh: [listName], failure: '保存失败', onDone: onClose });
  return { detail: item, loading: id !== null && !item.data, save, onClose };
}

/** What useContentItem gives a form: its item's detail, whether it is still loading, the save, and how to close. */
export interface ContentItem<Detail> {
  detail: { data?: Detail };
  /** The item is still being fetched: its form cannot be shown yet. */
  loading: boolean;
  save: { isPending: boolean };
  onClose: () => void;
}

/**
 * The dialog around a content form, with the fields every content form has in their places: the
 * form's `lead` (its type), title, summary and source, the form's own fields (`children`), the
 * publish row with the form's `publishExtras`, and the body, each with the contract's rules in
 * `schema`. Saving submits the form and hands `onSave` the values as the save call takes them;
 * what the server refuses keeps what was typed.
 */
export function ContentFormModal<Values extends ContentFormValues>({
  title,
  form,
  item,
  defaultSource = '',
  ownValues,
  onSave,
  schema,
  sourceLabel,
  lead,
  publishExtras,
  children,
}: {
  title: string;
  form: FormInstance<Values>;
  /** The item's detail and save (useContentItem's); its detail fills the shared fields. */
  item: ContentItem<ContentItemFields>;
  /** The source a new item starts with. */
  defaultSource?: string;
  /** The initial values of the form's own fields. */
  ownValues: Omit<Values, keyof ContentFormValues>;
  onSave: (body: ContentSaveBody<Values>) => void;
  schema: TextSchema;
  sourceLabel: string;
  lead: ReactNode;
  publishExtras?: ReactNode;
  children: ReactNode;
}) {
  const initialValues = { ...contentFormValues(item.detail.data, defaultSource), ...ownValues };
  return (
    <ConsoleFormModal
      title={title}
      open
      width={920}
      form={form}
      saving={item.save.isPending}
      okButtonProps={{ disabled: item.loading }}
      onCancel={item.onClose}
      destroyOnHidden
      mask={{ closable: false }}
    >
      {item.loading ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : (
        <Form
          form={form}
          layout="vertical"
          initialValues={initialValues}
          onFinish={(values) => onSave(contentSaveBody(values))}
        >
          {lead}
          <TitleFields schema={schema} sourceLabel={sourceLabel} />
          {children}
          <PublishFields>{publishExtras}</PublishFields>
          <BodyField schema={schema} />
        </Form>
      )}
    </ConsoleFormModal>
  );
}

type TextSchema = { shape: Record<'title' | 'intro' | 'source' | 'content', ParsingSchema> };

/** Title, summary and source, with the contract's rules. */
function TitleFields({ schema, sourceLabel }: { schema: TextSchema; sourceLabel: string }) {
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
function PublishFields({ children }: { children?: ReactNode }) {
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
function BodyField({ schema }: { schema: TextSchema }) {
  return <RichTextFormItem name="content" label="正文" rules={[fieldRule(schema, 'content')]} />;
}
