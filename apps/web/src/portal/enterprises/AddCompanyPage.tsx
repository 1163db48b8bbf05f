import { App, Button, Form, Result } from 'antd';
import { useNavigate } from 'react-router';
import { STORAGE_KEYS } from '@jhy/contract';
import { messageOfError } from '../../api/client';
import { hasToken, rememberRedirectPath } from '../../api/session';
import { PortalBreadcrumb } from '../../components/PortalBreadcrumb';
import { useAddEnterprise } from './api/enterpriseQueries';
import { EnterpriseForm } from './form/EnterpriseForm';
import type { EnterpriseFormValues } from './form/enterpriseFormValues';
import { ADD_COMPANY_PATH, MY_ACCOUNT_PATH, MY_ENTERPRISES_AFTER_ADD_PATH } from './enterprisePaths';
import './enterprises.css';

/**
 * /main/addCompany (spec §2): the enterprise form. Success keeps the addCompany flag and returns to
 * the personal center's enterprise tab; a refusal shows the server's message and keeps what was typed.
 */
export default function AddCompanyPage() {
  return (
    <div className="jhy-container enterprise-page">
      <PortalBreadcrumb
        className="enterprise-page__breadcrumb"
        steps={[{ label: '个人中心', to: MY_ACCOUNT_PATH }, { label: '添加企业' }]}
      />
      <section className="enterprise-page__panel" aria-label="添加企业">
        <h2 className="enterprise-page__title">添加企业</h2>
        {hasToken() ? <AddCompanyForm /> : <LoginFirst />}
      </section>
    </div>
  );
}

/** Every upload needs the session: a visitor logs in first rather than losing a filled form. */
function LoginFirst() {
  const navigate = useNavigate();
  return (
    <Result
      status="info"
      title="请先登录后再添加企业"
      extra={
        <Button
          type="primary"
          onClick={() => {
            rememberRedirectPath(ADD_COMPANY_PATH);
            void navigate('/login');
          }}
        >
          去登录
        </Button>
      }
    />
  );
}

function AddCompanyForm() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<EnterpriseFormValues>();
  const add = useAddEnterprise();

  return (
    <EnterpriseForm
      form={form}
      onSubmit={(payload) =>
        add.mutate(payload, {
          onSuccess: (msg) => {
            message.success(msg);
            localStorage.setItem(STORAGE_KEYS.flagAddCompany, '1');
            void navigate(MY_ENTERPRISES_AFTER_ADD_PATH);
          },
          onError: (error) => {
            const reason = messageOfError(error, '提交失败');
            if (reason) message.error(reason);
          },
        })
      }
    >
      <div className="enterprise-page__actions">
        <Button onClick={() => void navigate(MY_ACCOUNT_PATH)}>返回</Button>
        <Button type="primary" htmlType="submit" loading={add.isPending}>
          提交
        </Button>
      </div>
    </EnterpriseForm>
  );
}
