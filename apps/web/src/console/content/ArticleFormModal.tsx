import { useQuery } from '@tanstack/react-query';
import { DatePicker, Form, Input, Modal, Select, Skeleton, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { articleSaveSchema, CONTENT_CONSOLE_API as C, type ArticleConsoleDetail } from '@jhy/contract';
import { fieldRule } from '../../components/schemaRule';
import { useConsoleChange } from '../components/consoleData';
import { LazyRichTextEditor } from '../components/LazyRichTextEditor';
import { consoleApi } from '../consoleApi';
import { CONSOLE_QUERY_ROOT } from '../consoleQueries';
import { ContentUploadField, uploadContentFile } from './ContentUploadField';
import { ARTICLE_TYPE_OPTIONS } from './contentVariants';

interface ArticleForm {
  article_type: number;
  title: string;
  intro: string;
  source: string;
  content: string;
  img_path: string;
  published: boolean;
  pub_time: Dayjs | null;
}

const PUB_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** Creates or edits a policy; what the server refuses is shown and the form keeps what was typed. */
export function ArticleFormModal({
  id,
  listName,
  onClose,
}: {
  id: number | null;
  listName: string;
  onClose: () => void;
}) {
  const [form] = Form.useForm<ArticleForm>();
  const detail = useQuery({
    queryKey: [CONSOLE_QUERY_ROOT, 'content-policy-detail', id],
    queryFn: () => consoleApi.post<ArticleConsoleDetail>(C.articleDetail, { id }),
    enabled: id !== null,
    staleTime: 0,
    gcTime: 0,
  });
  const save = useConsoleChange<Record<string, unknown>, ArticleConsoleDetail>(C.articleSave, {
    refresh: [listName],
    failure: '保存失败',
    onDone: onClose,
  });
  const item = detail.data;
  const loading = id !== null && !item;
  const initial: ArticleForm = {
    article_type: item?.article_type ?? 8,
    title: item?.title ?? '',
    intro: item?.intro ?? '',
    source: item?.source ?? '',
    content: item?.content ?? '',
    img_path: item?.img_path ?? '',
    published: item?.published === 1,
    pub_time: item ? dayjs(item.pub_time, PUB_TIME_FORMAT) : null,
  };

  return (
    <Modal
      title={id === null ? '新建政策法规' : '编辑政策法规'}
      open
      width={920}
      okText="保存"
      cancelText="取消"
      confirmLoading={save.isPending}
      okButtonProps={{ disabled: loading }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      mask={{ closable: false }}
    >
      {loading ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : (
        <Form
          form={form}
          layout="vertical"
          initialValues={initial}
          onFinish={(values) =>
            save.mutate({
              ...values,
              id: id ?? undefined,
              published: values.published ? 1 : 0,
              pub_time: values.pub_time ? values.pub_time.format(PUB_TIME_FORMAT) : '',
            })
          }
        >
          <Form.Item
            name="article_type"
            label="类型"
            rules={[fieldRule(articleSaveSchema, 'article_type', { required: true })]}
          >
            <Select options={ARTICLE_TYPE_OPTIONS} />
          </Form.Item>
          <Form.Item name="title" label="标题" rules={[fieldRule(articleSaveSchema, 'title', { required: true })]}>
            <Input maxLength={200} showCount />
          </Form.Item>
          <Form.Item name="intro" label="摘要" rules={[fieldRule(articleSaveSchema, 'intro')]}>
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} maxLength={500} showCount />
          </Form.Item>
          <Form.Item name="source" label="发布机关 / 来源" rules={[fieldRule(articleSaveSchema, 'source')]}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item name="img_path" label="封面图片" rules={[fieldRule(articleSaveSchema, 'img_path')]}>
            <ContentUploadField kind="image" label="上传封面图片" />
          </Form.Item>
          <div className="content-editor__row">
            <Form.Item name="pub_time" label="发布时间" extra="留空为保存时；晚于现在则到时才在门户显示">
              <DatePicker showTime format={PUB_TIME_FORMAT} />
            </Form.Item>
            <Form.Item name="published" label="发布" valuePropName="checked">
              <Switch checkedChildren="已发布" unCheckedChildren="未发布" />
            </Form.Item>
          </div>
          <Form.Item name="content" label="正文" rules={[fieldRule(articleSaveSchema, 'content')]}>
            <LazyRichTextEditor ariaLabel="正文" uploadImage={async (file) => (await uploadContentFile(file)).src} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
