import { useMutation } from '@tanstack/react-query';
import { App, Form, Input, Modal } from 'antd';
import { CONSOLE_API, consoleMessages, PASSWORD_PATTERN, ruleMessages } from '@jhy/contract';
import { messageOfError } from '../../api/client';
import { consoleApi } from '../consoleApi';
import { keepStaffToken } from '../staffSession';

interface PasswordForm {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Changes the member's own password; the server ends their other sessions and answers a new token. */
export function ChangePasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<PasswordForm>();
  const { message } = App.useApp();
  const change = useMutation({
    mutationFn: (values: PasswordForm) => consoleApi.send<{ token: string }>(CONSOLE_API.changePassword, values),
    onSuccess: ({ data, msg }) => {
      keepStaffToken(data.token);
      message.success(msg);
      form.resetFields();
      onClose();
    },
    onError: (error) => {
      const text = messageOfError(error, '修改失败');
      if (text) message.error(text);
    },
  });

  return (
    <Modal
      title="修改密码"
      open={open}
      okText="保存"
      confirmLoading={change.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={(values) => change.mutate(values)}>
        <Form.Item
          name="oldPassword"
          label="原密码"
          rules={[{ required: true, message: consoleMessages.oldPasswordRequired }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="newPassword"
          label="新密码"
          extra="至少 8 位，同时包含字母和数字"
          rules={[
            { required: true, message: ruleMessages.passwordRequired },
            { pattern: PASSWORD_PATTERN, message: ruleMessages.passwordInvalid },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label="确认新密码"
          dependencies={['newPassword']}
          rules={[
            { required: true, message: consoleMessages.confirmRequired },
            ({ getFieldValue }) => ({
              validator: (_rule, value) =>
                !value || value === getFieldValue('newPassword')
                  ? Promise.resolve()
                  : Promise.reject(new Error(consoleMessages.passwordMismatch)),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
