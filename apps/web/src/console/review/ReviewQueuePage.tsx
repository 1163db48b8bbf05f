import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Input, Segmented, Tag, type TableColumnsType } from 'antd';
import { CONSOLE_PAGE_SIZE } from '@jhy/contract';
import { ConsoleListTable } from '../components/ConsoleListTable';
import { ExportButton } from '../components/ExportButton';
import { CONSOLE_QUERY_ROOT } from '../consoleQueries';
import { ReviewDetailDrawer } from './ReviewDetailDrawer';
import type { ReviewQuery, ReviewQueueConfig } from './reviewTypes';

const ALL = 'all';

/**
 * A review queue: status filter, keyword search, the server-paged table, and the detail drawer
 * with the decision buttons. A feature's queue page is this component with its config.
 */
export function ReviewQueuePage<Row extends { id: number }, Detail>({
  config,
}: {
  config: ReviewQueueConfig<Row, Detail>;
}) {
  const [query, setQuery] = useState<ReviewQuery>({ page: 1, limit: CONSOLE_PAGE_SIZE, status: config.defaultStatus });
  const [open, setOpen] = useState<number | null>(null);
  const list = useQuery({
    queryKey: [CONSOLE_QUERY_ROOT, config.key, 'list', query],
    queryFn: () => config.fetchPage(query),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

  const columns: TableColumnsType<Row> = [
    ...config.columns,
    {
      title: '状态',
      key: 'status',
      render: (_, row) => {
        const status = config.statuses.find((s) => s.value === config.statusOf(row));
        return status ? <Tag color={status.color}>{status.label}</Tag> : <Tag>未知</Tag>;
      },
    },
    {
      title: '操作',
      key: 'actions',
      render: (_, row) => (
        <Button type="link" size="small" onClick={() => setOpen(row.id)}>
          审核
        </Button>
      ),
    },
  ];

  return (
    <>
      <div className="jhy-console-toolbar">
        <Segmented
          aria-label="按状态筛选"
          value={query.status ?? ALL}
          options={[{ value: ALL, label: '全部' }, ...config.statuses.map((s) => ({ value: s.value, label: s.label }))]}
          onChange={(value) => setQuery({ ...query, page: 1, status: value === ALL ? undefined : Number(value) })}
        />
        <Input.Search
          allowClear
          enterButton="搜索"
          aria-label="搜索"
          placeholder={config.keywordPlaceholder ?? '请输入关键字'}
          className="jhy-console-toolbar__search"
          onSearch={(keyword) => setQuery({ ...query, page: 1, keyword: keyword.trim() || undefined })}
        />
        {config.exportView && (
          <ExportButton
            path={config.exportView.path}
            body={config.exportView.body(query)}
            fileName={config.exportView.fileName}
          />
        )}
      </div>
      <ConsoleListTable columns={columns} list={list} query={query} onQuery={setQuery} />
      <ReviewDetailDrawer config={config} id={open} onClose={() => setOpen(null)} />
    </>
  );
}
