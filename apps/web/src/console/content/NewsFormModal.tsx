import { Form, Input, Radio, Select, Switch } from 'antd';
import {
  ADD_WAY,
  BANNER_LINK_PATTERN,
  CONSOLE_API,
  contentEditorMessages,
  contentMessages,
  newsFieldsSchema,
  type NewsConsoleDetail,
} from '@jhy/contract';
import { fieldRule } from '../../components/schemaRule';
import { consoleApi } from '../consoleApi';
import { ContentFormModal, type ContentFormProps, type ContentFormValues, useContentItem } from './ContentFormModal';
import { ContentUploadField } from './ContentUploadField';
import { typeOptions, type NewsVariant } from './contentVariants';

interface NewsForm extends ContentFormValues {
  new_type: number;
  add_way: number;
  link: string;
  pdf_file: string;
  is_top: boolean;
}

/** The form's own fields for an item, or for a new one of the editor's type. */
const newsValues = (
  item: NewsConsoleDetail | undefined,
  defaultType: number,
): Omit<NewsForm, keyof ContentFormValues> => ({
  new_type: item?.new_type ?? defaultType,
  add_way: item?.add_way ?? 0,
  link: item?.link ?? '',
  pdf_file: item?.pdf_file ?? '',
  is_top: item?.is_top === 1,
});

/** Where the form reads a news item, notice or banner and saves it. */
const NEWS_CALLS = {
  name: 'content-news-detail',
  load: (id: number) => consoleApi.post(CONSOLE_API.contentNewsDetail, { id }),
  savePath: CONSOLE_API.contentNewsSave,
};

interface NewsFormModalProps extends ContentFormProps {
  variant: NewsVariant;
}

/**
 * Creates or edits a news item, notice or banner. The fields follow the contract's rules; what
 * the server refuses is shown and the form keeps what was typed.
 */
export function NewsFormModal({ variant, ...props }: NewsFormModalProps) {
  const { id } = props;
  const [form] = Form.useForm<NewsForm>();
  const addWay = Form.useWatch('add_way', form);
  const banner = variant.key === 'banners';
  const item = useContentItem(props, NEWS_CALLS);

  return (
    <ContentFormModal
      title={`${id === null ? '新建' : '编辑'}${variant.noun}`}
      form={form}
      item={item}
      defaultSource="江河源生态环境交易中心"
      ownValues={newsValues(item.detail.data, variant.defaultType)}
      onSave={(body) =>
        item.save.mutate({
          ...body,
          id: id ?? undefined,
          // Fields this form does not show keep what the item had.
          home_img: item.detail.data?.home_img ?? '',
          zone_id: item.detail.data?.zone_id ?? undefined,
          is_top: body.is_top ? 1 : 0,
        })
      }
      schema={newsFieldsSchema}
      sourceLabel="来源"
      lead={
        <>
          {variant.types.length > 1 && (
            <Form.Item
              name="new_type"
              label="类型"
              rules={[fieldRule(newsFieldsSchema, 'new_type', { required: true })]}
            >
              <Select options={typeOptions(variant.types)} />
            </Form.Item>
          )}
          {variant.types.length === 1 && (
            <Form.Item name="new_type" hidden>
              <Input />
            </Form.Item>
          )}
        </>
      }
      publishExtras={
        variant.key === 'news' && (
          <Form.Item name="is_top" label="首页头条" valuePropName="checked">
            <Switch />
          </Form.Item>
        )
      }
    >
      <Form.Item
        name="img_path"
        label={banner ? '轮播图片（建议 1600 × 560）' : '封面图片'}
        rules={[
          fieldRule(newsFieldsSchema, 'img_path', { required: banner }),
          ...(banner ? [{ required: true, message: contentEditorMessages.bannerImageRequired }] : []),
        ]}
      >
        <ContentUploadField kind="image" label={banner ? '上传轮播图片' : '上传封面图片'} />
      </Form.Item>
      {banner && (
        <>
          <Form.Item name="add_way" label="点击打开">
            <Radio.Group
              options={[
                { value: 0, label: '图文详情' },
                { value: ADD_WAY.link, label: '链接' },
                { value: ADD_WAY.pdf, label: 'PDF 文件' },
              ]}
            />
          </Form.Item>
          {addWay === ADD_WAY.link && (
            <Form.Item
              name="link"
              label="链接地址"
              extra="外部网站以 https:// 开头；门户内页面如 #/main/TradingCenter"
              rules={[{ required: true, pattern: BANNER_LINK_PATTERN, message: contentMessages.linkRequired }]}
            >
              <Input maxLength={500} />
            </Form.Item>
          )}
          {addWay === ADD_WAY.pdf && (
            <Form.Item
              name="pdf_file"
              label="PDF 文件"
              rules={[{ required: true, message: contentMessages.pdfRequired }]}
            >
              <ContentUploadField kind="pdf" label="上传 PDF 文件" />
            </Form.Item>
          )}
        </>
      )}
    </ContentFormModal>
  );
}
