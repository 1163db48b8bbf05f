import { LockOutlined, MessageOutlined } from '@ant-design/icons';
import { accountMessages, registerSchema, type RegisterInput } from '@jhy/contract';
import { Button, Checkbox, Form, Input } from 'antd';
import { useAppMessage } from '../../../app/feedback';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useApiMutation } from '../../../api/mutation';
import { fieldRule } from '../../../components/schemaRule';
import { registerAccount, sendSmsCode } from '../api/accountCalls';
import { LOGIN_PATH } from '../accountPaths';
import { AgreementDialog } from './AgreementDialog';
import { AuthFrame } from './AuthFrame';
import { CaptchaInput, useCaptchaImage } from './CaptchaInput';
import { MobileNumberInput } from './MobileNumberInput';
import { SmsCodeButton } from './SmsCodeButton';

interface RegisterFormValues extends RegisterInput {
  agree: boolean;
}

/** Confirm password: required, and equal to the password (docs/product.md §5 '两次输入密码不一致!'). */
const confirmRule = ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
  validator: async (_rule: unknown, value: unknown) => {
    if (!value) throw new Error(accountMessages.confirmRequired);
    if (value !== getFieldValue('password')) throw new Error(accountMessages.passwordMismatch);
  },
});

/**
 * /register (docs/product.md §2): mobile, image captcha, SMS code with its 60-second button, password,
 * confirmation and the agreement. The captcha is used up by each send and each submit, so the
 * picture is redrawn after every use. Success goes to /login.
 */
export default function RegisterPage() {
  const [form] = Form.useForm<RegisterFormValues>();
  const message = useAppMessage();
  const navigate = useNavigate();
  const captcha = useCaptchaImage();
  const [agreementOpen, setAgreementOpen] = useState(false);
  // After an SMS send the captcha field is empty again, and the user must be told why.
  const [captchaSpent, setCaptchaSpent] = useState(false);

  const newCaptcha = () => {
    captcha.refresh();
    form.setFieldValue('code', '');
  };

  const sms = useApiMutation({
    form,
    mutationFn: sendSmsCode,
    onSettled: () => {
      newCaptcha();
      setCaptchaSpent(true);
    },
  });
  const register = useApiMutation({ form, mutationFn: registerAccount, onError: newCaptcha });

  const sendCode = async (startCountdown: () => void): Promise<boolean> => {
    let fields: Pick<RegisterFormValues, 'mobile' | 'code'>;
    try {
      fields = await form.validateFields(['mobile', 'code']);
    } catch {
      return false;
    }
    startCountdown();
    try {
      message.success(await sms.mutateAsync({ mobile_type: 'reg', mobile: fields.mobile, code: fields.code }));
      return true;
    } catch {
      // Already shown by the mutation's error path.
      return false;
    }
  };

  const onFinish = ({ agree, ...input }: RegisterFormValues) => {
    if (!agree) {
      message.warning(accountMessages.agreementRequired);
      return;
    }
    register.mutate(input, {
      onSuccess: async (msg) => {
        message.success(msg);
        await navigate(LOGIN_PATH);
      },
    });
  };

  return (
    <AuthFrame title="用户注册" subtitle="使用本人手机号码注册，一个手机号码只能注册一个账号">
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        size="large"
        onFinish={onFinish}
        onValuesChange={(changed: Partial<RegisterFormValues>) => {
          if (changed.code) setCaptchaSpent(false);
        }}
      >
        <Form.Item label="手机号码" name="mobile" rules={[fieldRule(registerSchema, 'mobile', { required: true })]}>
          <MobileNumberInput autoComplete="tel" />
        </Form.Item>
        <Form.Item
          label="图形验证码"
          name="code"
          rules={[fieldRule(registerSchema, 'code', { required: true })]}
          extra={captchaSpent ? <span role="status">{accountMessages.captchaAgain}</span> : undefined}
        >
          <CaptchaInput src={captcha.src} onRefresh={captcha.refresh} />
        </Form.Item>
        <Form.Item label="短信验证码" htmlFor="verification_code" required>
          <div className="jhy-sms-row">
            <Form.Item name="verification_code" noStyle rules={[fieldRule(registerSchema, 'verification_code')]}>
              <Input
                prefix={<MessageOutlined />}
                placeholder="请输入短信验证码"
                maxLength={6}
                inputMode="numeric"
                autoComplete="one-time-code"
              />
            </Form.Item>
            <SmsCodeButton send={sendCode} />
          </div>
        </Form.Item>
        <Form.Item
          label="密码"
          name="password"
          extra="至少 8 位，同时包含字母和数字"
          rules={[fieldRule(registerSchema, 'password', { required: true })]}
        >
          <Input.Password prefix={<LockOutlined />} placeholder="请输入密码" autoComplete="new-password" />
        </Form.Item>
        <Form.Item label="确认密码" name="confirmpwd" dependencies={['password']} rules={[confirmRule]}>
          <Input.Password prefix={<LockOutlined />} placeholder="请再次输入密码" autoComplete="new-password" />
        </Form.Item>
        <div className="jhy-auth__row">
          <Form.Item name="agree" valuePropName="checked" noStyle>
            <Checkbox>我已阅读并同意</Checkbox>
          </Form.Item>
          <Button type="link" className="jhy-auth__agreement-link" onClick={() => setAgreementOpen(true)}>
            《用户注册服务协议》
          </Button>
        </div>
        <Button type="primary" htmlType="submit" block loading={register.isPending} className="jhy-auth__submit">
          注册
        </Button>
        <p className="jhy-auth__switch">
          已有账号？<Link to={LOGIN_PATH}>立即登录</Link>
        </p>
      </Form>
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
