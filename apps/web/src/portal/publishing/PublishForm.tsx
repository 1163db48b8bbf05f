import type { ReactNode } from 'react';
import { Form, type FormProps } from 'antd';

interface PublishFormProps<Values> extends Omit<FormProps<Values>, 'children'> {
  /** A listing only viewed: every field disabled (buttons that leave enable themselves again). */
  readOnly: boolean;
  children: ReactNode;
}

/**
 * The frame of both publishing forms, the disclosure listing's and the class product's: labels
 * above their fields, the module's form styles, the first refused field scrolled into view.
 */
export function PublishForm<Values>({ readOnly, children, ...formProps }: PublishFormProps<Values>) {
  return (
    <Form<Values> layout="vertical" className="publish-form" disabled={readOnly} scrollToFirstError {...formProps}>
      {children}
    </Form>
  );
}
