import { KeyOutlined } from '@ant-design/icons';
import { messageCenterMessages, type UserInfo } from '@jhy/contract';
import { Button, Switch } from 'antd';
import { useState } from 'react';
import { useEditUserInfo } from '../api/userInfoQueries';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { useAppMessage } from '../../../app/feedback';

/**
 * Under 我的账户 (docs/messages.md): whether decisions on the user's records also come by SMS, and
 * the change of password.
 */
export function AccountSecurity({ user }: { user: UserInfo }) {
  const message = useAppMessage();
  const edit = useEditUserInfo();
  const [changing, setChanging] = useState(false);

  const toggle = (on: boolean) =>
    edit.mutate(
      { sms_notice: on ? 1 : 0 },
      { onSuccess: () => message.success(on ? messageCenterMessages.smsNoticeOn : messageCenterMessages.smsNoticeOff) },
    );

  return (
    <section className="jhy-account-security" aria-label="通知与安全">
      <div className="jhy-account-security__row">
        <div>
          <strong id="sms-notice-label">短信通知</strong>
          <p className="jhy-account-security__hint">企业认证、挂牌审核、产品认证等审核结果同时以短信通知我</p>
        </div>
        <Switch
          aria-labelledby="sms-notice-label"
          checked={user.sms_notice === 1}
          loading={edit.isPending}
          onChange={toggle}
          checkedChildren="开"
          unCheckedChildren="关"
        />
      </div>
      <div className="jhy-account-security__row">
        <div>
          <strong>登录密码</strong>
          <p className="jhy-account-security__hint">修改后，其他设备上的登录将退出</p>
        </div>
        <Button icon={<KeyOutlined />} onClick={() => setChanging(true)}>
          修改密码
        </Button>
      </div>
      {changing && <ChangePasswordDialog open={changing} onClose={() => setChanging(false)} />}
    </section>
  );
}
