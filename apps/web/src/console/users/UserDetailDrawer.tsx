import { useQuery } from '@tanstack/react-query';
import { Descriptions, Drawer, Skeleton, Timeline, Typography } from 'antd';
import { auditActionLabel, auditActorText, CONSOLE_API } from '@jhy/contract';
import { consoleTime } from '../consoleTime';
import { consoleApi } from '../consoleApi';
import { CONSOLE_QUERY_ROOT } from '../consoleQueries';
import { UserMessagesList } from './UserMessagesList';

/** One portal user: their account, live sessions, what staff did to the account and the messages sent to them. */
export function UserDetailDrawer({ userId, onClose }: { userId: number | null; onClose: () => void }) {
  const detail = useQuery({
    queryKey: [CONSOLE_QUERY_ROOT, 'user', userId],
    queryFn: () => consoleApi.post(CONSOLE_API.userDetail, { id: userId }),
    enabled: userId !== null,
    staleTime: 0,
  });
  const user = detail.data;
  return (
    <Drawer title="用户详情" open={userId !== null} onClose={onClose} size="large" destroyOnHidden>
      {!user ? (
        <Skeleton active />
      ) : (
        <>
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label="用户 ID">{user.id}</Descriptions.Item>
            <Descriptions.Item label="手机号">{user.mobile}</Descriptions.Item>
            <Descriptions.Item label="昵称">{user.nickName || '—'}</Descriptions.Item>
            <Descriptions.Item label="邮箱">{user.email || '—'}</Descriptions.Item>
            <Descriptions.Item label="微信">{user.wchat || '—'}</Descriptions.Item>
            <Descriptions.Item label="用户类型">{user.userType}</Descriptions.Item>
            <Descriptions.Item label="状态">{user.status === 1 ? '正常' : '已停用'}</Descriptions.Item>
            <Descriptions.Item label="在线会话">{user.activeSessions}</Descriptions.Item>
            <Descriptions.Item label="注册时间">{consoleTime(user.createdAt)}</Descriptions.Item>
            <Descriptions.Item label="最后登录">{consoleTime(user.lastLoginAt)}</Descriptions.Item>
          </Descriptions>
          <Typography.Title level={5} className="jhy-console-subtitle">
            后台操作记录
          </Typography.Title>
          {user.history.length === 0 ? (
            <Typography.Text type="secondary">暂无数据...</Typography.Text>
          ) : (
            <Timeline
              items={user.history.map((entry) => ({
                key: entry.id,
                children: `${consoleTime(entry.createdAt)} ${auditActorText(entry)} ${auditActionLabel(entry.action)}`,
              }))}
            />
          )}
          <Typography.Title level={5} className="jhy-console-subtitle">
            发给该用户的消息
          </Typography.Title>
          <UserMessagesList userId={user.id} />
        </>
      )}
    </Drawer>
  );
}
