import type { ReactNode } from 'react';
import { Tag, type TableColumnType } from 'antd';

/** How the contract shows one status value: its label and its antd tag colour. */
interface StatusView {
  label: string;
  color: string;
}

/** A personal-center list's status column: each record's status as the coloured tag the contract gives it. */
export function statusColumn<Row>(
  title: string,
  dataIndex: keyof Row & string,
  width: number,
  viewOf: (status: number) => StatusView,
): TableColumnType<Row> {
  return {
    title,
    dataIndex,
    width,
    render: (status: number) => {
      const view = viewOf(status);
      return <Tag color={view.color}>{view.label}</Tag>;
    },
  };
}

/** A table's last column, 操作: the buttons `render` gives each row, `width` wide. */
export function actionsColumn<Row>(width: number, render: (row: Row) => ReactNode): TableColumnType<Row> {
  return { title: '操作', key: 'actions', width, render: (_, row) => render(row) };
}
