import { useEffect, useState } from 'react';
import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input } from 'antd';
import { useAppMessage } from '../../app/feedback';
import { useLocation, useNavigate } from 'react-router';
import { CONSOLE_API, consoleMessages, ruleMessages } from '@jhy/contract';
import { messageOfError } from '../../api/client';
import { SITE_NAME } from '../../components/brand';
import { consoleApi } from '../consoleApi';
import { CONSOLE_QUERY_ROOT } from '../consoleQueries';
import { keepStaffSession } from '../staffSession';

interface LoginForm {
  username: string;
  password: string;
  code: string;
}

/** Staff login: username, password and the image captcha (click to draw a new one). */
export function ConsoleLoginPage() {
  const [form] = Form.useForm<LoginForm>();
  const message = useAppMessage();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [captchaVersion, setCaptchaVersion] = useState(() => Date.now());
  const refreshCaptcha = () => setCaptchaVersion(Date.now());

  useEffect(() => {
    document.title = `员工登录 - ${SITE_NAME}管理后台`;
  }, []);

  const login = useMutation({
    mutationFn: (values: LoginForm) => consoleApi.send(CONSOLE_API.login, values),
    onSuccess: ({ data, msg }) => {
      keepStaffSession(data.token, data.staff);
      queryClient.removeQueries({ queryKey: [CONSOLE_QUERY_ROOT] });
      message.success(msg);
      const from = (location.state as { from?: string } | null)?.from;
      navigate(from && from.startsWith('/console/') && from !== '/console/login' ? from : '/console/dashboard', {
        replace: true,
      });
    },
    onError: (error) => {
      const text = messageOfError(error, '登录失败');
      if (text) message.error(text);
      // The captcha was used up by this try, right or wrong: draw a new one, keep what was typed.
      form.setFieldValue('code', '');
      refreshCaptcha();
    },
  });

  return (
    <main className="jhy-console-login">
      <Card className="jhy-console-login__card">
        <h1 className="jhy-console-login__title">{SITE_NAME}</h1>
        <p className="jhy-console-login__subtitle">管理后台 · 员工登录</p>
        <Form form={form} layout="vertical" size="large" onFinish={(values) => login.mutate(values)}>
          <Form.Item
            name="username"
            label="用户名"
            rules={[{ required: true, whitespace: true, message: consoleMessages.usernameRequired }]}
          >
            <Input prefix={<UserOutlined />} autoComplete="username" placeholder="请输入用户名" />
          </Form.Item>
          <Form.Item name="password" label="密码" rules={[{ required: true, message: ruleMessages.passwordRequired }]}>
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" placeholder="请输入密码" />
          </Form.Item>
          {/* The label names the input inside (its own id), not the row around it. */}
          <Form.Item label="验证码" required htmlFor="console-login-captcha">
            <div className="jhy-console-login__captcha">
              <Form.Item
                name="code"
                noStyle
                rules={[{ required: true, whitespace: true, message: consoleMessages.captchaRequired }]}
              >
                <Input
                  id="console-login-captcha"
                  prefix={<SafetyOutlined />}
                  autoComplete="off"
                  maxLength={6}
                  placeholder="请输入图形验证码"
                />
              </Form.Item>
              <button
                type="button"
                className="jhy-console-login__captcha-image"
                onClick={refreshCaptcha}
                title="看不清？换一张"
              >
                <img
                  src={`${CONSOLE_API.captcha}?t=${captchaVersion}`}
                  alt="图形验证码，点击更换"
                  width={120}
                  height={40}
                />
              </button>
            </div>
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={login.isPending}>
            登录
          </Button>
        </Form>
      </Card>
    </main>
  );
}
