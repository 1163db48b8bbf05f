import { accountMessages, type ResetPasswordInput } from '@jhy/contract';
import { Form } from 'antd';
import { resetPassword } from '../api/accountCalls';
import { LOGIN_PATH } from '../accountPaths';
import { AuthFrame } from './AuthFrame';
import { SmsCodeAuthForm } from './SmsCodeAuthForm';
import { useSmsCodeSubmit } from './useSmsCodeSubmit';

/**
 * /forgetPwd (docs/messages.md), opened by 忘记密码 on /login: mobile, image captcha, SMS code (the
 * register page's rules and button), the new password twice. The server answers alike whether or
 * not the mobile has an account; success ends every session of the user and goes to /login.
 */
export default function ForgetPasswordPage() {
  const [form] = Form.useForm<ResetPasswordInput>();
  const flow = useSmsCodeSubmit(form, 'reset', resetPassword, accountMessages.passwordReset);

  return (
    <AuthFrame title="找回密码" subtitle="通过手机短信验证码重设登录密码，重设后所有设备需重新登录">
      <SmsCodeAuthForm
        flow={flow}
        onFinish={flow.submit}
        submitText="重设密码"
        passwordLabel="新密码"
        switchTo={{ question: '想起密码了？', label: '返回登录', to: LOGIN_PATH }}
      />
    </AuthFrame>
  );
}
