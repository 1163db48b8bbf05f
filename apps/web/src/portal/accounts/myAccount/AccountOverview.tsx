import { EditOutlined } from '@ant-design/icons';
import { displayNickName, userTypeLabel } from '@jhy/contract';
import { Button, Descriptions, Result, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { useUserInfo } from '../api/userInfoQueries';
import { AccountSecurity } from './AccountSecurity';
import { AvatarUploader } from './AvatarUploader';
import { EditProfileDialog } from './EditProfileDialog';

/** Tab 1, my account (docs/product.md §2): avatar upload, nickname, user type, read-only mobile and email, edit. */
export function AccountOverview() {
  const { data: user, isPending, isError, refetch } = useUserInfo();
  const [editing, setEditing] = useState(false);

  if (isPending) return <Skeleton avatar={{ size: 112 }} active paragraph={{ rows: 4 }} />;
  if (isError || !user) {
    return (
      <Result
        status="warning"
        title="账户信息加载失败"
        extra={
          <Button type="primary" onClick={() => void refetch()}>
            重新加载
          </Button>
        }
      />
    );
  }

  return (
    <>
      <section className="jhy-account-overview" aria-label="我的账户">
        <AvatarUploader src={user.user_image_fullurl || user.user_image} />
        <div className="jhy-account-overview__main">
          <div className="jhy-account-overview__title">
            <h2 className="jhy-account-overview__name">{displayNickName(user)}</h2>
            <Tag color="green">{userTypeLabel(user.user_type)}</Tag>
          </div>
          <Descriptions column={1} size="middle" className="jhy-account-overview__fields">
            <Descriptions.Item label="昵称">
              {user.nick_name || <span className="jhy-muted">未设置</span>}
            </Descriptions.Item>
            <Descriptions.Item label="手机号码">{user.mobile}</Descriptions.Item>
            <Descriptions.Item label="邮箱">
              {user.email || <span className="jhy-muted">未填写</span>}
            </Descriptions.Item>
          </Descriptions>
          <Button type="primary" icon={<EditOutlined />} onClick={() => setEditing(true)}>
            编辑资料
          </Button>
        </div>
        {editing && <EditProfileDialog user={user} open={editing} onClose={() => setEditing(false)} />}
      </section>
      <AccountSecurity user={user} />
    </>
  );
}
