import { CheckOutlined } from '@ant-design/icons';
import { MESSAGE_PAGE_SIZE, messageCenterMessages, type UserMessage } from '@jhy/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatChinaTime } from '../../components/chinaTime';
import { EmptyState } from '../../components/EmptyState';
import { ListFailure } from '../../components/ListFailure';
import { LoadingShapes } from '../../components/LoadingShapes';
import { NoticeBox } from '../../components/NoticeBox';
import { PortalPager } from '../../components/PortalPager';
import { StatusTag } from '../../components/StatusTag';
import { useListFollowsCount, useMarkAllRead, useMarkRead, useMessages, useUnreadCount } from './api/messageQueries';
import '../../components/portalButton.css';
import './messages.css';

/**
 * The personal center's 消息中心 tab (docs/messages.md): the decisions on the user's records, newest
 * first, ten a page; each says what was decided, the reviewer's remark, and links to the record.
 * Opening the record or 标为已读 marks one read; 全部标为已读 marks them all. The list follows the
 * unread count; a count the server could not give is said, not shown as 0. Plain markup: the tab
 * draws no antd (docs/performance.md "The pages a bidder opens").
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
  const total = list.data?.total ?? 0;

  return (
    <section className="jhy-messages" aria-label="消息中心">
      <div className="jhy-messages__toolbar">
        <p className="jhy-messages__count">
          未读消息 <strong data-testid="unread-in-tab">{count.data ? unread : '--'}</strong> 条
        </p>
        <button
          type="button"
          className="portal-button"
          disabled={unread === 0 || markAllRead.isPending}
          aria-busy={markAllRead.isPending || undefined}
          onClick={() => markAllRead.mutate(undefined)}
        >
          <CheckOutlined aria-hidden />
          全部标为已读
        </button>
      </div>
      {count.isError && (
        <NoticeBox
          type="warning"
          className="jhy-messages__count-failed"
          message={messageCenterMessages.unreadUnavailable}
          action={
            <button
              type="button"
              className="portal-button portal-button--small"
              disabled={count.isFetching}
              onClick={() => void count.refetch()}
            >
              重试
            </button>
          }
        />
      )}
      {list.isError ? (
        <ListFailure onRetry={list.refetch} retrying={list.isFetching} />
      ) : list.isPending ? (
        <LoadingShapes kind="lines" count={3} />
      ) : rows.length === 0 ? (
        <EmptyState />
      ) : (
        <ul className="jhy-messages__list">
          {rows.map((message) => (
            <MessageItem key={message.id} message={message} onRead={() => markRead.mutate(message.id)} />
          ))}
        </ul>
      )}
      <PortalPager
        className="jhy-messages__pager"
        current={page}
        pageSize={MESSAGE_PAGE_SIZE}
        total={total}
        totalText={`共 ${total} 条`}
        onChange={setPage}
      />
    </section>
  );
}

/** One message: what was decided, the remark, when, and a link to the record; opening it marks it read. */
function MessageItem({ message, onRead }: { message: UserMessage; onRead: () => void }) {
  const unread = message.is_read === 0;
  return (
    <li
      className={unread ? 'jhy-message jhy-message--unread' : 'jhy-message'}
      aria-label={`${unread ? '未读' : '已读'}消息：${message.title}`}
    >
      <div className="jhy-message__main">
        <div className="jhy-message__head">
          {unread && <span className="jhy-message__dot" aria-hidden="true" />}
          <StatusTag color="blue">{message.kind_label}</StatusTag>
          <span className="jhy-message__title">{message.title}</span>
        </div>
        {message.body && <p className="jhy-message__body">审核意见：{message.body}</p>}
        <div className="jhy-message__foot">
          <time className="jhy-message__time">{formatChinaTime(message.create_time)}</time>
          <span className="jhy-message__actions">
            <Link to={message.route} onClick={() => unread && onRead()}>
              查看详情
            </Link>
            {unread && (
              <button type="button" className="jhy-message__read" onClick={onRead}>
                标为已读
              </button>
            )}
          </span>
        </div>
      </div>
    </li>
  );
}
