import { LockOutlined } from '@ant-design/icons';
import { accountMessages, loginSchema, STORAGE_KEYS, type LoginInput } from '@jhy/contract';
import { Checkbox, Form, Input } from 'antd';
import { useAppMessage } from '../../../app/feedback';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useApiMutation } from '../../../api/mutation';
import { keepSession, takeRedirectPath } from '../../../api/session';
import { fieldRule } from '../../../components/schemaRule';
import { logIn } from '../api/accountCalls';
import { FORGET_PASSWORD_PATH, MY_ACCOUNT_PATH, REGISTER_PATH } from '../accountPaths';
import { AuthForm } from './AuthForm';
import { AuthFrame } from './AuthFrame';
import { CaptchaInput, useCaptchaImage } from './CaptchaInput';
import { MobileNumberInput } from './MobileNumberInput';

interface LoginFormValues extends LoginInput {
  remember: boolean;
}

/**
 * /login (docs/product.md §2): mobile, password, image captcha, 'remember account' (the mobile only, never the
 * password). Success keeps the token and user id and goes to the saved path or the personal center.
 */
export default function LoginPage() {
  const [form] = Form.useForm<LoginFormValues>();
  const message = useAppMessage();
  const navigate = useNavigate();
  const captcha = useCaptchaImage();
  const [rememberedMobile] = useState(() => localStorage.getItem(STORAGE_KEYS.rememberedMobile) ?? '');
  const login = useApiMutation({
    form,
    mutationFn: logIn,
    // The server used the captcha up, right or wrong: a new picture, an empty field.
    onSettled: (_answer, error) => {
      if (!error) return;
      captcha.refresh();
      form.setFieldValue('code', '');
    },
  });

  const onFinish = ({ remember, mobile, password, code }: LoginFormValues) =>
    login.mutate(
      { mobile, password, code },
      {
        onSuccess: async ({ userinfo, msg }) => {
          keepSession(userinfo);
          if (remember) localStorage.setItem(STORAGE_KEYS.rememberedMobile, mobile);
          else localStorage.removeItem(STORAGE_KEYS.rememberedMobile);
          message.success(msg || accountMessages.loggedIn);
          await navigate(takeRedirectPath() ?? MY_ACCOUNT_PATH, { replace: true });
        },
      },
    );

  return (
    <AuthFrame title="用户登录" subtitle="登录后可管理企业、发布挂牌项目、申请产品认证">
      <AuthForm
        form={form}
        onFinish={onFinish}
        initialValues={{ mobile: rememberedMobile, remember: rememberedMobile !== '' }}
        submitText="登录"
        submitting={login.isPending}
        switchTo={{ question: '还没有账号？', label: '立即注册', to: REGISTER_PATH }}
      >
        <Form.Item label="手机号码" name="mobile" rules={[fieldRule(loginSchema, 'mobile', { required: true })]}>
          <MobileNumberInput autoComplete="username" />
        </Form.Item>
        <Form.Item label="密码" name="password" rules={[fieldRule(loginSchema, 'password', { required: true })]}>
          <Input.Password prefix={<LockOutlined />} placeholder="请输入密码" autoComplete="current-password" />
        </Form.Item>
        <Form.Item label="图形验证码" name="code" rules={[fieldRule(loginSchema, 'code', { required: true })]}>
          <CaptchaInput src={captcha.src} onRefresh={captcha.refresh} />
        </Form.Item>
        <div className="jhy-auth__row">
          <Form.Item name="remember" valuePropName="checked" noStyle>
            <Checkbox>记住账号</Checkbox>
          </Form.Item>
          {/* The spec's text (docs/product.md §2) opens password recovery (docs/messages.md). */}
          <Link to={FORGET_PASSWORD_PATH} className="jhy-auth__muted">
            忘记密码？
          </Link>
        </div>
      </AuthForm>
    </AuthFrame>
  );
}
