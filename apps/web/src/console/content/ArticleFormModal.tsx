import { Form, Select } from 'antd';
import { articleSaveSchema, CONTENT_CONSOLE_API as C } from '@jhy/contract';
import { fieldRule } from '../../components/schemaRule';
import { consoleApi } from '../consoleApi';
import {
  BodyField,
  ContentFormModal,
  contentFormValues,
  contentSaveBody,
  type ContentFormProps,
  type ContentFormValues,
  PublishFields,
  TitleFields,
  useContentItem,
} from './ContentFormModal';
import { ContentUploadField } from './ContentUploadField';
import { ARTICLE_TYPE_OPTIONS } from './contentVariants';

interface ArticleForm extends ContentFormValues {
  article_type: number;
}

/** Creates or edits a policy; what the server refuses is shown and the form keeps what was typed. */
export function ArticleFormModal(props: ContentFormProps) {
  const { id, onClose } = props;
  const [form] = Form.useForm<ArticleForm>();
  const { detail, loading, save } = useContentItem(
    props,
    { name: 'content-policy-detail', load: (itemId) => consoleApi.post(C.articleDetail, { id: itemId }) },
    C.articleSave,
  );
  const initial: ArticleForm = {
    article_type: detail.data?.article_type ?? 8,
    ...contentFormValues(detail.data),
  };

  return (
    <ContentFormModal
      title={id === null ? '新建政策法规' : '编辑政策法规'}
      form={form}
      initialValues={initial}
      onFinish={(values) => save.mutate({ ...contentSaveBody(values), id: id ?? undefined })}
      loading={loading}
      saving={save.isPending}
      onClose={onClose}
    >
      <Form.Item
        name="article_type"
        label="类型"
        rules={[fieldRule(articleSaveSchema, 'article_type', { required: true })]}
      >
        <Select options={ARTICLE_TYPE_OPTIONS} />
      </Form.Item>
      <TitleFields schema={articleSaveSchema} sourceLabel="发布机关 / 来源" />
      <Form.Item name="img_path" label="封面图片" rules={[fieldRule(articleSaveSchema, 'img_path')]}>
        <ContentUploadField kind="image" label="上传封面图片" />
      </Form.Item>
      <PublishFields />
      <BodyField schema={articleSaveSchema} />
    </ContentFormModal>
  );
}
