import { Table, type TableColumnsType, type TablePaginationConfig } from 'antd';
import { PAGE_SIZE } from '@jhy/contract';
import { EmptyState } from './EmptyState';
import { ListFailure } from './ListFailure';
import { KeyboardScroll } from './KeyboardScroll';

/**
 * The state of the page's React Query hook; its answer counts the rows of all pages and, most often,
 * holds this page's rows in `data`.
 */
export interface ListQueryState<Row> {
  data?: { total: number; data?: Row[] };
  isPending: boolean;
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
}

interface Pager {
  page: number;
  goTo: (page: number) => void;
}

interface PersonalCenterTableProps<Row> {
  list: ListQueryState<Row>;
  /** This page's rows when the answer keeps them elsewhere than in `data`; undefined before the first answer. */
  rows?: Row[];
  columns: TableColumnsType<Row>;
  /** The page shown and the way to another (usePagedSearch's, or the list's own). */
  pager: Pager;
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
  columns,
  pager,
  scrollX,
}: PersonalCenterTableProps<Row>) {
  return (
    <KeyboardScroll label="列表（可左右滚动）">
      <Table<Row>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows ?? list.data?.data ?? []}
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
        pagination={personalCenterPagination(pager, list.data?.total)}
      />
    </KeyboardScroll>
  );
}

/** A personal-center list's pager: its fixed page size, '共 n 条', hidden while one page holds everything. */
export function personalCenterPagination(pager: Pager, total: number | undefined): TablePaginationConfig {
  return {
    current: pager.page,
    pageSize: PAGE_SIZE.personalCenter,
    total: total ?? 0,
    showSizeChanger: false,
    hideOnSinglePage: true,
    showTotal: (all) => `共 ${all} 条`,
    onChange: pager.goTo,
  };
}
