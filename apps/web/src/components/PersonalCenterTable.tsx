import { Table, type TableColumnsType } from 'antd';
import { PAGE_SIZE } from '@jhy/contract';
import { EmptyState } from './EmptyState';
import { ListFailure } from './ListFailure';

/** The state of the page's React Query hook. */
interface ListQueryState {
  isPending: boolean;
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
}

interface PersonalCenterTableProps<Row> {
  list: ListQueryState;
  /** This page's rows and the count of all, undefined before the first answer. */
  rows: Row[] | undefined;
  total: number | undefined;
  columns: TableColumnsType<Row>;
  page: number;
  onPage: (page: number) => void;
  /** The table's natural width: below it the table scrolls sideways instead of crushing columns. */
  scrollX?: number;
}

/**
 * One of the personal center's own lists (enterprises, listings, applications, display products):
 * the user's rows a page at a time, a failed load offered again rather than shown as empty, and
 * '暂无数据...' only when there is truly nothing.
 */
export function PersonalCenterTable<Row extends { id: number }>({
  list,
  rows,
  total,
  columns,
  page,
  onPage,
  scrollX,
}: PersonalCenterTableProps<Row>) {
  return (
    <Table<Row>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={rows ?? []}
      loading={list.isFetching}
      scroll={scrollX ? { x: scrollX } : undefined}
      locale={{
        emptyText: list.isError ? (
          <ListFailure onRetry={() => void list.refetch()} retrying={list.isFetching} />
        ) : list.isPending ? (
          ' '
        ) : (
          <EmptyState />
        ),
      }}
      pagination={{
        current: page,
        pageSize: PAGE_SIZE.personalCenter,
        total: total ?? 0,
        showSizeChanger: false,
        hideOnSinglePage: true,
        showTotal: (total) => `共 ${total} 条`,
        onChange: onPage,
      }}
    />
  );
}
