import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { CONSOLE_API, MESSAGE_KIND_LABELS, type ConsoleUserMessage } from '@jhy/contract';
import { consoleTime } from '../consoleTime';
import { consoleApi } from '../consoleApi';
import { CONSOLE_QUERY_ROOT } from '../consoleQueries';

const PAGE_SIZE = 10;

const SMS_STATUS: Record<ConsoleUserMessage['smsStatus'], { label: string; color: string }> = {
  none: { label: '未发短信', color: 'default' },
  pending: { label: '待发送', color: 'processing' },
  sent: { label: '已发送', color: 'success' },
  failed: { label: '发送失败', color: 'error' },
};

/** What a user was told of staff decisions (docs/messages.md), newest first, with each SMS notice's state. */
export function UserMessagesList({ userId }: { userId: number }) {
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: [CONSOLE_QUERY_ROOT, 'user', userId, 'messages', page],
    queryFn: () => consoleApi.post(CONSOLE_API.userMessages, { id: userId, page, limit: PAGE_SIZE }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const columns: TableColumnsType<ConsoleUserMessage> = [
    { title: '时间', dataIndex: 'createdAt', width: 140, render: consoleTime },
    {
      title: '消息',
      dataIndex: 'title',
      render: (title: string, message) => (
        <>
          <Tag>{MESSAGE_KIND_LABELS[message.kind]}</Tag>
          {title}
          {message.body && <div className="jhy-console-muted">审核意见：{message.body}</div>}
        </>
      ),
    },
    { title: '已读', dataIndex: 'readAt', width: 70, render: (at: string | null) => (at ? '已读' : '未读') },
    {
      title: '短信',
      dataIndex: 'smsStatus',
      width: 110,
      render: (status: ConsoleUserMessage['smsStatus'], message) => (
        <Tag color={SMS_STATUS[status].color}>
          {SMS_STATUS[status].label}
          {message.smsAttempts > 1 ? `（${message.smsAttempts} 次）` : ''}
        </Tag>
      ),
    },
  ];
  return (
    <Table<ConsoleUserMessage>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={list.data?.data ?? []}
      loading={list.isFetching}
      locale={{ emptyText: list.isError ? '加载失败，请重试' : '暂无数据...' }}
      pagination={{
        current: page,
        pageSize: PAGE_SIZE,
        total: list.data?.total ?? 0,
        hideOnSinglePage: true,
        showSizeChanger: false,
        onChange: setPage,
      }}
      scroll={{ x: 560 }}
    />
  );
}
