import { useEffect, useRef } from 'react';
import { Form } from 'antd';
import { useSearchParams } from 'react-router';
import { listingMessages } from '@jhy/contract';
import { hasToken } from '../../api/session';
import { LoginFirst } from '../../components/LoginFirst';
import { PortalPage } from '../../components/PortalPage';
import { useOpenTabAfterSubmit, MY_ACCOUNT_PATH } from '../accounts';
import { usePublishProject, useVerifiedEnterprises } from './api/publishingQueries';
import { ProjectForm } from './project/ProjectForm';
import type { ProjectFormValues } from './project/projectFormValues';
import { HANGING_FORM_PATH, PRODUCT_FORM_COME_FROM, TRADING_CENTER_PATH } from './publishingPaths';
import './publishing.css';
import { useAppMessage } from '../../app/feedback';

/**
 * /main/hangingForm (docs/product.md §2): the three-step listing form. routerOrigin 1 came from the trading
 * center and its breadcrumb goes back there; otherwise to the personal center. Success keeps the
 * productForm flag and opens the personal center's listing tab; a refusal shows the server's
 * message and keeps every typed value (the form is never reset on failure).
 */
export default function HangingFormPage() {
  const [searchParams] = useSearchParams();
  const fromTradingCenter = searchParams.get('routerOrigin') === '1';

  return (
    <PortalPage
      steps={[
        fromTradingCenter ? { label: '交易中心', to: TRADING_CENTER_PATH } : { label: '个人中心', to: MY_ACCOUNT_PATH },
        { label: '发布挂牌项目' },
      ]}
    >
      <section className="jhy-page__panel jhy-page__panel--form" aria-label="发布挂牌项目">
        <h2 className="jhy-page__title publish-page__title">发布挂牌项目</h2>
        {hasToken() ? (
          <PublishProjectForm />
        ) : (
          <LoginFirst title="请先登录后再发布挂牌项目" returnTo={`${HANGING_FORM_PATH}?${searchParams.toString()}`} />
        )}
      </section>
    </PortalPage>
  );
}

function PublishProjectForm() {
  const [form] = Form.useForm<ProjectFormValues>();
  // The three steps keep their fields in one form, but a refused field may sit on a step not shown:
  // the server's message says which, and the user's values stay as typed.
  const publish = usePublishProject();
  const afterPublish = useOpenTabAfterSubmit(PRODUCT_FORM_COME_FROM);
  useWarnWithoutVerifiedEnterprise();
  return (
    <ProjectForm
      form={form}
      submitting={publish.isPending}
      onSubmit={(payload) => publish.mutate(payload, { onSuccess: afterPublish })}
    />
  );
}

/** Spec §4: publishing with no verified enterprise warns '请先返回个人中心添加企业' (once a visit). */
export function useWarnWithoutVerifiedEnterprise() {
  const message = useAppMessage();
  const enterprises = useVerifiedEnterprises();
  const warned = useRef(false);
  const none = enterprises.isSuccess && enterprises.data.length === 0;
  useEffect(() => {
    if (!none || warned.current) return;
    warned.current = true;
    message.warning(listingMessages.noVerifiedCompany);
  }, [none, message]);
}
