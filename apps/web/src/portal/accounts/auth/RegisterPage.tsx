import { accountMessages, type RegisterInput } from '@jhy/contract';
import { Button, Checkbox, Form } from 'antd';
import { useState } from 'react';
import { registerAccount } from '../api/accountCalls';
import { LOGIN_PATH } from '../accountPaths';
import { AgreementDialog } from './AgreementDialog';
import { AuthFrame } from './AuthFrame';
import { SmsCodeAuthForm } from './SmsCodeAuthForm';
import { useSmsCodeSubmit } from './useSmsCodeSubmit';
import { useAppMessage } from '../../../app/feedback';

interface RegisterFormValues extends RegisterInput {
  agree: boolean;
}

/**
 * /register (docs/product.md §2): mobile, image captcha, SMS code with its 60-second button, password,
 * confirmation and the agreement. The captcha is used up by each send and each submit, so the
 * picture is redrawn after every use. Success goes to /login.
 */
export default function RegisterPage() {
  const [form] = Form.useForm<RegisterFormValues>();
  const message = useAppMessage();
  const flow = useSmsCodeSubmit(form, 'reg', registerAccount, accountMessages.registered);
  const [agreementOpen, setAgreementOpen] = useState(false);

  const onFinish = ({ agree, ...input }: RegisterFormValues) => {
    if (!agree) {
      message.warning(accountMessages.agreementRequired);
      return;
    }
    flow.submit(input);
  };

  return (
    <AuthFrame title="用户注册" subtitle="使用本人手机号码注册，一个手机号码只能注册一个账号">
      <SmsCodeAuthForm
        flow={flow}
        onFinish={onFinish}
        submitText="注册"
        passwordLabel="密码"
        switchTo={{ question: '已有账号？', label: '立即登录', to: LOGIN_PATH }}
      >
        <div className="jhy-auth__row">
          <Form.Item name="agree" valuePropName="checked" noStyle>
            <Checkbox>我已阅读并同意</Checkbox>
          </Form.Item>
          <Button type="link" className="jhy-auth__agreement-link" onClick={() => setAgreementOpen(true)}>
            《用户注册服务协议》
          </Button>
        </div>
      </SmsCodeAuthForm>
      <AgreementDialog
        open={agreementOpen}
        onClose={() => setAgreementOpen(false)}
        onAgree={() => {
          form.setFieldValue('agree', true);
          setAgreementOpen(false);
        }}
      />
    </AuthFrame>
  );
}
