import type { Key, ReactNode } from 'react';
import './plainTable.css';

/** A column: its heading and each row's cell. */
export interface PlainColumn<Row> {
  key: string;
  title: string;
  render: (row: Row) => ReactNode;
  className?: string;
  /** Shown from this width up only, as antd's `responsive` (sm 576, md 768, lg 992 px). */
  from?: 'sm' | 'md' | 'lg';
}

/**
 * A table of rows in plain semantic markup, drawn as antd's: for the pages that draw no antd, whose
 * Table would bring its pager, Select, Dropdown and Menu with it (docs/performance.md "The pages a
 * bidder opens"). `empty` stands in the body when there are no rows. It scrolls sideways on a screen
 * narrower than the table, and takes the focus then, so the keyboard can scroll it too.
 */
export function PlainTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  rowClassName,
  empty,
  busy = false,
}: {
  /** What the scrolling box is called for a screen reader. */
  label: string;
  columns: PlainColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => Key;
  rowClassName?: (row: Row) => string;
  empty: ReactNode;
  busy?: boolean;
}) {
  const cellClass = (column: PlainColumn<Row>) =>
    [column.className, column.from && `plain-table__from-${column.from}`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="plain-table" role="region" aria-label={label} tabIndex={0} aria-busy={busy || undefined}>
      <table>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={cellClass(column)}>
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length}>{empty}</td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} className={rowClassName?.(row)}>
                {columns.map((column) => (
                  <td key={column.key} className={cellClass(column)}>
                    {column.render(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
