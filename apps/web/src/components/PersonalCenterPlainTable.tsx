import { PAGE_SIZE } from '@jhy/contract';
import { EmptyState } from './EmptyState';
import { ListFailure } from './ListFailure';
import { PlainTable, type PlainColumn } from './PlainTable';
import type { ListQueryState } from './PersonalCenterTable';
import { PortalPager } from './PortalPager';
import './personalCenter.css';

/**
 * One of the personal center's own lists as PersonalCenterTable shows it — the user's rows a page at
 * a time, a failed load offered again rather than shown as empty, '暂无数据...' only when there is
 * truly nothing, '共 n 条' and the pages when there is more than one — in plain markup, for a tab that
 * draws no antd (docs/performance.md "The pages a bidder opens").
 */
export function PersonalCenterPlainTable<Row extends { id: number }>({
  label,
  list,
  columns,
  page,
  goTo,
}: {
  /** The table's name for a screen reader. */
  label: string;
  list: ListQueryState<Row>;
  columns: PlainColumn<Row>[];
  page: number;
  goTo: (page: number) => void;
}) {
  const total = list.data?.total ?? 0;
  return (
    <>
      <PlainTable<Row>
        label={label}
        columns={columns}
        rows={list.data?.data ?? []}
        rowKey={(row) => row.id}
        busy={list.isFetching}
        empty={
          list.isError ? (
            <ListFailure onRetry={() => void list.refetch()} retrying={list.isFetching} />
          ) : list.isPending ? null : (
            <EmptyState />
          )
        }
      />
      <PortalPager
        className="jhy-pc-pager"
        current={page}
        pageSize={PAGE_SIZE.personalCenter}
        total={total}
        totalText={`共 ${total} 条`}
        onChange={goTo}
      />
    </>
  );
}
