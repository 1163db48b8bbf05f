import { Table, type TableProps } from 'antd';
import type { Page } from '@jhy/contract';
import { EmptyState } from '../../components/EmptyState';
import { KeyboardScroll } from '../../components/KeyboardScroll';
import { pagerOf } from './consoleData';

interface ConsoleListTableProps<Row, Query extends { page: number; limit?: number }> extends Omit<
  TableProps<Row>,
  'dataSource' | 'loading' | 'pagination'
> {
  /** The list's query (useConsoleList): its page of rows and whether it is loading. */
  list: { data?: Page<Row>; isFetching: boolean };
  query: Query;
  /** The page's query setter: turning the page keeps the filters. */
  onQuery: (query: Query) => void;
  /**
   * A fixed width below which the table scrolls sideways, for a list with long text (a message, an
   * e-mail, a rich-text change): the text wraps within it instead of widening the table to its
   * whole length and pushing the last columns out of sight. Without it, the columns' natural width.
   */
  minWidth?: number;
}

/**
 * A console list the server answers whole (useConsoleRows): rows by id, no pager, and nothing said
 * before the first answer, then the shared empty state. Other table props pass through.
 */
export function ConsoleRowsTable<Row extends object>({
  list,
  ...table
}: Omit<TableProps<Row>, 'dataSource' | 'loading' | 'pagination'> & {
  list: { data?: Row[]; isFetching: boolean; isPending: boolean };
}) {
  return (
    <Table<Row>
      rowKey="id"
      locale={{ emptyText: list.isPending ? ' ' : <EmptyState /> }}
      {...table}
      dataSource={list.data ?? []}
      loading={list.isFetching}
      pagination={false}
    />
  );
}

/**
 * A server-paged console list: rows by id, the shared empty state, the pager, and a table that
 * scrolls sideways on a narrow screen rather than squeezing its columns. Other table props pass through.
 */
export function ConsoleListTable<Row extends object, Query extends { page: number; limit?: number }>({
  list,
  query,
  onQuery,
  minWidth,
  ...table
}: ConsoleListTableProps<Row, Query>) {
  return (
    <KeyboardScroll label="列表（可左右滚动）">
      <Table<Row>
        rowKey="id"
        locale={{ emptyText: <EmptyState /> }}
        scroll={{ x: minWidth ?? 'max-content' }}
        {...table}
        dataSource={list.data?.data}
        loading={list.isFetching}
        pagination={pagerOf(query, list.data?.total, (page) => onQuery({ ...query, page }))}
      />
    </KeyboardScroll>
  );
}
