import { useEffect } from 'react';
import { Form, Input, Select } from 'antd';
import {
  consoleMessages,
  STAFF_ROLE_LABELS,
  STAFF_ROLES,
  STAFF_USERNAME_PATTERN,
  type StaffRole,
  type StaffView,
} from '@jhy/contract';
import { ConsoleFormModal } from '../components/ConsoleFormModal';
import { requiredTextRules } from '../components/requiredTextRules';

export interface StaffFormValues {
  username: string;
  displayName: string;
  role: StaffRole;
}

const roleOptions = STAFF_ROLES.map((role) => ({ value: role, label: STAFF_ROLE_LABELS[role] }));

/** Adds a member (username, name, role) or edits one (name, role; the username never changes). */
export function StaffFormModal({
  open,
  editing,
  saving,
  onSubmit,
  onClose,
}: {
  open: boolean;
  editing: StaffView | null;
  saving: boolean;
  onSubmit: (values: StaffFormValues) => void;
  onClose: () => void;
}) {
  const [form] = Form.useForm<StaffFormValues>();
  useEffect(() => {
    if (open) form.setFieldsValue(editing ?? { username: '', displayName: '', role: 'reviewer' });
  }, [open, editing, form]);

  return (
    <ConsoleFormModal
      title={editing ? '编辑员工' : '新增员工'}
      open={open}
      form={form}
      saving={saving}
      onCancel={onClose}
      forceRender
    >
      <Form form={form} layout="vertical" onFinish={onSubmit}>
        <Form.Item
          name="username"
          label="用户名"
          extra={editing ? '用户名创建后不可修改' : '3–32 位小写字母、数字或下划线，以字母开头；用于登录'}
          rules={[
            { required: true, whitespace: true, message: consoleMessages.usernameRequired },
            { pattern: STAFF_USERNAME_PATTERN, message: consoleMessages.usernameInvalid },
          ]}
          normalize={(value: string) => value.trim().toLowerCase()}
        >
          <Input disabled={Boolean(editing)} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="displayName"
          label="姓名"
          rules={requiredTextRules(consoleMessages.displayNameRequired, 20, consoleMessages.displayNameTooLong)}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="role" label="角色" rules={[{ required: true, message: consoleMessages.roleRequired }]}>
          <Select options={roleOptions} />
        </Form.Item>
      </Form>
    </ConsoleFormModal>
  );
}
