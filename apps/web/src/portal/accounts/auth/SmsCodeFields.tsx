import { LockOutlined, MessageOutlined } from '@ant-design/icons';
import { accountMessages, registerSchema, type SmsCodePurpose } from '@jhy/contract';
import { Form, Input, type FormInstance } from 'antd';
import { useState } from 'react';
import { useApiMutation } from '../../../api/mutation';
import { fieldRule } from '../../../components/schemaRule';
import { sendSmsCode } from '../api/accountCalls';
import { CaptchaInput, useCaptchaImage } from './CaptchaInput';
import { confirmRule } from './confirmRule';
import { MobileNumberInput } from './MobileNumberInput';
import { SmsCodeButton } from './SmsCodeButton';
import { useAppMessage } from '../../../app/feedback';

/** The fields these forms share; register and recovery check them by the same schema. */
interface SmsCodeFormValues {
  mobile: string;
  code: string;
}

/**
 * The SMS code of /register and /forgetPwd (docs/product.md §2, docs/messages.md): one image captcha,
 * used up by every send and every submit and then redrawn, and the send with its countdown.
 * `newCaptcha` is for the form's own submit failing.
 */
export function useSmsCodeForm(form: FormInstance, purpose: SmsCodePurpose) {
  const message = useAppMessage();
  const captcha = useCaptchaImage();
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

  const sendCode = async (startCountdown: () => void): Promise<boolean> => {
    let fields: SmsCodeFormValues;
    try {
      fields = (await form.validateFields(['mobile', 'code'])) as SmsCodeFormValues;
    } catch {
      return false;
    }
    startCountdown();
    try {
      message.success(await sms.mutateAsync({ mobile_type: purpose, mobile: fields.mobile, code: fields.code }));
      return true;
    } catch {
      // Already shown by the mutation's error path.
      return false;
    }
  };

  /** The form's onValuesChange: a new captcha answer clears the 'captcha spent' note. */
  const onValuesChange = (changed: Partial<SmsCodeFormValues>) => {
    if (changed.code) setCaptchaSpent(false);
  };

  return { captcha, captchaSpent, newCaptcha, sendCode, onValuesChange };
}

/** Mobile, image captcha and SMS code with its send button. */
export function SmsCodeFields({ sms }: { sms: ReturnType<typeof useSmsCodeForm> }) {
  return (
    <>
      <Form.Item label="手机号码" name="mobile" rules={[fieldRule(registerSchema, 'mobile', { required: true })]}>
        <MobileNumberInput autoComplete="tel" />
      </Form.Item>
      <Form.Item
        label="图形验证码"
        name="code"
        rules={[fieldRule(registerSchema, 'code', { required: true })]}
        extra={sms.captchaSpent ? <span role="status">{accountMessages.captchaAgain}</span> : undefined}
      >
        <CaptchaInput src={sms.captcha.src} onRefresh={sms.captcha.refresh} />
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
          <SmsCodeButton send={sms.sendCode} />
        </div>
      </Form.Item>
    </>
  );
}

/** A new password by the §5 rule, and its confirmation; `label` is 密码 or 新密码. */
export function NewPasswordFields({ label }: { label: '密码' | '新密码' }) {
  return (
    <>
      <Form.Item
        label={label}
        name="password"
        extra="至少 8 位，同时包含字母和数字"
        rules={[fieldRule(registerSchema, 'password', { required: true })]}
      >
        <Input.Password prefix={<LockOutlined />} placeholder={`请输入${label}`} autoComplete="new-password" />
      </Form.Item>
      <Form.Item label={`确认${label}`} name="confirmpwd" dependencies={['password']} rules={[confirmRule]}>
        <Input.Password prefix={<LockOutlined />} placeholder={`请再次输入${label}`} autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
