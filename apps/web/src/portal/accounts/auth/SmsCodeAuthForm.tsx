import type { ReactNode } from 'react';
import { AuthForm, type AuthSwitch } from './AuthForm';
import { NewPasswordFields, SmsCodeFields } from './SmsCodeFields';
import type { SmsCodeSubmit } from './useSmsCodeSubmit';

interface SmsCodeAuthFormProps<Values, Input> {
  /** The page's useSmsCodeSubmit: its form, SMS-code state and submit in progress. */
  flow: SmsCodeSubmit<Values, Input>;
  onFinish: (values: Values) => void;
  submitText: string;
  passwordLabel: '密码' | '新密码';
  switchTo: AuthSwitch;
  /** What the page asks after the password (the agreement of /register). */
  children?: ReactNode;
}

/**
 * The form of /register and /forgetPwd: mobile, image captcha and SMS code (a new captcha answer
 * clears the 'captcha spent' note), a new password twice, then the page's own fields.
 */
export function SmsCodeAuthForm<Values, Input>(props: SmsCodeAuthFormProps<Values, Input>) {
  const { flow, passwordLabel, children, ...authForm } = props;
  return (
    <AuthForm<Values>
      {...authForm}
      form={flow.form}
      onValuesChange={flow.sms.onValuesChange}
      submitting={flow.submitting}
    >
      <SmsCodeFields sms={flow.sms} />
      <NewPasswordFields label={passwordLabel} />
      {children}
    </AuthForm>
  );
}
