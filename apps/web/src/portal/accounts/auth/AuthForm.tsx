import { Button, Form, type FormProps } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The way from one auth page to the other, under the submit button: 已有账号？ 立即登录. */
export interface AuthSwitch {
  question: string;
  label: string;
  to: string;
}

interface AuthFormProps<Values> extends FormProps<Values> {
  submitText: string;
  submitting: boolean;
  switchTo: AuthSwitch;
  children: ReactNode;
}

/**
 * The form on the card of /login, /register and /forgetPwd: vertical and large, no required marks,
 * the fields, the submit button across the card, then the way to the other page.
 */
export function AuthForm<Values>({ submitText, submitting, switchTo, children, ...formProps }: AuthFormProps<Values>) {
  return (
    <Form<Values> layout="vertical" requiredMark={false} size="large" {...formProps}>
      {children}
      <Button type="primary" htmlType="submit" block loading={submitting} className="jhy-auth__submit">
        {submitText}
      </Button>
      <p className="jhy-auth__switch">
        {switchTo.question}
        <Link to={switchTo.to}>{switchTo.label}</Link>
      </p>
    </Form>
  );
}
