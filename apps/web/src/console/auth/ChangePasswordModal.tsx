import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form, Input } from 'antd';
import { useAppMessage } from '../../app/feedback';
import { CONSOLE_API, consoleMessages, PASSWORD_PATTERN, ruleMessages } from '@jhy/contract';
import { messageOfError } from '../../api/client';
import { ConsoleFormModal } from '../components/ConsoleFormModal';
import { consoleApi } from '../consoleApi';
import { CONSOLE_QUERY_ROOT } from '../consoleQueries';
import { keepStaffToken } from '../staffSession';

interface PasswordForm {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * Changes the member's own password; the server ends their other sessions and answers a new token.
 * `forced`: the printed first password, which must be changed before anything else: the dialog
 * cannot be closed, but it can be left by logging out (someone else's turn at this browser, or the
 * password to hand later).
 */
export function ChangePasswordModal({
  open,
  forced = false,
  onClose,
  onLogout,
}: {
  open: boolean;
  forced?: boolean;
  onClose: () => void;
  onLogout: () => void;
}) {
  const [form] = Form.useForm<PasswordForm>();
  const message = useAppMessage();
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (values: PasswordForm) => consoleApi.send(CONSOLE_API.changePassword, values),
    onSuccess: async ({ data, msg }) => {
      keepStaffToken(data.token);
      message.success(msg);
      form.resetFields();
      onClose();
      // The profile now says the password may stay: the console opens.
      await queryClient.invalidateQueries({ queryKey: [CONSOLE_QUERY_ROOT, 'me'] });
    },
    onError: (error) => {
      const text = messageOfError(error, '修改失败');
      if (text) message.error(text);
    },
  });

  return (
    <ConsoleFormModal
      title={forced ? '首次登录，请修改初始密码' : '修改密码'}
      open={open}
      form={form}
      saving={change.isPending}
      // Forced, the only way out besides saving is the cancel button, which logs out.
      cancelText={forced ? '退出登录' : undefined}
      onCancel={forced ? onLogout : onClose}
      closable={!forced}
      keyboard={!forced}
      mask={{ closable: !forced }}
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
    </ConsoleFormModal>
  );
}
