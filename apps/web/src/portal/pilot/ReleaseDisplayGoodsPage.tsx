import { Alert, Button, Form, Input, Select } from 'antd';
import { useAppMessage } from '../../app/feedback';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import {
  API,
  DISPLAY_CATEGORY,
  DISPLAY_OPTION_GROUPS,
  IMAGE_EXTENSIONS,
  displayProductFieldRules,
  pilotMessages,
  UPLOAD_LIMITS,
  type MyDisplayProduct,
} from '@jhy/contract';
import { useCategoryGroup } from '../../api/categories';
import type { BreadcrumbStep } from '../../components/PortalBreadcrumb';
import { PortalPage } from '../../components/PortalPage';
import { fieldRule } from '../../components/schemaRule';
import { ContactFields } from '../../components/ContactFields';
import { pilotDemonstrationPath } from '../../routing/portalPaths';
import { MY_ACCOUNT_PATH } from '../accounts';
import { AttachmentGroupField } from '../../components/upload/AttachmentGroupField';
import { useAddDisplayProduct, useEditDisplayProduct, useVerifiedEnterprises, useZoneIndex } from './api/pilotQueries';
import {
  toDisplayProductFormValues,
  toDisplayProductPayload,
  type DisplayProductFormValues,
} from './form/displayProductFormValues';
import { optionsOf } from '../shared/formPieces';
import { DISPLAY_TABS } from './pilotPaths';
import './pilot.css';

const rule = (field: keyof typeof displayProductFieldRules.shape) =>
  fieldRule(displayProductFieldRules, field, { required: true });

/** routerOrigin 1: came from the pilot page; otherwise from the personal center. */
function breadcrumbOf(routerOrigin: string | null, title: string): BreadcrumbStep[] {
  return routerOrigin === '1'
    ? [{ label: '试点示范', to: pilotDemonstrationPath() }, { label: title }]
    : [{ label: '个人中心', to: MY_ACCOUNT_PATH }, { label: title }];
}

/**
 * `?id=` opens a saved product for its owner's change: the personal center passes the row it shows
 * in the navigation's state. Opened any other way (a reload, a typed address), the page says where
 * to open it from rather than showing an empty form under a change title.
 */
function useProductToEdit(): { editing: boolean; product: MyDisplayProduct | undefined } {
  const [params] = useSearchParams();
  const location = useLocation();
  const id = Number(params.get('id'));
  if (!id) return { editing: false, product: undefined };
  const product = (location.state as { product?: MyDisplayProduct } | null)?.product;
  return { editing: true, product: product?.id === id ? product : undefined };
}

/**
 * /main/releaseDisplayGoods (login required, docs/product.md §2, §5): a display product for a zone,
 * of one of the user's verified enterprises. The season is asked only for 物质供给类 (44); types and
 * honours follow the chosen category. Pictures upload as chosen, with progress.
 */
