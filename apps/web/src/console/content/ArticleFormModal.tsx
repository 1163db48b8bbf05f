import { Form, Select } from 'antd';
import { articleSaveSchema, CONSOLE_API } from '@jhy/contract';
import { fieldRule } from '../../components/schemaRule';
import { consoleApi } from '../consoleApi';
import { ContentFormModal, type ContentFormProps, type ContentFormValues, useContentItem } from './ContentFormModal';
import { ContentUploadField } from './ContentUploadField';
import { ARTICLE_TYPE_OPTIONS } from './contentVariants';

interface ArticleForm extends ContentFormValues {
  article_type: number;
}

/** Where the form reads a policy and saves it. */
const POLICY_CALLS = {
  name: 'content-policy-detail',
  load: (id: number) => consoleApi.post(CONSOLE_API.contentArticleDetail, { id }),
  savePath: CONSOLE_API.contentArticleSave,
};

/** Creates or edits a policy; what the server refuses is shown and the form keeps what was typed. */
export function ArticleFormModal(props: ContentFormProps) {
  const { id } = props;
  const [form] = Form.useForm<ArticleForm>();
  const item = useContentItem(props, POLICY_CALLS);

  return (
    <ContentFormModal
      title={id === null ? '新建政策法规' : '编辑政策法规'}
      form={form}
      item={item}
      ownValues={{ article_type: item.detail.data?.article_type ?? 8 }}
      onSave={(body) => item.save.mutate({ ...body, id: id ?? undefined })}
      schema={articleSaveSchema}
      sourceLabel="发布机关 / 来源"
      lead={
        <Form.Item
          name="article_type"
          label="类型"
          rules={[fieldRule(articleSaveSchema, 'article_type', { required: true })]}
        >
          <Select options={ARTICLE_TYPE_OPTIONS} />
        </Form.Item>
      }
    >
      <Form.Item name="img_path" label="封面图片" rules={[fieldRule(articleSaveSchema, 'img_path')]}>
        <ContentUploadField kind="image" label="上传封面图片" />
      </Form.Item>
    </ContentFormModal>
  );
}
