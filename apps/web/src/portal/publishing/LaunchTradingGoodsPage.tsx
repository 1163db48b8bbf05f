import { Button, Form } from 'antd';
import { useAppMessage } from '../../app/feedback';
import { useNavigate } from 'react-router';
import { listingMessages, STORAGE_KEYS } from '@jhy/contract';
import { messageOfError } from '../../api/client';
import { PortalBreadcrumb } from '../../components/PortalBreadcrumb';
import { usePublishProduct } from './api/publishingQueries';
import { useWarnWithoutVerifiedEnterprise } from './HangingFormPage';
import { ProductForm } from './product/ProductForm';
import type { ProductFormValues } from './product/productFormValues';
import { MY_ACCOUNT_PATH, MY_LISTINGS_AFTER_PUBLISH_PATH } from './publishingPaths';
import './publishing.css';

/**
 * /main/LaunchTradingGoods (docs/product.md §2, login required): the class-specific form. Success goes to the
 * personal center's listing tab like the three-step form; a refusal keeps what was typed.
 */
export default function LaunchTradingGoodsPage() {
  const message = useAppMessage();
  const navigate = useNavigate();
  const [form] = Form.useForm<ProductFormValues>();
  const publish = usePublishProduct();
  useWarnWithoutVerifiedEnterprise();

  return (
    <div className="jhy-container publish-page">
      <PortalBreadcrumb
        className="publish-page__breadcrumb"
        steps={[{ label: '个人中心', to: MY_ACCOUNT_PATH }, { label: '发布交易产品' }]}
      />
      <section className="publish-page__panel" aria-label="发布交易产品">
        <h2 className="publish-page__title">发布交易产品</h2>
        <ProductForm
          form={form}
          onSubmit={(payload) =>
            publish.mutate(payload, {
              onSuccess: (msg) => {
                message.success(msg);
                localStorage.setItem(STORAGE_KEYS.flagProductForm, '1');
                void navigate(MY_LISTINGS_AFTER_PUBLISH_PATH);
              },
              onError: (error) => {
                const reason = messageOfError(error, listingMessages.addFailed);
                if (reason) message.error(reason);
              },
            })
          }
        >
          <div className="publish-form__actions">
            <Button onClick={() => void navigate(MY_ACCOUNT_PATH)}>返回</Button>
            <Button type="primary" htmlType="submit" loading={publish.isPending}>
              提交
            </Button>
          </div>
        </ProductForm>
      </section>
    </div>
  );
}
