import { KeyOutlined } from '@ant-design/icons';
import { messageCenterMessages, type UserInfo } from '@jhy/contract';
import { Button, Switch } from 'antd';
import { useState } from 'react';
import { useEditUserInfo } from '../api/userInfoQueries';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { useAppMessage } from '../../../app/feedback';

/** The bidding notices a user may turn off, message and SMS alike (docs/messages.md "Bidding notices"). */
const BIDDING_NOTICES = [
  { field: 'auction_open_notice', label: '竞价开始提醒', hint: '我已获得竞买资格的项目开始网络竞价时，通知我' },
  { field: 'outbid_notice', label: '出价被超越提醒', hint: '限时报价期内我的出价被超越时通知我（每分钟至多一次）' },
] as const;

/**
 * Under 我的账户 (docs/messages.md): whether decisions on the user's records also come by SMS, the
 * bidding notices, and the change of password.
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
      {BIDDING_NOTICES.map(({ field, label, hint }) => (
        <div className="jhy-account-security__row" key={field}>
          <div>
            <strong id={`${field}-label`}>{label}</strong>
            <p className="jhy-account-security__hint">{hint}</p>
          </div>
          <Switch
            aria-labelledby={`${field}-label`}
            checked={user[field] === 1}
            loading={edit.isPending}
            onChange={(on) =>
              edit.mutate(
                { [field]: on ? 1 : 0 },
                { onSuccess: () => message.success(messageCenterMessages.noticeSettingsSaved) },
              )
            }
            checkedChildren="开"
            unCheckedChildren="关"
          />
        </div>
      ))}
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