export default function ReleaseDisplayGoodsPage() {
  const message = useAppMessage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [form] = Form.useForm<DisplayProductFormValues>();
  const add = useAddDisplayProduct(form);
  const edit = useEditDisplayProduct(form);
  const { editing, product } = useProductToEdit();
  const title = editing ? '修改展示产品' : '发布展示产品';
  const saving = add.isPending || edit.isPending;
  const enterprises = useVerifiedEnterprises();
  const index = useZoneIndex();
  const categories = useCategoryGroup('display_category');
  const [uploading, setUploading] = useState(0);
  const category = Form.useWatch('product_category', form);
  const group = category === undefined ? undefined : DISPLAY_OPTION_GROUPS[category];
  const honours = useCategoryGroup(group?.honours ?? 'none');
  const seasons = useCategoryGroup('season');
  const types = categories.data?.find((node) => node.id === category)?.sonCate ?? [];

  const noEnterprise = enterprises.isSuccess && enterprises.data.length === 0;

  return (
    <PortalPage steps={breadcrumbOf(params.get('routerOrigin'), title)}>
      <section className="jhy-page__panel" aria-label={title}>
        <h1 className="jhy-page__title zone-page__title">{title}</h1>
        {editing && !product ? (
          <Alert
            type="info"
            showIcon
            message="请从个人中心的“我的展示产品”中选择要修改的产品"
            action={<Link to={MY_ACCOUNT_PATH}>前往个人中心</Link>}
          />
        ) : (
          <>
            {noEnterprise && (
              <Alert
                className="display-form__notice"
                type="warning"
                showIcon
                message={pilotMessages.noVerifiedCompany}
                action={<Link to={MY_ACCOUNT_PATH}>前往个人中心</Link>}
              />
            )}
            <Form<DisplayProductFormValues>
              form={form}
              layout="vertical"
              className="display-form"
              initialValues={
                product
                  ? toDisplayProductFormValues(product)
                  : { product_type: [], honor: [], product_season: [], product_img: [], product_desc: '' }
              }
              scrollToFirstError={{ block: 'center' }}
              onValuesChange={(changed: Partial<DisplayProductFormValues>) => {
                // Types, honours and seasons belong to a category: a new category starts them afresh.
                if ('product_category' in changed)
                  form.setFieldsValue({ product_type: [], honor: [], product_season: [] });
              }}
              onFinish={(values) => {
                if (uploading > 0) {
                  message.warning('图片仍在上传，请稍候');
                  return;
                }
                const payload = toDisplayProductPayload(values);
                const onSuccess = (msg: string) => {
                  message.success(msg);
                  void navigate(MY_ACCOUNT_PATH);
                };
                if (product) edit.mutate({ ...payload, id: product.id }, { onSuccess });
                else add.mutate(payload, { onSuccess });
              }}
            >
              <div className="display-form__grid">
                <Form.Item name="company_id" label="所属企业" rules={[rule('company_id')]}>
                  <Select
                    loading={enterprises.isPending}
                    placeholder="请选择已认证的企业"
                    options={(enterprises.data ?? []).map((row) => ({ value: row.id, label: row.company_name }))}
                  />
                </Form.Item>
                <Form.Item name="product_area" label="所属专区" rules={[rule('product_area')]}>
                  <Select
                    loading={index.isPending}
                    placeholder="请选择专区"
                    options={optionsOf(index.data?.zone ?? [])}
                  />
                </Form.Item>
                <Form.Item name="product_category" label="产品类别" rules={[rule('product_category')]}>
                  <Select
                    placeholder="请选择产品类别"
                    options={DISPLAY_TABS.filter((tab) => tab.key !== 0).map((tab) => ({
                      value: tab.key,
                      label: tab.label,
                    }))}
                  />
                </Form.Item>
                <Form.Item name="product_name" label="产品名称" rules={[rule('product_name')]}>
                  <Input maxLength={100} placeholder="请输入产品名称" />
                </Form.Item>
                <Form.Item name="product_type" label="产品类型" rules={[rule('product_type')]}>
                  <Select
                    mode="multiple"
                    placeholder={category === undefined ? '请先选择产品类别' : '请选择产品类型'}
                    options={optionsOf(types)}
                  />
                </Form.Item>
                {group?.honours && (
                  <Form.Item name="honor" label="产品荣誉">
                    <Select mode="multiple" placeholder="可多选" options={optionsOf(honours.data ?? [])} />
                  </Form.Item>
                )}
                {category === DISPLAY_CATEGORY.materialSupply && (
                  <Form.Item
                    name="product_season"
                    label="产品季节"
                    rules={[{ required: true, type: 'array', min: 1, message: pilotMessages.seasonRequired }]}
                  >
                    <Select mode="multiple" placeholder="请选择产品季节" options={optionsOf(seasons.data ?? [])} />
                  </Form.Item>
                )}
                <ContactFields schema={displayProductFieldRules} phoneLabel="联系电话" phoneInputMode="tel" />
              </div>
              <Form.Item
                name="product_img"
                label="产品图片"
                extra={`支持 ${IMAGE_EXTENSIONS.join('、')}，最多 ${UPLOAD_LIMITS.productImagesMax} 张`}
                rules={[rule('product_img')]}
              >
                <AttachmentGroupField
                  maxFiles={UPLOAD_LIMITS.productImagesMax}
                  extensions={IMAGE_EXTENSIONS}
                  listType="picture"
                  uploadPath={API.uploadImage}
                  onUploadingChange={setUploading}
                />
              </Form.Item>
              <Form.Item name="product_desc" label="产品介绍">
                <Input.TextArea rows={5} maxLength={20_000} placeholder="请介绍产品的特色、产地与供应情况" />
              </Form.Item>
              <div className="display-form__actions">
                <Button onClick={() => void navigate(-1)}>返回</Button>
                <Button type="primary" htmlType="submit" loading={saving}>
                  提交审核
                </Button>
              </div>
            </Form>
          </>
        )}
      </section>
    </PortalPage>
  );
}
