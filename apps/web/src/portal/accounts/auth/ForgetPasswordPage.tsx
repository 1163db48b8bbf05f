import { LockOutlined, MessageOutlined } from '@ant-design/icons';
import { accountMessages, resetPasswordSchema, type ResetPasswordInput } from '@jhy/contract';
import { App, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useApiMutation } from '../../../api/mutation';
import { fieldRule } from '../../../components/schemaRule';
import { resetPassword, sendSmsCode } from '../api/accountCalls';
import { LOGIN_PATH } from '../accountPaths';
import { AuthFrame } from './AuthFrame';
import { CaptchaInput, useCaptchaImage } from './CaptchaInput';
import { confirmRule } from './confirmRule';
import { MobileNumberInput } from './MobileNumberInput';
import { SmsCodeButton } from './SmsCodeButton';

/**
 * /forgetPwd (docs/messages.md), opened by 忘记密码 on /login: mobile, image captcha, SMS code (the
 * register page's rules and button), the new password twice. The server answers alike whether or
 * not the mobile has an account; success ends every session of the user and goes to /login.
 */
export default function ForgetPasswordPage() {
  const [form] = Form.useForm<ResetPasswordInput>();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const captcha = useCaptchaImage();
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
  const reset = useApiMutation({ form, mutationFn: resetPassword, onError: newCaptcha });

  const sendCode = async (startCountdown: () => void): Promise<boolean> => {
    let fields: Pick<ResetPasswordInput, 'mobile' | 'code'>;
    try {
      fields = await form.validateFields(['mobile', 'code']);
    } catch {
      return false;
    }
    startCountdown();
    try {
      message.success(await sms.mutateAsync({ mobile_type: 'reset', mobile: fields.mobile, code: fields.code }));
      return true;
    } catch {
      return false;
    }
  };

  const onFinish = (input: ResetPasswordInput) =>
    reset.mutate(input, {
      onSuccess: async (msg) => {
        message.success(msg || accountMessages.passwordReset);
        await navigate(LOGIN_PATH);
      },
    });

  return (
    <AuthFrame title="找回密码" subtitle="通过手机短信验证码重设登录密码，重设后所有设备需重新登录">
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        size="large"
        onFinish={onFinish}
        onValuesChange={(changed: Partial<ResetPasswordInput>) => {
          if (changed.code) setCaptchaSpent(false);
        }}
      >
        <Form.Item
          label="手机号码"
          name="mobile"
          rules={[fieldRule(resetPasswordSchema, 'mobile', { required: true })]}
        >
          <MobileNumberInput autoComplete="username" />
        </Form.Item>
        <Form.Item
          label="图形验证码"
          name="code"
          rules={[fieldRule(resetPasswordSchema, 'code', { required: true })]}
          extra={captchaSpent ? <span role="status">{accountMessages.captchaAgain}</span> : undefined}
        >
          <CaptchaInput src={captcha.src} onRefresh={captcha.refresh} />
        </Form.Item>
        <Form.Item label="短信验证码" htmlFor="verification_code" required>
          <div className="jhy-sms-row">
            <Form.Item name="verification_code" noStyle rules={[fieldRule(resetPasswordSchema, 'verification_code')]}>
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
          label="新密码"
          name="password"
          extra="至少 8 位，同时包含字母和数字"
          rules={[fieldRule(resetPasswordSchema, 'password', { required: true })]}
        >
          <Input.Password prefix={<LockOutlined />} placeholder="请输入新密码" autoComplete="new-password" />
        </Form.Item>
        <Form.Item label="确认新密码" name="confirmpwd" dependencies={['password']} rules={[confirmRule]}>
          <Input.Password prefix={<LockOutlined />} placeholder="请再次输入新密码" autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={reset.isPending} className="jhy-auth__submit">
          重设密码
        </Button>
        <p className="jhy-auth__switch">
          想起密码了？<Link to={LOGIN_PATH}>返回登录</Link>
        </p>
      </Form>
    </AuthFrame>
  );
}
