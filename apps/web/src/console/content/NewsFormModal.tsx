import { useQuery } from '@tanstack/react-query';
import { DatePicker, Form, Input, Modal, Radio, Select, Skeleton, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import {
  ADD_WAY,
  BANNER_LINK_PATTERN,
  CONTENT_CONSOLE_API as C,
  contentEditorMessages,
  contentMessages,
  newsFieldsSchema,
  type NewsConsoleDetail,
} from '@jhy/contract';
import { fieldRule } from '../../components/schemaRule';
import { useConsoleChange } from '../components/consoleData';
import { LazyRichTextEditor } from '../components/LazyRichTextEditor';
import { consoleApi } from '../consoleApi';
import { CONSOLE_QUERY_ROOT } from '../consoleQueries';
import { ContentUploadField, uploadContentFile } from './ContentUploadField';
import { typeOptions, type NewsVariant } from './contentVariants';

interface NewsForm {
  new_type: number;
  title: string;
  intro: string;
  source: string;
  content: string;
  img_path: string;
  add_way: number;
  link: string;
  pdf_file: string;
  is_top: boolean;
  published: boolean;
  pub_time: Dayjs | null;
}

const PUB_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

const toForm = (item: NewsConsoleDetail | undefined, defaultType: number): NewsForm => ({
  new_type: item?.new_type ?? defaultType,
  title: item?.title ?? '',
  intro: item?.intro ?? '',
  source: item?.source ?? '江河源生态环境交易中心',
  content: item?.content ?? '',
  img_path: item?.img_path ?? '',
  add_way: item?.add_way ?? 0,
  link: item?.link ?? '',
  pdf_file: item?.pdf_file ?? '',
  is_top: item?.is_top === 1,
  published: item?.published === 1,
  pub_time: item ? dayjs(item.pub_time, PUB_TIME_FORMAT) : null,
});

interface NewsFormModalProps {
  variant: NewsVariant;
  /** null: a new item. */
  id: number | null;
  listName: string;
  onClose: () => void;
}

/**
 * Creates or edits a news item, notice or banner. The fields follow the contract's rules; what
 * the server refuses is shown and the form keeps what was typed.
 */
export function NewsFormModal({ variant, id, listName, onClose }: NewsFormModalProps) {
  const [form] = Form.useForm<NewsForm>();
  const addWay = Form.useWatch('add_way', form);
  const banner = variant.key === 'banners';
  const detail = useQuery({
    queryKey: [CONSOLE_QUERY_ROOT, 'content-news-detail', id],
    queryFn: () => consoleApi.post<NewsConsoleDetail>(C.newsDetail, { id }),
    enabled: id !== null,
    staleTime: 0,
    gcTime: 0,
  });
  const save = useConsoleChange<Record<string, unknown>, NewsConsoleDetail>(C.newsSave, {
    refresh: [listName],
    failure: '保存失败',
    onDone: onClose,
  });

  const submit = (values: NewsForm) =>
    save.mutate({
      ...values,
      id: id ?? undefined,
      // Fields this form does not show keep what the item had.
      home_img: detail.data?.home_img ?? '',
      zone_id: detail.data?.zone_id ?? undefined,
      is_top: values.is_top ? 1 : 0,
      published: values.published ? 1 : 0,
      pub_time: values.pub_time ? values.pub_time.format(PUB_TIME_FORMAT) : '',
    });

  const loading = id !== null && !detail.data;
  return (
    <Modal
      title={`${id === null ? '新建' : '编辑'}${variant.noun}`}
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
        <Form form={form} layout="vertical" initialValues={toForm(detail.data, variant.defaultType)} onFinish={submit}>
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
          <Form.Item name="title" label="标题" rules={[fieldRule(newsFieldsSchema, 'title', { required: true })]}>
            <Input maxLength={200} showCount />
          </Form.Item>
          <Form.Item name="intro" label="摘要" rules={[fieldRule(newsFieldsSchema, 'intro')]}>
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} maxLength={500} showCount />
          </Form.Item>
          <Form.Item name="source" label="来源" rules={[fieldRule(newsFieldsSchema, 'source')]}>
            <Input maxLength={100} />
          </Form.Item>
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
          <div className="content-editor__row">
            <Form.Item name="pub_time" label="发布时间" extra="留空为保存时；晚于现在则到时才在门户显示">
              <DatePicker showTime format={PUB_TIME_FORMAT} />
            </Form.Item>
            <Form.Item name="published" label="发布" valuePropName="checked">
              <Switch checkedChildren="已发布" unCheckedChildren="未发布" />
            </Form.Item>
            {variant.key === 'news' && (
              <Form.Item name="is_top" label="首页头条" valuePropName="checked">
                <Switch />
              </Form.Item>
            )}
          </div>
          <Form.Item name="content" label="正文" rules={[fieldRule(newsFieldsSchema, 'content')]}>
            <LazyRichTextEditor ariaLabel="正文" uploadImage={async (file) => (await uploadContentFile(file)).src} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
