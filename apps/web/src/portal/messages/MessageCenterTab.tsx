import { CheckOutlined } from '@ant-design/icons';
import { messageCenterMessages, type UserMessage } from '@jhy/contract';
import { Alert, Badge, Button, List, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatChinaTime } from '../../components/chinaTime';
import { EmptyState } from '../../components/EmptyState';
import { ListFailure } from '../../components/ListFailure';
import {
  MESSAGE_PAGE_SIZE,
  useListFollowsCount,
  useMarkAllRead,
  useMarkRead,
  useMessages,
  useUnreadCount,
} from './api/messageQueries';
import './messages.css';

/**
 * The personal center's 消息中心 tab (docs/messages.md): the decisions on the user's records, newest
 * first, ten a page; each says what was decided, the reviewer's remark, and links to the record.
 * Opening the record or 标为已读 marks one read; 全部标为已读 marks them all. The list follows the
 * unread count; a count the server could not give is said, not shown as 0.
 */
export function MessageCenterTab() {
  const [page, setPage] = useState(1);
  const list = useMessages(page);
  const count = useUnreadCount();
  const unread = count.data?.unread ?? 0;
  useListFollowsCount(count.data?.unread);
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();
  const rows = list.data?.data ?? [];

  const open = (message: UserMessage) => {
    if (message.is_read === 0) markRead.mutate(message.id);
  };

  return (
    <section className="jhy-messages" aria-label="消息中心">
      <div className="jhy-messages__toolbar">
        <p className="jhy-messages__count">
          未读消息 <strong data-testid="unread-in-tab">{count.data ? unread : '--'}</strong> 条
        </p>
        <Button
          icon={<CheckOutlined />}
          disabled={unread === 0}
          loading={markAllRead.isPending}
          onClick={() => markAllRead.mutate(undefined)}
        >
          全部标为已读
        </Button>
      </div>
      {count.isError && (
        <Alert
          type="warning"
          showIcon
          className="jhy-messages__count-failed"
          message={messageCenterMessages.unreadUnavailable}
          action={
            <Button size="small" loading={count.isFetching} onClick={() => void count.refetch()}>
              重试
            </Button>
          }
        />
      )}
      {list.isError ? (
        <ListFailure onRetry={list.refetch} retrying={list.isFetching} />
      ) : (
        <List<UserMessage>
          className="jhy-messages__list"
          loading={list.isPending}
          dataSource={rows}
          locale={{ emptyText: list.isPending ? ' ' : <EmptyState /> }}
          pagination={
            (list.data?.total ?? 0) > MESSAGE_PAGE_SIZE && {
              current: page,
              pageSize: MESSAGE_PAGE_SIZE,
              total: list.data?.total ?? 0,
              showSizeChanger: false,
              showTotal: (total) => `共 ${total} 条`,
              onChange: setPage,
            }
          }
          renderItem={(message) => (
            <List.Item
              className={message.is_read ? 'jhy-message' : 'jhy-message jhy-message--unread'}
              aria-label={`${message.is_read ? '已读' : '未读'}消息：${message.title}`}
            >
              <div className="jhy-message__main">
                <div className="jhy-message__head">
                  {message.is_read === 0 && <Badge status="processing" color="green" />}
                  <Tag color="blue">{message.kind_label}</Tag>
                  <span className="jhy-message__title">{message.title}</span>
                </div>
                {message.body && <p className="jhy-message__body">审核意见：{message.body}</p>}
                <div className="jhy-message__foot">
                  <time className="jhy-message__time">{formatChinaTime(message.create_time)}</time>
                  <span className="jhy-message__actions">
                    <Link to={message.route} onClick={() => open(message)}>
                      查看详情
                    </Link>
                    {message.is_read === 0 && (
                      <Button type="link" size="small" onClick={() => markRead.mutate(message.id)}>
                        标为已读
                      </Button>
                    )}
                  </span>
                </div>
              </div>
            </List.Item>
          )}
        />
      )}
    </section>
  );
}
