import { Button, Form } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import type { BreadcrumbStep } from '../../components/PortalBreadcrumb';
import { PortalPage } from '../../components/PortalPage';
import { MY_ACCOUNT_PATH, useOpenTabAfterSubmit } from '../accounts';
import { useSaveCertification } from './api/certificationQueries';
import { APPLY_FORM_COME_FROM, CERTIFICATION_DETAIL_PATH, CERTIFICATION_PATH } from './certificationPaths';
import { CertificationFields } from './form/CertificationFields';
import { toCertificationPayload, type CertificationFormValues } from './form/certificationFormValues';
import './certification.css';
import '../../components/formLayout.css';

/** The breadcrumb by routerOrigin (docs/product.md §2): 1 the trading center, 2 certification, else the personal center. */
function breadcrumbOf(routerOrigin: string | null): BreadcrumbStep[] {
  if (routerOrigin === '1') return [{ label: '交易中心', to: '/main/TradingCenter' }, { label: '认证申请' }];
  if (routerOrigin === '2')
    return [
      { label: '产品认证', to: CERTIFICATION_PATH },
      { label: '产品认证详情', to: CERTIFICATION_DETAIL_PATH },
      { label: '认证申请' },
    ];
  return [{ label: '个人中心', to: MY_ACCOUNT_PATH }, { label: '认证申请' }];
}

/**
 * /main/CertificationForm (login required): the application. Success says the server's message,
 * keeps the applyForm flag and opens the personal center's tab 4; a refusal shows the server's
 * message and keeps every typed value.
 */
export default function CertificationFormPage() {
  const navigate = useNavigate();
  const openCertificationTab = useOpenTabAfterSubmit(APPLY_FORM_COME_FROM);
  const [searchParams] = useSearchParams();
  const [form] = Form.useForm<CertificationFormValues>();
  const save = useSaveCertification(form);

  return (
    <PortalPage steps={breadcrumbOf(searchParams.get('routerOrigin'))}>
      <section className="jhy-page__panel" aria-label="产品认证申请">
        <h1 className="jhy-page__title certification-page__title">产品认证申请</h1>
        <CertificationFields
          form={form}
          onSubmit={(values) =>
            save.mutate(toCertificationPayload(values), {
              onSuccess: openCertificationTab,
            })
          }
        >
          <div className="jhy-button-row certification-page__actions">
            <Button onClick={() => void navigate(-1)}>返回</Button>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              提交申请
            </Button>
          </div>
        </CertificationFields>
      </section>
    </PortalPage>
  );
}
