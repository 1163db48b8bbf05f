import { Form } from 'antd';
import { PortalPage } from '../../components/PortalPage';
import { ReturnAndSubmitButtons } from '../shared/ReturnAndSubmitButtons';
import { usePublishProduct } from './api/publishingQueries';
import { useOpenTabAfterSubmit, MY_ACCOUNT_PATH } from '../accounts';
import { PRODUCT_FORM_COME_FROM } from './publishingPaths';
import { useWarnWithoutVerifiedEnterprise } from './HangingFormPage';
import { ProductForm } from './product/ProductForm';
import type { ProductFormValues } from './product/productFormValues';
import './publishing.css';
import '../../components/formLayout.css';

/**
 * /main/LaunchTradingGoods (docs/product.md §2, login required): the class-specific form. Success goes to the
 * personal center's listing tab like the three-step form; a refusal keeps what was typed.
 */
export default function LaunchTradingGoodsPage() {
  const [form] = Form.useForm<ProductFormValues>();
  const publish = usePublishProduct(form);
  const afterPublish = useOpenTabAfterSubmit(PRODUCT_FORM_COME_FROM);
  useWarnWithoutVerifiedEnterprise();

  return (
    <PortalPage steps={[{ label: '个人中心', to: MY_ACCOUNT_PATH }, { label: '发布交易产品' }]}>
      <section className="jhy-page__panel jhy-page__panel--form" aria-label="发布交易产品">
        <h2 className="jhy-page__title publish-page__title">发布交易产品</h2>
        <ProductForm form={form} onSubmit={(payload) => publish.mutate(payload, { onSuccess: afterPublish })}>
          <ReturnAndSubmitButtons className="publish-form__actions" submitting={publish.isPending} />
        </ProductForm>
      </section>
    </PortalPage>
  );
}
