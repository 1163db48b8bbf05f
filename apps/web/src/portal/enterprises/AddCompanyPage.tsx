import { Form } from 'antd';
import { hasToken } from '../../api/session';
import { LoginFirst } from '../../components/LoginFirst';
import { PortalPage } from '../../components/PortalPage';
import { ReturnAndSubmitButtons } from '../shared/ReturnAndSubmitButtons';
import { useOpenTabAfterSubmit, MY_ACCOUNT_PATH } from '../accounts';
import { useAddEnterprise } from './api/enterpriseQueries';
import { EnterpriseForm } from './form/EnterpriseForm';
import type { EnterpriseFormValues } from './form/enterpriseFormValues';
import { ADD_COMPANY_COME_FROM, ADD_COMPANY_PATH } from './enterprisePaths';
import './enterprises.css';
import '../../components/formLayout.css';

/**
 * /main/addCompany (docs/product.md §2): the enterprise form. Success keeps the addCompany flag and returns to
 * the personal center's enterprise tab; a refusal shows the server's message and keeps what was typed.
 */
export default function AddCompanyPage() {
  return (
    <PortalPage steps={[{ label: '个人中心', to: MY_ACCOUNT_PATH }, { label: '添加企业' }]}>
      <section className="jhy-page__panel jhy-page__panel--form" aria-label="添加企业">
        <h2 className="jhy-page__title enterprise-page__title">添加企业</h2>
        {hasToken() ? <AddCompanyForm /> : <LoginFirst title="请先登录后再添加企业" returnTo={ADD_COMPANY_PATH} />}
      </section>
    </PortalPage>
  );
}

function AddCompanyForm() {
  const openEnterprisesTab = useOpenTabAfterSubmit(ADD_COMPANY_COME_FROM);
  const [form] = Form.useForm<EnterpriseFormValues>();
  const add = useAddEnterprise(form);

  return (
    <EnterpriseForm
      form={form}
      onSubmit={(payload) =>
        add.mutate(payload, {
          onSuccess: openEnterprisesTab,
        })
      }
    >
      <ReturnAndSubmitButtons className="enterprise-page__actions" submitting={add.isPending} />
    </EnterpriseForm>
  );
}
