import { MobileOutlined } from '@ant-design/icons';
import { Input, type InputProps } from 'antd';

/**
 * The account's mobile number: 11 digits, with a number pad on phones. `autoComplete` tells the
 * browser whether it is the login name or a new number; Form.Item passes value and onChange through.
 */
export function MobileNumberInput(props: InputProps & { autoComplete: 'username' | 'tel' }) {
  return (
    <Input prefix={<MobileOutlined />} placeholder="请输入手机号码" maxLength={11} inputMode="numeric" {...props} />
  );
}
