import { changePasswordSchema, type ChangePasswordInput } from '@jhy/contract';
import { Form, Input } from 'antd';
import { useApiMutation } from '../../../api/mutation';
import { fieldRule } from '../../../components/schemaRule';
import { changePassword } from '../api/accountCalls';
import { confirmRule } from '../auth/confirmRule';
import { useSaidThenClosed } from '../../shared/useSaidThenClosed';
import { FormDialog } from './FormDialog';

/** The old password, then the new one twice by the §5 rules (docs/messages.md); this session stays. */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<ChangePasswordInput>();
  const saved = useSaidThenClosed(onClose);
  const change = useApiMutation({ form, mutationFn: changePassword });

  const save = (values: ChangePasswordInput) => change.mutate(values, { onSuccess: saved });

  return (
    <FormDialog
      form={form}
      open={open}
      title="修改密码"
      okText="确认修改"
      saving={change.isPending}
      onClose={onClose}
      onSave={save}
    >
      <Form form={form} layout="vertical" requiredMark={false}>
        <Form.Item
          label="原密码"
          name="old_password"
          rules={[fieldRule(changePasswordSchema, 'old_password', { required: true })]}
        >
          <Input.Password autoComplete="current-password" placeholder="请输入原密码" />
        </Form.Item>
        <Form.Item
          label="新密码"
          name="password"
          extra="至少 8 位，同时包含字母和数字"
          rules={[fieldRule(changePasswordSchema, 'password', { required: true })]}
        >
          <Input.Password autoComplete="new-password" placeholder="请输入新密码" />
        </Form.Item>
        <Form.Item label="确认新密码" name="confirmpwd" dependencies={['password']} rules={[confirmRule]}>
          <Input.Password autoComplete="new-password" placeholder="请再次输入新密码" />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
