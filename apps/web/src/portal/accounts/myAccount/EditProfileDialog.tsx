import { accountMessages, emailSchema, nickNameSchema, NICK_NAME_MAX, type UserInfo } from '@jhy/contract';
import { Form, Input } from 'antd';
import { schemaRule } from '../../../components/schemaRule';
import { useEditUserInfo } from '../api/userInfoQueries';
import { useSaidThenClosed } from '../../shared/useSaidThenClosed';
import { FormDialog } from './FormDialog';

interface ProfileFormValues {
  nick_name: string;
  mobile: string;
  email: string;
}

/**
 * The edit dialog of tab 1 (docs/product.md §2): nickname and email; the mobile is shown but cannot change.
 * On success the account reloads; when the server says no, the dialog stays with what was typed.
 */
export function EditProfileDialog({ user, open, onClose }: { user: UserInfo; open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<ProfileFormValues>();
  const saved = useSaidThenClosed(onClose);
  const editUserInfo = useEditUserInfo(form);

  const save = (values: ProfileFormValues) =>
    editUserInfo.mutate(
      { nick_name: values.nick_name, email: values.email },
      { onSuccess: (answer) => saved(answer.msg || accountMessages.edited) },
    );

  return (
    <FormDialog
      form={form}
      open={open}
      title="编辑资料"
      okText="保存"
      saving={editUserInfo.isPending}
      onClose={onClose}
      onSave={save}
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ nick_name: user.nick_name, mobile: user.mobile, email: user.email }}
      >
        <Form.Item label="昵称" name="nick_name" rules={[schemaRule(nickNameSchema)]}>
          <Input placeholder={`用户${user.mobile}`} maxLength={NICK_NAME_MAX} showCount />
        </Form.Item>
        <Form.Item label="手机号码" name="mobile" extra="手机号码为登录账号，不能修改">
          <Input disabled />
        </Form.Item>
        <Form.Item label="邮箱" name="email" rules={[schemaRule(emailSchema)]}>
          <Input placeholder="请输入邮箱" type="email" maxLength={100} />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
